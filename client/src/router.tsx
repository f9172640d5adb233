import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PreloadedRoute } from './data/preloadRoute';
import { NotFoundPage } from './routes/notFound/NotFoundPage';
import { LoadingBar } from './shell/LoadingBar';
import { RootLayout } from './shell/RootLayout';
import { PageError } from './shell/PageError';
import { RouteError } from './shell/RouteError';

/**
 * A lazily loaded route module: each page is its own chunk, fetched when first visited (the
 * loading bar shows meanwhile), so the first page does not download every page. Only
 * `Component` is taken from the module, which may export other things.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) => async () => ({
  Component: (await load()).Component,
});

/**
 * A data route's loader: starts its page's questions while the
 * page's chunk loads (react-router runs a route's loader beside its `lazy`). It waits only for the
 * small preloader chunk and the questions' start, never their answers, so that the page, which
 * renders after both, always finds its questions marked as asked and joins them rather than racing
 * them, and never fails the navigation. The preloader loads on demand: the landing page's bundle carries neither it nor the
 * GraphQL client.
 */
const preload =
  (route: PreloadedRoute, network?: string) =>
  async ({ params }: LoaderFunctionArgs) => {
    try {
      const { preloadRoute } = await import('./data/preloadRoute');
      preloadRoute(route, network === undefined ? params : { ...params, network });
    } catch {
      // No preloader (its chunk did not load): the page asks its own questions, as it always can.
    }
    return null;
  };

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
        // A page that fails leaves the shell standing (its error shows where the page would).
        children: [
          {
            id: 'dashboard-pages',
            ErrorBoundary: PageError,
            children: [
              {
                id: 'dashboard',
                path: 'dashboard/default',
                loader: preload('dashboard'),
                lazy: page(() => import('./routes/dashboard/DashboardPage')),
              },
              {
                id: 'wallets',
                path: 'wallets',
                loader: preload('wallets'),
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
                loader: preload('wallet'),
                lazy: page(() => import('./routes/wallet/WalletPage')),
              },
              {
                id: 'token',
                path: 'token/:chain/:address',
                lazy: page(() => import('./routes/token/TokenPage')),
              },
              {
                id: 'portfolio',
                path: 'portfolio',
                loader: preload('portfolio'),
                lazy: page(() => import('./routes/portfolio/PortfolioPage')),
              },
              {
                id: 'staking-hex',
                path: 'staking/hex',
                loader: preload('staking', 'PULSECHAIN'),
                lazy: page(() => import('./routes/staking/HexStakingPage')),
              },
              {
                id: 'staking-ehex',
                path: 'staking/ehex',
                loader: preload('staking', 'ETHEREUM'),
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
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
