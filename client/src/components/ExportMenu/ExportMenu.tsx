import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

export interface ExportLink {
  label: string;
  /** A REST export of the gateway's (/api/*.csv, /api/stakes.ics) for what the page shows. */
  href: string;
}

/** The page's figures as files: each entry downloads the server's export for the page's wallets. */
export function ExportMenu({ links }: { links: readonly ExportLink[] }) {
  const t = useT();
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label={t('export.title')}>
          {links.map((link) => (
            <MenuItem key={link.href} icon="download" text={link.label} href={link.href} />
          ))}
        </Menu>
      }
    >
      <Button icon="export" endIcon="caret-down" text={t('export.title')} />
    </Popover>
  );
}

/** An /api export's address with the page's wallets (and anything else it names) as its query. */
export function exportHref(
  file: string,
  wallets: readonly string[],
  more: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ wallets: wallets.join(','), ...more });
  return `/api/${file}?${query.toString()}`;
}
