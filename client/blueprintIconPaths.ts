import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:blueprint-icon-paths';
const RESOLVED_ID = `\0${ID}`;

/**
 * @blueprintjs/icons ships one ES module per icon and size, but its public exports are only the
 * whole tables of each size (about 100 kB gzipped apiece). The package is found by Node's
 * resolution, so the build holds wherever it is installed (hoisted, a linked worktree, a
 * workspace); its folder layout is named here and nowhere else.
 */
export const blueprintIconPathsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json')),
  'lib',
  'esm',
  'generated',
);

/** `{ "add": () => import("…/16px/paths/add.js"), … }`: each icon's own lazy chunk, keyed by its name. */
function table(size: 16 | 20): string {
  const dir = path.join(blueprintIconPathsDir, `${size}px`, 'paths');
  const entries = readdirSync(dir)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map(
      (file) =>
        `${JSON.stringify(file.slice(0, -'.js'.length))}: () => import(${JSON.stringify(path.join(dir, file))})`,
    );
  return `{\n${entries.join(',\n')}\n}`;
}

/**
 * `virtual:blueprint-icon-paths` (shell/iconPaths.ts): the lazy table of icon modules, built from
 * the installed package instead of a relative glob into node_modules (Vite's import.meta.glob
 * takes no package specifier, and an alias would put the build machine's paths in the keys).
 */
export function blueprintIconPaths(): Plugin {
  return {
    name: 'kinko-blueprint-icon-paths',
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID
        ? `export const paths16 = ${table(16)};\nexport const paths20 = ${table(20)};\n`
        : null,
  };
}
