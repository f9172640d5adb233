import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { SourceStatus } from '../sourceStatus';
import { decodeCursor, encodeCursor, type ListPositions } from './cursor';
import { CounterpartyBook } from './flags';
import { ListReader } from './listReader';
import { toTransaction } from './toTransaction';
import type { TxDeps } from './txSources';
import { TX_LIST_KINDS, type Transaction, type TxKind } from './types';

export interface TransactionsQuery {
  chain: ChainKey;
  address: Address;
  kind: TxKind;
  /** Rows wanted; the resolver bounds it (limits.ts). */
  first: number;
  /** A cursor from an earlier answer to this same query; absent for the newest rows. */
  after?: string | null | undefined;
  /** Also return rows flagged zero-value or poisoning-suspect. */
  includeSpam: boolean;
  /** Skip the cache (the refresh button). */
  fresh?: boolean;
}

export interface TransactionsPage {
  edges: { cursor: string; node: Transaction }[];
  hasNextPage: boolean;
  /** Where the next page starts: the last edge's cursor, or past rows hidden after it. */
  endCursor: string | null;
  statuses: SourceStatus[];
}

/**
 * Upstream pages one request may read, across its lists. A wallet whose history is mostly
 * hidden rows (spam) would otherwise make one request walk the whole explorer; instead the page
 * comes back short with hasNextPage, and the next request carries on.
 */
const MAX_UPSTREAM_PAGES_PER_REQUEST = 8;

/**
 * One page of a wallet's history on one chain (spec §7 "Transactions"): the native list, the
 * ERC-20 list, or both merged newest first. The cursor carries each list's upstream paging state,
 * so page 2 asks the explorer for exactly what follows page 1 — however the lists interleave —
 * and a merge never skips a row: a list whose next page cannot be read stops the page there.
 */
export async function listTransactions(
  deps: TxDeps,
  query: TransactionsQuery,
): Promise<TransactionsPage> {
  const { chain, address, kind } = query;
  const lists = kind === 'all' ? TX_LIST_KINDS : [kind];
  const positions: ListPositions | undefined = query.after
    ? decodeCursor(query.after, { chain, address, kind })
    : undefined;
  const readers = lists.map(
    (list) =>
      new ListReader(
        deps,
        chain,
        address,
        list,
        positions === undefined ? 'start' : (positions[list] ?? null),
        query.fresh ?? false,
      ),
  );
  const book = new CounterpartyBook(address);
  const cursorNow = () =>
    encodeCursor({
      chain,
      address,
      kind,
      lists: Object.fromEntries(readers.map((reader) => [reader.list, reader.snapshot()])),
    });

  const edges: TransactionsPage['edges'] = [];
  let budget = MAX_UPSTREAM_PAGES_PER_REQUEST;
  while (edges.length < query.first) {
    const loading = readers.filter((reader) => reader.needsLoad());
    if (loading.length > 0) {
      if (loading.length > budget) break;
      budget -= loading.length;
      const pages = await Promise.all(loading.map((reader) => reader.load()));
      for (const row of pages.flat()) book.add(row);
      continue;
    }
    if (readers.some((reader) => reader.blocked)) break;
    const reader = newest(readers);
    const row = reader?.head();
    if (reader === undefined || row === undefined) break;
    // A poisoner strikes just after the payment it imitates, so that payment is the next row,
    // which may open the list's next upstream page: read it before judging a zero or a crumb.
    if (book.mayFlag(row)) for (const next of await reader.peekNext()) book.add(next);
    reader.advance();
    const flags = book.flagsOf(row);
    if (flags.length > 0 && !query.includeSpam) continue;
    edges.push({ cursor: cursorNow(), node: toTransaction(chain, address, row, flags) });
  }

  const hasNextPage = readers.some((reader) => reader.snapshot() !== null);
  return {
    edges,
    hasNextPage,
    endCursor: hasNextPage ? cursorNow() : (edges.at(-1)?.cursor ?? null),
    statuses: readers.flatMap((reader) => (reader.status === null ? [] : [reader.status])),
  };
}

/** The reader whose next row is the newest: by time, then block; on a tie the native list first. */
function newest(readers: readonly ListReader[]): ListReader | undefined {
  let best: ListReader | undefined;
  for (const reader of readers) {
    const row = reader.head();
    if (row === undefined) continue;
    const current = best?.head();
    if (
      current === undefined ||
      row.timeStamp > current.timeStamp ||
      (row.timeStamp === current.timeStamp && (row.blockNumber ?? 0) > (current.blockNumber ?? 0))
    )
      best = reader;
  }
  return best;
}

/** Highest page number the REST twin walks to (spec §9: 50 per page, so 1,000 rows). */
export const MAX_PAGE_NUMBER = 20;

/**
 * Page `page` (1-based) of `first` rows, for callers that count pages (the spec's /api/tx
 * "page" parameter): walked from the start, each step cheap once its upstream pages are cached.
 */
export async function transactionsPageNumber(
  deps: TxDeps,
  query: Omit<TransactionsQuery, 'after'>,
  page: number,
): Promise<TransactionsPage> {
  let result = await listTransactions(deps, query);
  for (let number = 2; number <= page; number++) {
    if (!result.hasNextPage) return { ...result, edges: [], endCursor: null };
    result = await listTransactions(deps, { ...query, after: result.endCursor });
  }
  return result;
}
