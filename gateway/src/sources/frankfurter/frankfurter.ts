/** The upstream id calls, budgets, circuits and statuses name. */
export const FRANKFURTER_UPSTREAM = 'frankfurter';

/** The same allowance as the other market-data calls (spec §7 "Market data": 10 s). */
export const FRANKFURTER_TIMEOUT_MS = 10_000;
