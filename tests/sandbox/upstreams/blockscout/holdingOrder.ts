import type { WorldHolding } from '../../world/types';
import type { Keyset } from './keyset';

/** (fiat_value, value, id): Blockscout's order for token balances, fiat value desc with nulls last (UPSTREAMS.md §1.2). */
export interface HoldingKey {
  fiat: number | null;
  value: bigint;
  id: number;
}

/** The explorer's fiat value of a row: its own exchange_rate only, null when it has none. */
export function fiatValue(holding: WorldHolding): number | null {
  const rate = holding.token.quotes.blockscout;
  return rate === null ? null : (Number(holding.balanceRaw) / 10 ** holding.token.decimals) * rate;
}

function compareDesc(a: bigint | number, b: bigint | number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

export function compareHoldingKeys(a: HoldingKey, b: HoldingKey): number {
  if (a.fiat !== b.fiat) {
    if (a.fiat === null) return 1;
    if (b.fiat === null) return -1;
    return compareDesc(a.fiat, b.fiat);
  }
  return compareDesc(a.value, b.value) || compareDesc(a.id, b.id);
}

export const holdingKey = (holding: WorldHolding): HoldingKey => ({
  fiat: fiatValue(holding),
  value: holding.balanceRaw,
  id: holding.id,
});

/** /addresses/{a}/tokens paging keys: fiat_value, value, id (+ items_count). */
export const holdingKeyset: Keyset<WorldHolding, HoldingKey> = {
  key: holdingKey,
  compare: compareHoldingKeys,
  fromQuery(query) {
    const value = query.get('value');
    const id = query.get('id');
    if (value === null || id === null || !/^\d+$/.test(value) || !/^\d+$/.test(id))
      return undefined;
    const fiat = query.get('fiat_value');
    return {
      fiat: fiat === null || fiat === '' || fiat === 'null' ? null : Number(fiat),
      value: BigInt(value),
      id: Number(id),
    };
  },
  toParams: (key) => ({
    fiat_value: key.fiat === null ? null : String(key.fiat),
    value: key.value.toString(),
    id: key.id,
  }),
};
