import { Icons, IconSize } from '@blueprintjs/icons';
import type { RouteObject } from 'react-router';
import { PAGE_ICONS } from './pageIcons';

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
      Icons.load([...PAGE_ICONS], IconSize.STANDARD),
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
