import { z } from 'zod';
import type { Address } from '../../../../shared/src/addresses';
import { classicFailure } from '../classicFailure';
import { baseUnits, blankableBaseUnits, decimalsOr18 } from '../values';
import { parseRows, rowList } from '../rows';

/**
 * What every transaction source answers, normalised where the body enters (STYLE.md habit 3):
 * Blockscout REST v2, Blockscout's classic API and Etherscan V2 all end up in these two shapes.
 * Amounts are base-unit decimal strings; addresses lowercase; times unix seconds.
 */
export interface ExplorerTransaction {
  hash: string;
  blockNumber: number | null;
  timeStamp: number;
  from: Address;
  /** Null for a contract creation. */
  to: Address | null;
  valueRaw: string;
  /** gasUsed × gasPrice, or Blockscout's fee.value; null when the source does not say. */
  feeWei: string | null;
  failed: boolean;
}

/** A transfer row; its fee is the carrying transaction's, and Blockscout v2's transfer items have none. */
export interface ExplorerTokenTransfer extends Omit<ExplorerTransaction, 'failed'> {
  /** The name is what spec §5's spam and blocklist rules read, for the value history. */
  token: { address: Address; symbol: string | null; name: string | null; decimals: number };
}

/** Blockscout v2 spells a page as items plus the keys to send back for the next one (UPSTREAMS.md §1.3, §1.7). */
export interface ExplorerPage<T> {
  items: T[];
  /** Query parameters of the next page, or null on the last one. */
  nextPageParams: Record<string, string | number> | null;
}

export const pageParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.null()]))
  .nullable()
  .optional()
  .transform((params) =>
    params === null || params === undefined
      ? null
      : Object.fromEntries(
          Object.entries(params).filter(
            (entry): entry is [string, string | number] => entry[1] !== null,
          ),
        ),
  );

/** Blockscout v2's nested address object; only its hash is read. */
export const addressParamSchema = z
  .object({ hash: z.string() })
  .transform((param) => param.hash.toLowerCase() as Address);

/** Blockscout v2's "2026-08-20T10:12:35.000000Z" → unix seconds. */
export const isoTimestamp = z.string().transform((value, ctx) => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: 'custom', message: `not a date: ${value}` });
    return z.NEVER;
  }
  return Math.floor(ms / 1000);
});

/** Integers the classic API sends as strings ("24812201"); legacy v2 sends log_index as a string too. */
const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const classicRowBase = {
  hash: z.string(),
  blockNumber: intLike.optional(),
  timeStamp: intLike,
  from: z.string(),
  to: z.string().nullable().optional(),
  value: baseUnits,
  // Unknown fees are blank: the row still shows, without a fee (feeWei null).
  gasUsed: blankableBaseUnits,
  gasPrice: blankableBaseUnits,
  contractAddress: z.string().nullable().optional(),
};

const txlistRowSchema = z.object({
  ...classicRowBase,
  isError: z.string().optional(),
  txreceipt_status: z.string().optional(),
});
const tokentxRowSchema = z.object({
  ...classicRowBase,
  contractAddress: z.string(),
  tokenSymbol: z.string().nullable().optional(),
  tokenName: z.string().nullable().optional(),
  tokenDecimal: z.union([z.string(), z.number()]).nullable().optional(),
});

/**
 * The Etherscan-style envelope (UPSTREAMS.md §2.1, §2.2): "1"/"OK" with rows, or "0" with the
 * error in `message` — and, on Etherscan, the reason in a string `result` ("Invalid API Key",
 * "Free API access is not supported for this chain…").
 */
function classicEnvelope<T extends z.ZodType>(row: T) {
  // Rows are validated one by one (sources/rows.ts): an odd row costs that row, not the page, and
  // is counted so the list's status can say so.
  const rows = rowList.transform((list): ClassicPage<z.output<T>> => {
    const parsed = parseRows(list, row);
    return { rows: parsed.rows, dropped: parsed.dropped.length };
  });
  return z.object({
    status: z.string(),
    message: z.string(),
    result: z.union([rows, z.string(), z.null()]),
  });
}

export const txlistEnvelope = classicEnvelope(txlistRowSchema);
export const tokentxEnvelope = classicEnvelope(tokentxRowSchema);

/** One page of a classic list: the rows that passed their schema, and how many did not. */
export interface ClassicPage<T> {
  rows: T[];
  dropped: number;
}

type Envelope<R> = { status: string; message: string; result: ClassicPage<R> | string | null };

/**
 * Rows of a successful envelope, as `map` makes them; none for "No transactions found"-style
 * answers; an error otherwise (classicFailure: the reason, a throttle told as RATE_LIMITED, spec
 * §8's text for an address the explorer rejects).
 */
export function classicRows<R, T>(
  body: Envelope<R>,
  upstream: string,
  action: string,
  map: (row: R) => T,
): ClassicPage<T> {
  const page = body.result;
  if (
    typeof page === 'object' &&
    page !== null &&
    (body.status === '1' || page.rows.length + page.dropped === 0)
  )
    return { rows: page.rows.map(map), dropped: page.dropped };
  throw classicFailure(body, upstream, action);
}

const lower = (value: string) => value.toLowerCase() as Address;

function feeOf(row: {
  gasUsed?: string | undefined;
  gasPrice?: string | undefined;
}): string | null {
  return row.gasUsed === undefined || row.gasPrice === undefined
    ? null
    : (BigInt(row.gasUsed) * BigInt(row.gasPrice)).toString();
}

/** What a txlist and a tokentx row share: the carrying transaction. `to` is empty for a contract creation. */
function classicCommon(
  row: z.output<typeof txlistRowSchema> | z.output<typeof tokentxRowSchema>,
): Omit<ExplorerTransaction, 'failed'> {
  return {
    hash: lower(row.hash),
    blockNumber: row.blockNumber ?? null,
    timeStamp: row.timeStamp,
    from: lower(row.from),
    to: row.to === null || row.to === undefined || row.to === '' ? null : lower(row.to),
    valueRaw: row.value,
    feeWei: feeOf(row),
  };
}

/** A txlist row; a contract creation's address is in contractAddress. */
export function fromTxlistRow(row: z.output<typeof txlistRowSchema>): ExplorerTransaction {
  return { ...classicCommon(row), failed: row.isError === '1' || row.txreceipt_status === '0' };
}

export function fromTokentxRow(row: z.output<typeof tokentxRowSchema>): ExplorerTokenTransfer {
  return {
    ...classicCommon(row),
    token: {
      address: lower(row.contractAddress),
      symbol: row.tokenSymbol ?? null,
      name: row.tokenName ?? null,
      decimals: decimalsOr18(row.tokenDecimal),
    },
  };
}

/** Spec §9 "Explorer transactions 50 per page": the classic calls' offset, and Blockscout v2's own page size. */
export const EXPLORER_PAGE_SIZE = 50;
