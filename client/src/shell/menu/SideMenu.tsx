import { Classes, Menu } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import type { MenuEntry } from './menuModel';
import { MenuGroupItem } from './MenuGroupItem';
import { NavMenuItem } from './NavMenuItem';

export interface SideMenuProps {
  entries: MenuEntry[];
  onNavigate?: () => void;
}

/**
 * The vertical menu: links, collapsible groups and the separator before About (spec §2). It is
 * site navigation, a list of links in a <nav> landmark, not an application menu (role="menu"
 * would promise arrow-key handling and menuitem children that links are not).
 */
export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const t = useT();
  const navigate = onNavigate ? { onNavigate } : {};
  return (
    <nav aria-label={t('shell.sidebar')}>
      <Menu className="kinko-side-menu" role="list">
        {entries.map((entry) => {
          switch (entry.kind) {
            case 'link':
              return <NavMenuItem key={entry.id} link={entry} {...navigate} />;
            case 'group':
              return <MenuGroupItem key={entry.id} group={entry} {...navigate} />;
            case 'separator':
              // A plain item drawn as a rule: a list may hold list items only.
              return <li key={entry.id} className={Classes.MENU_DIVIDER} aria-hidden="true" />;
          }
        })}
      </Menu>
    </nav>
  );
}
