import { describe, expect, it } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router';
import { APP_PATHS, isAppPath } from '../../shared/src/appPaths';
import { routes } from './router';

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

describe('routes (spec §2)', () => {
  it.each([
    ['/', 'landing'],
    ['/landing', 'landing-alias'],
    ['/dashboard/default', 'dashboard'],
    ['/wallets', 'wallets'],
    ['/wallets/manage', 'manage-wallets'],
    ['/wallet/0x7a16ff8270133f063aab6c9977183d9e72835428', 'wallet'],
    ['/token/eth/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'token'],
    ['/token/pulse/native', 'token'],
    ['/portfolio', 'portfolio'],
    ['/staking/hex', 'staking-hex'],
    ['/staking/ehex', 'staking-ehex'],
    ['/staking/eth', 'staking-eth'],
    ['/staking/pls', 'staking-pls'],
    ['/learn-more', 'learn-more'],
    ['/playground', 'playground'],
    ['/portfolio/', 'portfolio'],
  ])('%s is the %s page', (path, id) => {
    expect(leaf(path)).toBe(id);
    expect(isAppPath(path)).toBe(true);
  });

  // The template's demo routes are not product (DESIGN.md "Client"): all of them, like any typo,
  // get the not-found page inside the dashboard layout.
  it.each([
    '/admin-panel/users',
    '/application/chat',
    '/charts/apexchart',
    '/map/google',
    '/basic/accordion',
    '/advance/alert',
    '/animation',
    '/icons',
    '/forms/validation',
    '/tables/basic',
    '/dashboard/analytics',
    '/dashboard',
    '/layouts/layout-2',
    '/widget/statistics',
    '/other/sample-page',
    '/pages/maintenance/error',
    '/auth/login',
    '/auth/register',
    '/auth/reset-password',
    '/auth/change-password',
    '/hero',
    '/no/such/page',
  ])('%s is not found', (path) => {
    expect(leaf(path)).toBe('not-found');
    expect(isAppPath(path)).toBe(false);
    expect(matchRoutes(routes, path)?.map((match) => match.route.id)).toEqual([
      'root',
      'dashboard-layout',
      'dashboard-pages',
      'not-found',
    ]);
  });

  it('shows a failed page inside the shell, the menu still there', () => {
    const layout = routes[0]?.children?.find((route) => route.id === 'dashboard-layout');
    expect(layout?.children?.map((route) => route.id)).toEqual(['dashboard-pages']);
    expect(layout?.children?.[0]?.ErrorBoundary).toBeDefined();
  });

  it('loads every page lazily, so the first page does not download the others', () => {
    const layout = routes[0]?.children?.find((route) => route.id === 'dashboard-layout');
    expect(typeof layout?.lazy).toBe('function');
    expect(
      routes[0]?.children
        ?.filter((route) => route.id?.startsWith('landing'))
        .every((route) => typeof route.lazy === 'function'),
    ).toBe(true);
    // GraphiQL and Monaco are megabytes: only visitors of /playground download them.
    expect(typeof routes[0]?.children?.find((route) => route.id === 'playground')?.lazy).toBe(
      'function',
    );
    const pages =
      layout?.children?.[0]?.children?.filter((route) => route.id !== 'not-found') ?? [];
    expect(pages).toHaveLength(11);
    for (const page of pages) expect(typeof page.lazy).toBe('function');
  });

  it('has the pages the server answers 200 for (shared/src/appPaths.ts), and no others', () => {
    const leaves = (list: readonly RouteObject[]): RouteObject[] =>
      list.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    const pagePaths = leaves(routes)
      .filter((route) => route.path !== '*')
      .map((route) => (route.index ? '/' : `/${route.path ?? ''}`));
    expect(pagePaths.sort()).toEqual([...APP_PATHS].sort());
  });
});
