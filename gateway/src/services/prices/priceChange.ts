/**
 * Spec §5: 24h change = (now − price 24h ago) / price 24h ago × 100, only when both are above
 * zero; otherwise there is no change to show.
 */
export function change24hPct(now: number | undefined, dayAgo: number | undefined): number | null {
  if (now === undefined || dayAgo === undefined || !(now > 0) || !(dayAgo > 0)) return null;
  return ((now - dayAgo) / dayAgo) * 100;
}
