import { Icons, IconSize, type IconName } from '@blueprintjs/icons';
import type { RouteObject } from 'react-router';

/**
 * Icons the shell and the pages draw, Blueprint's own included (the intent icons of callouts and
 * toasts, the chevrons of menus and selects). A name left out is only fetched when first drawn.
 */
const PAGE_ICONS: IconName[] = [
  'add',
  'arrow-down',
  'arrow-up',
  'bank-account',
  'caret-down',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'cog',
  'cross',
  'dashboard',
  'double-caret-vertical',
  'error',
  'export',
  'eye-off',
  'eye-open',
  'folder-open',
  'home',
  'import',
  'info-sign',
  'menu',
  'offline',
  'refresh',
  'search',
  'settings',
  'small-cross',
  'tick',
  'tick-circle',
  'time',
  'trash',
  'warning-sign',
];

/** Every lazy module of these routes and their children. */
function loadRoutes(routes: readonly RouteObject[]): Promise<unknown>[] {
  return routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy()] : []),
    ...loadRoutes(route.children ?? []),
  ]);
}

/**
 * Once the first page is up and the browser is idle, loads the code of every page and the icons
 * they draw (docs/DECISIONS.md "Surviving the server going away"): a user who navigates after the
 * server went away then still gets the page, with its saved figures, instead of a chunk that
 * cannot load. A module already loaded is not fetched twice, so this costs each chunk once.
 */
export function prefetchPagesWhenIdle(
  routes: readonly RouteObject[],
  extra: ReadonlyArray<() => Promise<unknown>>,
): () => void {
  const load = () => {
    const loads = [
      ...loadRoutes(routes),
      ...extra.map((module) => module()),
      Icons.load(PAGE_ICONS, IconSize.STANDARD),
    ];
    // A chunk that fails now is fetched again when its page is visited, as it always was.
    for (const loading of loads) loading.catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 2_000);
  return () => window.clearTimeout(timer);
}
