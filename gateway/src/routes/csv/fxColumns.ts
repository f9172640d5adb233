import type { Currency } from '../../../../shared/src/currencies';
import type { GatewayDeps } from '../../deps';
import { fxQuote, type FxQuote } from '../../services/fx/fxQuote';
import { inCurrency } from '../../services/fx/inCurrency';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { COMPLETE_HEADER, FX_HEADER } from '../../apiHeaders';

/** The rate for the export's `currency`, or undefined when none was asked (USD columns only). */
export async function exportQuote(
  deps: GatewayDeps,
  currency: Currency | undefined,
): Promise<FxQuote | undefined> {
  return currency === undefined ? undefined : fxQuote(deps, currency);
}

/**
 * With `currency`, the USD columns are followed by the same figures converted — value = valueUsd ×
 * fxRate, the GraphQL fields' rule — and the rate with its day on every row, so a sheet that keeps
 * only some rows still knows what it was converted with. Without it, nothing changes.
 */
export function fxColumns<Row>(
  quote: FxQuote | undefined,
  priceUsd: (row: Row) => number | null,
  valueUsd: (row: Row) => number | null,
): CsvColumn<Row>[] {
  if (quote === undefined) return [];
  return [
    textColumn('currency', () => quote.currency),
    numberColumn('price', (row) => inCurrency(priceUsd(row), quote.rate)),
    numberColumn('value', (row) => inCurrency(valueUsd(row), quote.rate)),
    numberColumn('fxRate', () => quote.rate),
    textColumn('fxAsOf', () => quote.asOf),
  ];
}

/**
 * `X-Kinko-Fx: EUR; rate=0.8612; asOf=2026-08-19; source=frankfurter; ageSeconds=12; stale=false`:
 * the rate for programs that read headers; a stale one says so with its age, a missing one
 * (`rate=;` and `missing=` the reason) leaves the converted cells empty and X-Kinko-Complete false.
 */
export function fxHeaders(quote: FxQuote | undefined): Record<string, string> {
  if (quote === undefined) return {};
  const parts = [
    quote.currency,
    `rate=${quote.rate ?? ''}`,
    `asOf=${quote.asOf ?? ''}`,
    `source=${quote.source}`,
    `ageSeconds=${quote.ageMs === null ? '' : Math.round(quote.ageMs / 1000)}`,
    `stale=${quote.state === 'stale'}`,
    // Header values are ASCII: the message is the gateway's own English text.
    ...(quote.state === 'missing' ? [`missing=${quote.message ?? ''}`] : []),
  ];
  // A missing rate leaves the converted columns empty: the export is not all it was asked to be.
  return {
    [FX_HEADER]: parts.join('; '),
    ...(quote.state === 'missing' ? { [COMPLETE_HEADER]: 'false' } : {}),
  };
}
