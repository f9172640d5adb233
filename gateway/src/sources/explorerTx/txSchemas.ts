import { z } from 'zod';
import type { Address } from '../../../../shared/src/addresses';
import { texts } from '../../../../shared/src/texts';
import { RateLimitedError, UpstreamError } from '../../errors/errors';
import { baseUnits, decimalsOr18 } from '../values';
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
  /** The name is what spec §5's spam and blocklist rules read, for the history of issue 17. */
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
  gasUsed: baseUnits.optional(),
  gasPrice: baseUnits.optional(),
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
  // Rows are validated one by one (sources/rows.ts): an odd row costs that row, not the page.
  const rows = rowList.transform((list) => parseRows(list, row).rows);
  return z.object({
    status: z.string(),
    message: z.string(),
    result: z.union([rows, z.string(), z.null()]),
  });
}

export const txlistEnvelope = classicEnvelope(txlistRowSchema);
export const tokentxEnvelope = classicEnvelope(tokentxRowSchema);

type Envelope<R> = { status: string; message: string; result: R[] | string | null };

/**
 * Rows of a successful envelope; [] for "No transactions found"-style answers; an error otherwise.
 * An explorer that rejects an address the gateway accepted ("Invalid address format") is reported
 * with spec §8's text for that case, so the status tells the user what to check.
 */
export function classicRows<R>(body: Envelope<R>, upstream: string, action: string): R[] {
  if (Array.isArray(body.result) && (body.status === '1' || body.result.length === 0))
    return body.result;
  const reason = typeof body.result === 'string' && body.result !== '' ? body.result : body.message;
  const said = /invalid address/i.test(reason) ? texts.invalidAddressFormat : reason;
  // Etherscan throttles with a 200 and "Max rate limit reached" in the envelope.
  const Failure = /rate limit/i.test(reason) ? RateLimitedError : UpstreamError;
  throw new Failure(`${upstream} ${action}: ${said}`, upstream);
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
