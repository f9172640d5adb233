import type { IconName, IconPaths } from '@blueprintjs/icons';

type PathsModule = () => Promise<IconPaths>;

// One lazy module per icon and size (`base` keeps the keys short: "./add.js").
const paths16 = import.meta.glob<IconPaths>('./*.js', {
  base: '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/',
  import: 'default',
});
const paths20 = import.meta.glob<IconPaths>('./*.js', {
  base: '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/',
  import: 'default',
});

const byName = (modules: Record<string, PathsModule>) =>
  new Map(Object.entries(modules).map(([file, load]) => [file.slice(2, -'.js'.length), load]));

const standard = byName(paths16);
const large = byName(paths20);

/** Size 20 and up draws the 20 px paths, smaller sizes the 16 px ones (as Blueprint's own loaders). */
export function iconPaths(name: IconName, size: number): Promise<IconPaths> {
  const load = (size >= 20 ? large : standard).get(name);
  if (!load) return Promise.reject(new Error(`Unknown Blueprint icon "${name}"`));
  return load();
}
