import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './routes/notFound/NotFoundPage';
import { LoadingBar } from './shell/LoadingBar';
import { RootLayout } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';

/**
 * A lazily loaded route module: each page is its own chunk, fetched when first visited (the
 * loading bar shows meanwhile), so the first page does not download every page. Only
 * `Component` is taken from the module, which may export other things.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) => async () => ({
  Component: (await load()).Component,
});

function HydrateFallback() {
  return <LoadingBar active />;
}

/**
 * Product routes of spec §2. Everything else — the spec's demo template routes (/admin-panel/*,
 * /application/*, /charts/*, /auth/*, /dashboard/* other than default, /layouts/*, /hero …,
 * DESIGN.md "Client") and any typo — gets the not-found page inside the dashboard layout.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback,
    children: [
      // Spec §2: / and /landing are the landing page, with its own header and footer.
      { id: 'landing', index: true, lazy: page(() => import('./routes/landing/LandingPage')) },
      {
        id: 'landing-alias',
        path: 'landing',
        lazy: page(() => import('./routes/landing/LandingPage')),
      },
      // DESIGN.md "One process, one port": the self-hosted GraphQL IDE, full window like the landing page.
      {
        id: 'playground',
        path: 'playground',
        lazy: page(() => import('./routes/playground/PlaygroundPage')),
      },
      {
        id: 'dashboard-layout',
        lazy: page(() => import('./shell/DashboardLayout')),
        children: [
          {
            id: 'dashboard',
            path: 'dashboard/default',
            lazy: page(() => import('./routes/dashboard/DashboardPage')),
          },
          {
            id: 'wallets',
            path: 'wallets',
            lazy: page(() => import('./routes/wallets/WalletsPage')),
          },
          {
            id: 'manage-wallets',
            path: 'wallets/manage',
            lazy: page(() => import('./routes/manageWallets/ManageWalletsPage')),
          },
          {
            id: 'wallet',
            path: 'wallet/:address',
            lazy: page(() => import('./routes/wallet/WalletPage')),
          },
          {
            id: 'portfolio',
            path: 'portfolio',
            lazy: page(() => import('./routes/portfolio/PortfolioPage')),
          },
          {
            id: 'staking-hex',
            path: 'staking/hex',
            lazy: page(() => import('./routes/staking/HexStakingPage')),
          },
          {
            id: 'staking-ehex',
            path: 'staking/ehex',
            lazy: page(() => import('./routes/staking/EhexStakingPage')),
          },
          {
            id: 'staking-eth',
            path: 'staking/eth',
            lazy: page(() => import('./routes/staking/EthStakingPage')),
          },
          {
            id: 'staking-pls',
            path: 'staking/pls',
            lazy: page(() => import('./routes/staking/PlsStakingPage')),
          },
          {
            id: 'learn-more',
            path: 'learn-more',
            lazy: page(() => import('./routes/learnMore/LearnMorePage')),
          },
          { id: 'not-found', path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
