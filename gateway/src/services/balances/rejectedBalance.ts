import type { Address } from '../../../../shared/src/addresses';
import type { DroppedRow } from '../../sources/rows';

/**
 * A listing row that failed its schema, as far as it can be read: enough to show the user which
 * row was dropped and why (the API lists it among the filtered holdings, never in a total).
 */
export interface RejectedBalance {
  address: Address | null;
  symbol: string | null;
  name: string | null;
  decimals: number;
  /** Base units when the row had a readable amount, else "0". */
  balanceRaw: string;
  reason: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Reads what it can of a dropped row in any listing's shape (Blockscout v2, classic tokenlist, indexers). */
export function toRejectedBalance({ row, reason }: DroppedRow): RejectedBalance {
  const fields = record(row);
  const token = record(fields.token);
  const address = [
    token.address_hash,
    token.address,
    fields.contractAddress,
    fields.token_address,
    fields.address,
  ].find((value): value is string => typeof value === 'string' && ADDRESS.test(value));
  const amount = [fields.value, fields.balance].find(
    (value) =>
      (typeof value === 'string' && /^\d+$/.test(value)) ||
      (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0),
  );
  const decimals = Number(token.decimals ?? fields.decimals);
  return {
    address: address === undefined ? null : (address.toLowerCase() as Address),
    symbol: text(token.symbol ?? fields.symbol),
    name: text(token.name ?? fields.name),
    decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : 18,
    balanceRaw: amount === undefined ? '0' : String(amount),
    reason,
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
