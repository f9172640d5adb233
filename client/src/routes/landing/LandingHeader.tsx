import { Alignment, AnchorButton, Classes, Navbar, NavbarGroup } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { Logo } from '../../shell/Logo';
import { useLinkProps } from '../../shell/useLinkProps';

/** The landing page's own header (spec §2): the logo and the ways in. */
export function LandingHeader({ dark }: { dark: boolean }) {
  const t = useT();
  const about = useLinkProps('/learn-more');
  const dashboard = useLinkProps('/dashboard/default');
  return (
    <header className="kinko-landing-header">
      <Navbar className={dark ? Classes.DARK : ''}>
        <NavbarGroup align={Alignment.START}>
          {/* The hero under it carries the caption. */}
          <Logo caption={false} />
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <AnchorButton variant="minimal" text={t('menu.about')} {...about} />
          <AnchorButton
            intent="primary"
            icon="dashboard"
            text={t('landing.openDashboard')}
            {...dashboard}
          />
        </NavbarGroup>
      </Navbar>
    </header>
  );
}
