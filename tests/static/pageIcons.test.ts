import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import { PAGE_ICONS } from '../../client/src/shell/pageIcons';

const CLIENT_SRC = join(import.meta.dirname, '../../client/src');
const ICON_NAMES = new Set<string>(Object.values(IconNames));
/** A line that gives a component its icon: `icon="x"`, `icon: 'x'`, `rightIcon={open ? 'a' : 'b'}`. */
const ICON_PROP = /\b(?:icon|leftIcon|rightIcon)\??\s*[=:]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every Blueprint icon name the app's own code gives a component. */
function drawnIcons(): Set<string> {
  const drawn = new Set<string>();
  for (const file of sourceFiles(CLIENT_SRC))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const prop = ICON_PROP.exec(line);
      if (prop === null) continue;
      for (const [, name] of line.slice(prop.index).matchAll(/['"]([a-z0-9]+(?:-[a-z0-9]+)*)['"]/g))
        if (name !== undefined && ICON_NAMES.has(name)) drawn.add(name);
    }
  return drawn;
}

describe('the icons loaded ahead for a server that goes away', () => {
  it('include every icon the pages draw', () => {
    const drawn = drawnIcons();
    // The scan finds what it should: a sanity floor, so a broken pattern cannot pass silently.
    expect(drawn.size).toBeGreaterThan(20);
    expect([...drawn].filter((name) => !PAGE_ICONS.includes(name as never)).sort()).toEqual([]);
  });

  it('are all real Blueprint icons', () => {
    expect(PAGE_ICONS.filter((name) => !ICON_NAMES.has(name))).toEqual([]);
  });
});
