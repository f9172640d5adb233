import type { RequestHandler } from 'express';
import { z } from 'zod';
import { parseWalletAddress } from '../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../shared/src/chains';
import { publicFailureOf } from '../errors/publicErrors';
import { MAX_TRANSACTIONS_PER_PAGE } from '../limits';
import { sendFailure } from '../middleware/httpErrors';
import { leavesGap, type SourceStatus } from '../services/sourceStatus';
import {
  MAX_PAGE_NUMBER,
  listTransactions,
  transactionsPageNumber,
  type TransactionsPage,
} from '../services/transactions/listTransactions';
import type { TxDeps } from '../services/transactions/txSources';
import type { Transaction } from '../services/transactions/types';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const querySchema = z.object({
  chain: z.enum(CHAIN_KEYS),
  address: z.string(),
  type: z.enum(['native', 'erc20', 'all']).default('all'),
  first: z.coerce.number().int().min(1).max(MAX_TRANSACTIONS_PER_PAGE).default(50),
  cursor: z.string().min(1).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).optional(),
  includeSpam: flag.default(false),
  fresh: flag.default(false),
});

/**
 * GET /api/tx?chain=&address=&type=native|erc20|all (spec §7 "Transactions"): the REST twin of
 * the `transactions` query, for the spec's client, bots and spreadsheets. Paging by `cursor`
 * (nextCursor of the previous answer) or by `page` (1-based, `first` rows a page, at most 20).
 * Answers `{ items, hasNextPage, nextCursor, complete, sources }`; 400 for bad input with the spec's texts;
 * 502 when no source could give any row, so a client that falls back to an explorer (spec §7) does.
 */
export function apiTx(deps: TxDeps): RequestHandler {
  return async (request, response) => {
    const parsed = querySchema.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      response.status(400).json({
        error: `Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}`,
      });
      return;
    }
    const { chain, type, first, cursor, page, includeSpam, fresh } = parsed.data;
    if (cursor !== undefined && page !== undefined) {
      response.status(400).json({ error: 'Use either cursor or page, not both.' });
      return;
    }
    let result: TransactionsPage;
    try {
      const address = parseWalletAddress(parsed.data.address);
      const query = { chain, address, kind: type, first, includeSpam, fresh };
      result =
        page === undefined
          ? await listTransactions(deps, { ...query, after: cursor })
          : await transactionsPageNumber(deps, query, page);
    } catch (error) {
      const failure = publicFailureOf(error);
      if (failure !== undefined) {
        sendFailure(request, response, failure);
        return;
      }
      // The request's log line carries the unmasked error (gateway/src/logging/requestLogging.ts).
      response.err = error instanceof Error ? error : new Error(String(error));
      response.status(500).json({ error: 'Internal server error' });
      return;
    }
    const sources = result.statuses.map(sourceJson);
    const failed =
      result.edges.length === 0 &&
      result.statuses.length > 0 &&
      result.statuses.every((status) => status.state === 'failed');
    response.status(failed ? 502 : 200).json({
      items: result.edges.map((edge) => itemJson(edge.node)),
      hasNextPage: result.hasNextPage,
      nextCursor: result.hasNextPage ? result.endCursor : null,
      // Every list answered, live or cached within its TTL: the page holds all it should.
      complete: !result.statuses.some(leavesGap),
      sources,
      ...(failed
        ? { error: result.statuses.map((status) => status.message ?? status.source).join('; ') }
        : {}),
    });
  };
}

/** Spec §3 "Transaction item" with the spec's own words: kind native|erc20, timeStamp in unix seconds. */
function itemJson(tx: Transaction) {
  return {
    chain: tx.chain,
    kind: tx.kind,
    hash: tx.hash,
    blockNumber: tx.blockNumber,
    timeStamp: tx.timeStamp,
    from: tx.from,
    to: tx.to,
    value: tx.valueRaw,
    amount: tx.amount,
    feeWei: tx.feeWei,
    fee: tx.fee,
    token: tx.token,
    direction: tx.direction,
    failed: tx.failed,
    flags: tx.flags,
    explorerUrl: tx.explorerUrl,
  };
}

function sourceJson(status: SourceStatus) {
  return {
    chain: status.chain,
    wallet: status.wallet,
    source: status.source,
    state: status.state,
    ageSeconds: status.ageMs === null ? null : Math.floor(status.ageMs / 1000),
    message: status.message,
    reason: status.reason,
  };
}
