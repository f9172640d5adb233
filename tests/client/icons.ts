import { Icons } from '@blueprintjs/icons';

/**
 * Blueprint icons load their paths asynchronously and re-render when they arrive, which React
 * reports as updates outside act() in tests. Loading every icon once, before the tests render,
 * makes icons render synchronously. Call in beforeAll.
 */
export function preloadIcons(): Promise<void> {
  return Icons.loadAll({ loader: 'all' });
}
