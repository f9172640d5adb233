import { normalizePath } from '../shell/menu/menuModel';

/** Spec §2: "The ticker is hidden on / and /hero." (/landing has its own layout without it.) */
const WITHOUT_TICKER = new Set(['/', '/hero', '/landing']);

export function showsTicker(pathname: string): boolean {
  return !WITHOUT_TICKER.has(normalizePath(pathname));
}
