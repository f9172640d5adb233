import type { SeriesPoint } from '../../charts/timeSeries';
import type { TokenHistoryQuery, TokenPnlQuery } from '../../graphql/generated/graphql';

type Point = TokenHistoryQuery['tokenHistory']['points'][number];
type PnlRow = TokenPnlQuery['pnl']['tokens'][number];

/** The days that have a price, as the line draws them: a day without one is left out, not drawn at 0. */
export function priceSeries(points: readonly Point[]): SeriesPoint[] {
  return points.flatMap((point) =>
    point.priceUsd === null
      ? []
      : [{ time: Date.parse(point.at), value: point.priceUsd, partial: false }],
  );
}

/** Days of the range no source priced. */
export const unpricedDays = (points: readonly Point[]): number =>
  points.filter((point) => point.priceUsd === null).length;

/**
 * One wallet's value of the token over the priced days; a wallet that never held it on those days
 * has no line (an empty series).
 */
export function walletSeries(points: readonly Point[], wallet: string): SeriesPoint[] {
  const series = points.flatMap((point) => {
    const held = point.wallets.find((entry) => entry.wallet.toLowerCase() === wallet);
    return held?.valueUsd == null
      ? []
      : [{ time: Date.parse(point.at), value: held.valueUsd, partial: false }];
  });
  return series.some((point) => point.value !== 0) ? series : [];
}

/** The token's PnL rows of the chain's report: the merged row and each wallet's. */
export function tokenPnlRows(
  rows: readonly PnlRow[],
  address: string | null,
): { merged: PnlRow | undefined; wallets: PnlRow[] } {
  const own = rows.filter((row) => (row.token?.toLowerCase() ?? null) === address);
  return {
    merged: own.find((row) => row.wallet === null),
    wallets: own.filter((row) => row.wallet !== null),
  };
}
