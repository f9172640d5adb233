/** The value history's days are UTC days, numbered from the Unix epoch. */
export const DAY_SECONDS = 86_400;

export const dayOf = (unixSeconds: number): number => Math.floor(unixSeconds / DAY_SECONDS);

/** A day's close, 23:59:59 UTC: the instant a past day is valued at (docs/DECISIONS.md). */
export const dayClose = (day: number): number => (day + 1) * DAY_SECONDS - 1;
