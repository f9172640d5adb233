import { Alignment, Button, Classes, Navbar, NavbarGroup, Tooltip } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import { PrivacyToggle } from '../privacy/PrivacyToggle';
import { Logo } from './Logo';
import { SIDEBAR_ID } from './Sidebar';

export interface HeaderProps {
  dark: boolean;
  /** Null in the tab orientation, which has no sidebar to toggle. */
  sidebar: { open: boolean; toggle(): void } | null;
  /** The logo shows here when the sidebar, which normally carries it, is not beside the header. */
  showLogo: boolean;
  onOpenSettings(): void;
}

/** The header of spec §1: the sidebar toggle, then the privacy toggle and the settings button. */
export function Header({ dark, sidebar, showLogo, onOpenSettings }: HeaderProps) {
  const t = useT();
  return (
    <header className="kinko-header">
      <Navbar className={dark ? Classes.DARK : ''}>
        <NavbarGroup align={Alignment.START}>
          {sidebar && (
            <Tooltip content={t('header.toggleSidebar')} placement="bottom">
              <Button
                variant="minimal"
                icon={sidebar.open ? 'menu-closed' : 'menu-open'}
                aria-label={t('header.toggleSidebar')}
                aria-expanded={sidebar.open}
                aria-controls={SIDEBAR_ID}
                onClick={sidebar.toggle}
              />
            </Tooltip>
          )}
          {showLogo && <Logo />}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <PrivacyToggle />
          <Tooltip content={t('header.settings')} placement="bottom">
            <Button
              variant="minimal"
              icon="cog"
              aria-label={t('header.settings')}
              onClick={onOpenSettings}
            />
          </Tooltip>
        </NavbarGroup>
      </Navbar>
    </header>
  );
}
