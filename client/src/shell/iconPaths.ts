import type { IconName, IconPaths } from '@blueprintjs/icons';
import { paths16, paths20 } from 'virtual:blueprint-icon-paths';

/** Size 20 and up draws the 20 px paths, smaller sizes the 16 px ones (as Blueprint's own loaders). */
export function iconPaths(name: IconName, size: number): Promise<IconPaths> {
  const load = (size >= 20 ? paths20 : paths16)[name];
  if (!load) return Promise.reject(new Error(`Unknown Blueprint icon "${name}"`));
  return load().then((module) => module.default);
}
