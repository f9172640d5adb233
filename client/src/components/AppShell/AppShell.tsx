import { Alignment, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link, Outlet } from 'react-router';

/** Header and page area shared by every route. The sidebar, ticker and footer of spec §2 come later. */
export function AppShell() {
  return (
    <>
      <Navbar>
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading>
            <Link to="/" className="kinko-brand">
              Kinko
            </Link>
          </NavbarHeading>
          <span className="kinko-muted kinko-caption">SECURE INSIGHTS, NO KEYS REQUIRED</span>
        </NavbarGroup>
      </Navbar>
      <main className="kinko-main">
        <Outlet />
      </main>
    </>
  );
}
