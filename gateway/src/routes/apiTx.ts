import type { RequestHandler } from 'express';
import { z } from 'zod';
import { BadInputError } from '../errors/errors';
import { httpFailure, publicFailureOf } from '../errors/publicErrors';
import { MAX_TRANSACTIONS_PER_PAGE } from '../limits';
import { sendFailure } from '../middleware/httpErrors';
import { leavesGap, type SourceStatus } from '../services/sourceStatus';
import {
  MAX_PAGE_NUMBER,
  listTransactions,
  transactionsPageNumber,
  type TransactionsPage,
} from '../services/transactions/listTransactions';
import type { GatewayDeps } from '../deps';
import { fxFields, type FxQuote } from '../services/fx/fxQuote';
import { inCurrency } from '../services/fx/inCurrency';
import { transactionValues, type TransactionValues } from '../services/history/transactionValues';
import { exportQuote } from './csv/fxColumns';
import type { Transaction } from '../services/transactions/types';
import type { TxPage } from './answerSchemas';
import {
  addressParam,
  chainParam,
  currencyParam,
  cursorParam,
  freshParam,
  includeSpamParam,
  intParam,
  parseQuery,
  txKindOf,
  txKindParams,
} from './queryParams';

export const txQuery = z.object({
  chain: chainParam('chain', 'Chain key or name, any case.'),
  address: addressParam,
  ...txKindParams,
  first: intParam('first', {
    min: 1,
    max: MAX_TRANSACTIONS_PER_PAGE,
    fallback: 50,
    description: 'Rows per page.',
  }),
  cursor: cursorParam('nextCursor of the previous page (not with page).'),
  page: intParam('page', {
    min: 1,
    max: MAX_PAGE_NUMBER,
    fallback: undefined,
    description: '1-based page number (not with cursor).',
  }),
  includeSpam: includeSpamParam,
  fresh: freshParam,
  currency: currencyParam.meta({
    description:
      "Also give each row's valueUsdAtTime in this currency (any case) at the one current rate: valueAtTime = valueUsdAtTime × fx.rate. A missing rate leaves valueAtTime null and says why (fx.message).",
  }),
});

/**
 * GET /api/tx?chain=&address=&kind=native|erc20|all (spec §7 "Transactions"; `type` is kind's
 * alias, the spec's word): the REST twin of the `transactions` query, for the spec's client, bots
 * and spreadsheets. Chains by key or name, as the CSV routes take them. Paging by `cursor`
 * (nextCursor of the previous answer) or by `page` (1-based, `first` rows a page, at most 20).
 * Each item carries `valueUsdAtTime` (its USD value on its day, history/transactionValues.ts); with `currency`,
 * `valueAtTime` too and the answer's `fx` (one current rate).
 * Answers `{ items, hasNextPage, nextCursor, complete, sources }`; 400 for bad input with the spec's texts;
 * 502 when no source could give any row, so a client that falls back to an explorer (spec §7) does.
 * Errors are `{ error: { code, message } }`, the codes GraphQL's extensions carry.
 */
export function apiTx(deps: GatewayDeps): RequestHandler {
  return async (request, response) => {
    let result: TransactionsPage;
    let values: TransactionValues;
    let quote: FxQuote | undefined;
    try {
      const query = parseQuery(txQuery, request.query);
      if (query.cursor !== undefined && query.page !== undefined)
        throw new BadInputError('Use either cursor or page, not both.');
      const read = {
        chain: query.chain,
        address: query.address,
        kind: txKindOf(query),
        first: query.first,
        includeSpam: query.includeSpam,
        fresh: query.fresh,
      };
      result =
        query.page === undefined
          ? await listTransactions(deps, { ...read, after: query.cursor })
          : await transactionsPageNumber(deps, read, query.page);
      [values, quote] = await Promise.all([
        transactionValues(
          deps,
          result.edges.map((edge) => edge.node),
        ),
        exportQuote(deps, query.currency),
      ]);
    } catch (error) {
      const failure = publicFailureOf(error);
      if (failure === undefined)
        // The request's log line carries the unmasked error (gateway/src/logging/requestLogging.ts).
        response.err = error instanceof Error ? error : new Error(String(error));
      sendFailure(request, response, failure ?? httpFailure(500, 'Internal server error.'));
      return;
    }
    const statuses = [...result.statuses, ...values.statuses];
    const sources = statuses.map(sourceJson);
    const failed =
      result.edges.length === 0 &&
      result.statuses.length > 0 &&
      result.statuses.every((status) => status.state === 'failed');
    const answer: z.input<typeof TxPage> = {
      items: result.edges.map((edge) => itemJson(edge.node, values.valueUsd(edge.node), quote)),
      hasNextPage: result.hasNextPage,
      nextCursor: result.hasNextPage ? result.endCursor : null,
      // Every list answered, live or cached within its TTL: the page holds all it should.
      complete: !statuses.some(leavesGap) && quote?.state !== 'missing',
      sources,
      ...(quote === undefined ? {} : { fx: fxFields(quote) }),
      ...(failed
        ? {
            error: {
              code: 'UPSTREAM_UNAVAILABLE',
              message: result.statuses.map((status) => status.message ?? status.source).join('; '),
            },
          }
        : {}),
    };
    response.status(failed ? 502 : 200).json(answer);
  };
}

/** Spec §3 "Transaction item" with the spec's own words: kind native|erc20, timeStamp in unix seconds. */
function itemJson(tx: Transaction, valueUsdAtTime: number | null, quote: FxQuote | undefined) {
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
    valueUsdAtTime,
    ...(quote === undefined ? {} : { valueAtTime: inCurrency(valueUsdAtTime, quote.rate) }),
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
