import { NEXT_CURSOR_HEADER } from '../../apiHeaders';
import {
  collectTransactions,
  MAX_COLLECTED_TRANSACTIONS,
} from '../../services/transactions/collectTransactions';
import type { GatewayDeps } from '../../deps';
import { inCurrency } from '../../services/fx/inCurrency';
import { transactionValues } from '../../services/history/transactionValues';
import type { Transaction } from '../../services/transactions/types';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { z } from 'zod';
import {
  addressParam,
  chainParam,
  currencyParam,
  cursorParam,
  freshParam,
  includeSpamParam,
  intParam,
  txKindOf,
  txKindParams,
} from '../queryParams';
import { csvRoute } from './csvRoute';
import { exportQuote, fxHeaders } from './fxColumns';

/** The `transactions` connection's fields, in /api/tx's words (kind native|erc20, direction in|out|self). */
const TRANSACTION_COLUMNS: readonly CsvColumn<Transaction>[] = [
  textColumn('chain', (tx) => tx.chain),
  textColumn('kind', (tx) => tx.kind),
  textColumn('hash', (tx) => tx.hash),
  numberColumn('blockNumber', (tx) => tx.blockNumber),
  numberColumn('timeStamp', (tx) => tx.timeStamp),
  // Spreadsheets read ISO 8601 as a date; unix seconds need a formula.
  textColumn('time', (tx) => new Date(tx.timeStamp * 1000).toISOString()),
  textColumn('direction', (tx) => tx.direction),
  textColumn('from', (tx) => tx.from),
  textColumn('to', (tx) => tx.to),
  textColumn('tokenSymbol', (tx) => tx.token.symbol),
  textColumn('tokenAddress', (tx) => tx.token.address),
  numberColumn('amount', (tx) => tx.amount),
  numberColumn('amountRaw', (tx) => tx.valueRaw),
  numberColumn('fee', (tx) => tx.fee),
  numberColumn('feeWei', (tx) => tx.feeWei),
  textColumn('failed', (tx) => tx.failed),
  textColumn('flags', (tx) => tx.flags.join(' ')),
  textColumn('explorerUrl', (tx) => tx.explorerUrl),
];

/**
 * GET /api/transactions.csv?chain=&address=&kind=all|native|erc20&limit=&cursor=&includeSpam=&fresh=&currency=:
 * a wallet's history on one chain, newest first, up to `limit` rows (at most and by default
 * MAX_COLLECTED_TRANSACTIONS), each with its USD value on its day (history/transactionValues.ts) and, with
 * `currency`, that value converted at the one current rate (currency, valueAtTime, fxRate, fxAsOf). When more rows exist, X-Kinko-Next-Cursor is where they start:
 * pass it back as `cursor` (or to /api/tx) for the next ones.
 */
export const transactionsCsvQuery = z.object({
  chain: chainParam('chain', 'Chain key or name.'),
  address: addressParam,
  ...txKindParams,
  limit: intParam('limit', {
    min: 1,
    max: MAX_COLLECTED_TRANSACTIONS,
    fallback: MAX_COLLECTED_TRANSACTIONS,
  }),
  cursor: cursorParam(`${NEXT_CURSOR_HEADER} of the previous export.`),
  includeSpam: includeSpamParam,
  fresh: freshParam,
  currency: currencyParam,
});

export function transactionsCsv(deps: GatewayDeps) {
  return csvRoute(transactionsCsvQuery, async (query) => {
    const { chain, address, limit } = query;
    const request = {
      chain,
      address,
      kind: txKindOf(query),
      after: query.cursor,
      includeSpam: query.includeSpam,
      fresh: query.fresh,
    };
    const [collected, quote] = await Promise.all([
      collectTransactions(deps, request, limit),
      exportQuote(deps, query.currency),
    ]);
    const values = await transactionValues(deps, collected.transactions);
    const valueColumns: CsvColumn<Transaction>[] = [
      numberColumn('valueUsdAtTime', (tx) => values.valueUsd(tx)),
      ...(quote === undefined
        ? []
        : [
            textColumn<Transaction>('currency', () => quote.currency),
            numberColumn<Transaction>('valueAtTime', (tx) =>
              inCurrency(values.valueUsd(tx), quote.rate),
            ),
            numberColumn<Transaction>('fxRate', () => quote.rate),
            textColumn<Transaction>('fxAsOf', () => quote.asOf),
          ]),
    ];
    return {
      filename: `kinko-transactions-${chain}-${address}`,
      columns: [...TRANSACTION_COLUMNS, ...valueColumns],
      rows: collected.transactions,
      statuses: [...collected.statuses, ...values.statuses],
      headers: {
        ...fxHeaders(quote),
        ...(collected.nextCursor === null ? {} : { [NEXT_CURSOR_HEADER]: collected.nextCursor }),
      },
    };
  });
}
