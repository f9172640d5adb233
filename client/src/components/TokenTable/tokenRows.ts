import type { ChainKey } from '../../graphql/generated/graphql';

/** One line of a holdings table: a token merged across wallets, or one wallet's holding. */
export interface TokenRow {
  key: string;
  chain: ChainKey;
  symbol: string;
  name: string;
  /** Null for the chain's native coin. */
  address: string | null;
  iconUrl: string | null;
  /** Exact decimal string. */
  amount: string;
  priceUsd: number | null;
  priceSource: string;
  change24hPct: number | null;
  valueUsd: number | null;
  /** Per wallet, largest first; absent where a row is one wallet's already. */
  breakdown?: ReadonlyArray<{ wallet: string; amount: string; valueUsd: number | null }>;
}

export type SortKey = 'token' | 'chain' | 'price' | 'change' | 'amount' | 'value';

export interface RowQuery {
  search: string;
  chain: ChainKey | 'ALL';
  sort: SortKey;
  desc: boolean;
}

export const DEFAULT_QUERY: RowQuery = { search: '', chain: 'ALL', sort: 'value', desc: true };

/**
 * Filters by chain and by a search over symbol, name and contract address, then sorts. Rows
 * without the sorted number (no price, no change) go last in either direction: an unknown is
 * neither the largest nor the smallest. Ties keep the gateway's order (by value).
 */
export function selectRows(rows: readonly TokenRow[], query: RowQuery): TokenRow[] {
  const needle = query.search.trim().toLowerCase();
  const kept = rows.filter(
    (row) =>
      (query.chain === 'ALL' || row.chain === query.chain) &&
      (needle === '' ||
        row.symbol.toLowerCase().includes(needle) ||
        row.name.toLowerCase().includes(needle) ||
        (row.address ?? 'native').includes(needle)),
  );
  const direction = query.desc ? -1 : 1;
  return kept
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const order = compareBy(query.sort, a.row, b.row, direction);
      return order !== 0 ? order : a.index - b.index;
    })
    .map(({ row }) => row);
}

function compareBy(sort: SortKey, a: TokenRow, b: TokenRow, direction: number): number {
  switch (sort) {
    case 'token':
      return direction * a.symbol.localeCompare(b.symbol, undefined, { sensitivity: 'base' });
    case 'chain':
      return direction * a.chain.localeCompare(b.chain);
    case 'amount':
      return direction * compareDecimals(a.amount, b.amount);
    case 'price':
      return compareNullable(a.priceUsd, b.priceUsd, direction);
    case 'change':
      return compareNullable(a.change24hPct, b.change24hPct, direction);
    case 'value':
      return compareNullable(a.valueUsd, b.valueUsd, direction);
  }
}

function compareNullable(a: number | null, b: number | null, direction: number): number {
  const aKnown = a !== null && Number.isFinite(a);
  const bKnown = b !== null && Number.isFinite(b);
  if (!aKnown || !bKnown) return aKnown === bKnown ? 0 : aKnown ? -1 : 1;
  return direction * (a - b);
}

/** Compares exact non-negative decimal strings without turning them into floats. */
export function compareDecimals(a: string, b: string): number {
  const [aInt = '0', aFrac = ''] = a.trim().split('.');
  const [bInt = '0', bFrac = ''] = b.trim().split('.');
  const ai = aInt.replace(/^0+(?=\d)/, '');
  const bi = bInt.replace(/^0+(?=\d)/, '');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const af = aFrac.padEnd(width, '0');
  const bf = bFrac.padEnd(width, '0');
  return af === bf ? 0 : af < bf ? -1 : 1;
}

/** Chains present in the rows, in the order given (the registry's). */
export function chainsIn(rows: readonly TokenRow[], order: readonly ChainKey[]): ChainKey[] {
  const present = new Set(rows.map((row) => row.chain));
  return order.filter((chain) => present.has(chain));
}
