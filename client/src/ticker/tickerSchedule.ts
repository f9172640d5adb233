/** Spec §9 "Ticker": refresh every 60 s … */
const TICKER_INTERVAL_MS = 60_000;
/** … × min(2^failures, 5) after consecutive failures … */
const TICKER_MAX_BACKOFF = 5;
/** … plus up to 5 s of random jitter, so many open tabs do not ask in lockstep. */
const TICKER_JITTER_MS = 5_000;

/** Milliseconds until the next ticker fetch after `failures` consecutive failures (0 after a success). */
export function nextTickerDelay(failures: number, random: () => number = Math.random): number {
  const factor = Math.min(2 ** Math.max(0, failures), TICKER_MAX_BACKOFF);
  return TICKER_INTERVAL_MS * factor + Math.floor(random() * TICKER_JITTER_MS);
}
