import { MAX_TRANSACTIONS_PER_PAGE } from '../../limits';
import type { SourceStatus } from '../sourceStatus';
import { listTransactions, type TransactionsQuery } from './listTransactions';
import type { TxDeps } from './txSources';
import type { Transaction } from './types';

/**
 * Rows one export may gather: at 50 rows an explorer page, 20 pages per list, the reach of
 * /api/tx's page numbers. Past it the caller gets a cursor to carry on from.
 */
export const MAX_COLLECTED_TRANSACTIONS = 1_000;

/** Pages walked per export; a wall of hidden spam must not make one request read the explorer's whole history. */
const MAX_PAGES = 20;

export interface CollectedTransactions {
  transactions: Transaction[];
  statuses: SourceStatus[];
  /** Where the rows not collected start (a cursor for the same query); null when the history is complete. */
  nextCursor: string | null;
}

/**
 * Up to `limit` rows of a wallet's history, newest first, walking listTransactions page by page
 * from `after`. A page whose list could not be read stops the walk there, as the merge itself
 * does: what follows would be asked of the same failing source.
 */
export async function collectTransactions(
  deps: TxDeps,
  query: Omit<TransactionsQuery, 'first'>,
  limit: number,
): Promise<CollectedTransactions> {
  const transactions: Transaction[] = [];
  const statuses: SourceStatus[] = [];
  let after = query.after ?? null;
  for (let page = 0; page < MAX_PAGES && transactions.length < limit; page++) {
    const result = await listTransactions(deps, {
      ...query,
      after,
      first: Math.min(MAX_TRANSACTIONS_PER_PAGE, limit - transactions.length),
    });
    transactions.push(...result.edges.map((edge) => edge.node));
    statuses.push(...result.statuses);
    after = result.hasNextPage ? result.endCursor : null;
    if (after === null || result.statuses.some((status) => status.state === 'failed')) break;
  }
  return { transactions, statuses, nextCursor: after };
}
