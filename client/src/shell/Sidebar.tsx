import { Classes } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { Logo } from './Logo';
import type { MenuEntry } from './menu/menuModel';
import { SideMenu } from './menu/SideMenu';

export interface SidebarProps {
  entries: MenuEntry[];
  open: boolean;
  overlay: boolean;
  dark: boolean;
  onClose(): void;
  /** The sidebar footer: the universal refresh button (spec §2). */
  footer: ReactNode;
}

export const SIDEBAR_ID = 'kinko-sidebar';

/**
 * The sidebar of spec §2: the logo linking to /, the menu, and the universal refresh button in
 * its footer. Its own theme class (the "sidebar theme" setting) sits on it rather than on an
 * ancestor, so a light sidebar works inside a dark page and the reverse.
 */
export function Sidebar({ entries, open, overlay, dark, onClose, footer }: SidebarProps) {
  const t = useT();

  useEffect(() => {
    if (!overlay || !open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, open, onClose]);

  const classes = [
    'kinko-sidebar',
    open ? 'kinko-sidebar-open' : 'kinko-sidebar-closed',
    overlay ? 'kinko-sidebar-overlay' : '',
    dark ? Classes.DARK : '',
  ];
  return (
    <>
      {overlay && open && (
        // Spec §2: clicking the overlay closes the sidebar. Keyboard users have Escape.
        <div
          className={`${Classes.OVERLAY_BACKDROP} kinko-sidebar-backdrop`}
          data-testid="sidebar-backdrop"
          onClick={onClose}
        />
      )}
      <aside
        id={SIDEBAR_ID}
        className={classes.filter(Boolean).join(' ')}
        aria-label={t('shell.sidebar')}
        aria-hidden={!open}
        inert={!open}
      >
        <div className="kinko-sidebar-header">
          <Logo />
        </div>
        <div className="kinko-sidebar-body">
          <SideMenu entries={entries} {...(overlay ? { onNavigate: onClose } : {})} />
        </div>
        <div className="kinko-sidebar-footer">{footer}</div>
      </aside>
    </>
  );
}
