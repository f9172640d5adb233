/** Spec §2: the loading bar advances 10 points per second, up to 100. */
const PROGRESS_STEP = 10;
export const PROGRESS_TICK_MS = 1000;

/** The bar's value (0–100) after loading for elapsedMs: one step at once, then one more per second. */
export function progressValue(elapsedMs: number): number {
  return Math.min(100, PROGRESS_STEP * (1 + Math.floor(Math.max(0, elapsedMs) / PROGRESS_TICK_MS)));
}
