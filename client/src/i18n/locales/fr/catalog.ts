import type { Catalog } from '../../catalog';
import { pages } from './pages';
import { shell } from './shell';

/** Every namespace of this locale, loaded together as one chunk. */
export const catalog: Catalog = { shell, pages };
