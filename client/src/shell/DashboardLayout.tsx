import { ApolloProvider } from '@apollo/client/react';
import { Classes } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RefreshButton } from '../refresh/RefreshButton';
import { useT } from '../i18n/useT';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { useAppearance } from '../settings/useAppearance';
import { Ticker } from '../ticker/Ticker';
import { showsTicker } from '../ticker/tickerVisibility';
import { useWallets } from '../wallets/useWallets';
import { appApolloClient } from './apolloClient';
import { Footer } from './Footer';
import { Header } from './Header';
import { ServerNotice } from './ServerNotice';
import { prefetchPagesWhenIdle } from './prefetchPages';
import { routes } from '../router';
import { loadValueChart } from '../components/ValueChart/LazyValueChart';
import { buildMenu } from './menu/menuModel';
import { TabMenu } from './menu/TabMenu';
import { Sidebar } from './Sidebar';
import { useSidebarState } from './useSidebarState';

const MAIN_ID = 'kinko-main';

/** The dashboard routes' layout, loaded lazily (the landing page does not need it). */
export function Component() {
  return (
    <ApolloProvider client={appApolloClient()}>
      <DashboardShell />
    </ApolloProvider>
  );
}

/**
 * Header, sidebar (or the tab menu), ticker, page and footer (spec §1–§2). The menu orientation
 * picks a CSS grid (styles.css, `.kinko-layout-…`):
 * - vertical: full-height sidebar at the start, header beside it;
 * - tab: no sidebar, the menu in a row under a full-width header;
 * - layout2: full-width header, the sidebar under it at the start;
 * - layout3: full-width header, the sidebar under it at the end.
 * Grid columns follow the text direction, so "start" and "end" mirror in RTL by themselves.
 */
export function DashboardShell() {
  const t = useT();
  const { dark, orientation, settings } = useAppearance();
  const { visibleWallets } = useWallets();
  const entries = useMemo(() => buildMenu(visibleWallets, t), [visibleWallets, t]);
  const sidebar = useSidebarState();
  const { pathname } = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(
    () => prefetchPagesWhenIdle(routes, [() => import('../data/preloadRoute'), loadValueChart]),
    [],
  );

  const hasSidebar = orientation !== 'tab';
  const sidebarDark = settings.sidebarTheme === 'dark';
  const sidebarBesideHeader = orientation === 'vertical' && !sidebar.overlay && sidebar.open;
  const layoutClasses = [
    'kinko-app',
    `kinko-layout-${orientation}`,
    hasSidebar && !sidebar.overlay && sidebar.open ? 'kinko-with-sidebar' : 'kinko-without-sidebar',
    dark ? 'kinko-app-dark' : 'kinko-app-light',
  ];

  return (
    <div className={layoutClasses.join(' ')}>
      {/* The first stop of the Tab key: past the header and the menu to the page (WCAG 2.4.1). */}
      <a className="kinko-skip-link" href={`#${MAIN_ID}`}>
        {t('shell.skipToContent')}
      </a>
      <Header
        dark={dark}
        sidebar={hasSidebar ? sidebar : null}
        showLogo={!sidebarBesideHeader}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      {hasSidebar && (
        <Sidebar
          entries={entries}
          open={sidebar.open}
          overlay={sidebar.overlay}
          dark={sidebarDark}
          onClose={sidebar.close}
          footer={<RefreshButton />}
        />
      )}
      {orientation === 'tab' && (
        <div className={`kinko-tab-bar ${sidebarDark ? Classes.DARK : ''}`}>
          <TabMenu entries={entries} />
          <RefreshButton compact />
        </div>
      )}
      <div className={`kinko-content ${dark ? Classes.DARK : ''}`}>
        {showsTicker(pathname) && <Ticker />}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={`kinko-main ${settings.container === 'boxed' ? 'kinko-boxed' : 'kinko-full'}`}
        >
          <ServerNotice />
          <Outlet />
        </main>
        <Footer />
      </div>
      <SettingsDrawer isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
