import type { IconName, IconPaths } from '@blueprintjs/icons';

/**
 * Blueprint's IconPathsLoader. The default loader fetches every icon's paths in one chunk per
 * size (about 100 kB gzipped each) the first time any icon renders; this one fetches the table
 * of icon modules once (a small chunk, kept out of the first page's JS), then only the icons a
 * page shows, a few hundred bytes each.
 */
export async function loadIconPaths(name: IconName, size: number): Promise<IconPaths> {
  const { iconPaths } = await import('./iconPaths');
  return iconPaths(name, size);
}
