import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { AllSourcesFailedError, type Attempt } from '../fallback';
import {
  noSourceMessage,
  txSources,
  type PageRef,
  type TxDeps,
  type TxPage,
  type TxSource,
  type TxSourceName,
} from '../transactions/txSources';
import { TX_LIST_KINDS, type TxListKind, type TxRow } from '../transactions/types';
import { DeadlineError, describeError } from '../../errors/errors';
import { reasonOf, SourceFailedError } from '../../errors/sourceReason';
import { remainingMs } from '../../request/requestScope';
import { logSourceFailure } from '../../logging/sourceFailures';

/** The native coin's key among a ledger's coins; tokens are keyed by their lowercase address. */
export const NATIVE = 'native';

/** A coin of a ledger: the native coin, or a token by its lowercase address. */
export type CoinKey = Address | typeof NATIVE;

/** One change of one coin's balance, in base units (a decimal string, so the ledger stores as JSON). */
export interface LedgerMove {
  /** Unix seconds. */
  at: number;
  coin: CoinKey;
  delta: string;
  /** The transaction's hash: what ties a token's move to the fee paid for it, and one wallet's move to another's. */
  tx: string;
  /** Native moves of a transaction the wallet sent: the fee it paid (wei), part of `delta`. */
  fee?: string;
}

export interface LedgerToken {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
}

/**
 * A wallet's balance changes on one chain, rebuilt from its explorer lists: native transactions
 * (values in and out, and the fee of every transaction it sent, failed ones too) and ERC-20
 * transfers. Past blocks never change, so a later read only fetches what is newer than
 * `throughTime` and appends it.
 */
export interface WalletLedger {
  /** Oldest first. */
  moves: LedgerMove[];
  tokens: LedgerToken[];
  /** The newest row's time: the next read stops at rows this old. Null before any row. */
  throughTime: number | null;
  /**
   * Set when a list was longer than MAX_HISTORY_PAGES: nothing before this time was read, so the
   * balances before it are unknown (not zero).
   */
  truncatedBefore: number | null;
  /** Epoch ms of the read. */
  readAt: number;
  /** The source each list was read from, for the answer's statuses. */
  sources: Partial<Record<TxListKind, string>>;
}

/**
 * Pages one list may take (50 rows each): 10,000 rows, the classic APIs' own window (UPSTREAMS.md
 * §2.1). It bounds what a ledger and a read in progress (LedgerDraft) hold: 2 × 10,000 moves per
 * wallet and chain; a longer history is read from its newest end and says where it stops.
 */
export const MAX_HISTORY_PAGES = 200;

/** Where the read of one list stands. */
interface ListRead {
  /** The source that read its pages; null before the first one. */
  source: TxSourceName | null;
  /** The page to read next; null once the list is read to its end, to `after`, or to MAX_HISTORY_PAGES. */
  next: PageRef | null;
  pages: number;
  rows: number;
  /** The first row's time: the newest this read saw. */
  newest: number | null;
  /** The last row's time so far, and the ids of the rows taken at it (see `alreadyRead`). */
  oldest: number | null;
  atOldest: string[];
  truncated: boolean;
}

/**
 * A ledger read in progress, kept between requests so that a history longer than one read's budget
 * goes on where the last read stopped instead of starting again from its newest page. Bounded by
 * MAX_HISTORY_PAGES per list.
 */
export interface LedgerDraft {
  /** The `throughTime` of the ledger this read extends (null: a first read): rows this old end it. */
  after: number | null;
  lists: Record<TxListKind, ListRead>;
  /** What the rows read so far do, in the order read. */
  moves: LedgerMove[];
  tokens: LedgerToken[];
}

/** How far a read has come, for the answer while it is not done. */
export interface LedgerProgress {
  transfers: number;
  pages: number;
  /** Unix seconds: the oldest row read so far; null before any. */
  readBackTo: number | null;
}

/** A read stopped short of its end because its own time ran out; what it read is in the draft. */
export class LedgerPausedError extends SourceFailedError {
  override readonly name = 'LedgerPausedError';

  constructor(cause: unknown) {
    super(`history read paused: ${describeError(cause)}`, 'TIMEOUT');
    this.cause = cause;
  }
}

/** A page is only started with at least this long left (or twice the slowest page so far). */
const PAGE_RESERVE_MS = 1_000;

export function newDraft(after: number | null): LedgerDraft {
  const list = (): ListRead => ({
    source: null,
    next: null,
    pages: 0,
    rows: 0,
    newest: null,
    oldest: null,
    atOldest: [],
    truncated: false,
  });
  return { after, lists: { native: list(), erc20: list() }, moves: [], tokens: [] };
}

export function draftProgress(draft: LedgerDraft): LedgerProgress {
  const lists = TX_LIST_KINDS.map((kind) => draft.lists[kind]);
  const oldest = lists.flatMap((list) => list.oldest ?? []);
  return {
    transfers: lists.reduce((sum, list) => sum + list.rows, 0),
    pages: lists.reduce((sum, list) => sum + list.pages, 0),
    readBackTo: oldest.length === 0 ? null : Math.min(...oldest),
  };
}

/**
 * Reads on from where `draft` stands, both lists at once, from the chain's sources in the spec §4
 * order, calling `onPage` after each page (the caller keeps the draft). Resolves when both lists
 * are read; rejects with LedgerPausedError when the read's time runs out, or with the failure of a
 * list no source could read — the draft then holds every page read before, and a later call with
 * it reads none of them again.
 */
export async function readDraft(
  deps: TxDeps,
  chain: ChainKey,
  wallet: Address,
  draft: LedgerDraft,
  onPage: () => void,
): Promise<void> {
  const known = new Set(draft.tokens.map((token) => token.address));
  let slowestMs = 0;
  const readList = async (kind: TxListKind) => {
    const list = draft.lists[kind];
    const sources = txSources(deps, chain, wallet, kind);
    if (sources.length === 0) throw new SourceFailedError(noSourceMessage(chain), 'NOT_CONFIGURED');
    while (list.source === null || list.next !== null) {
      if (remainingMs() < Math.max(PAGE_RESERVE_MS, 2 * slowestMs))
        throw new LedgerPausedError(new DeadlineError('its time budget is spent', 'history'));
      const startedAt = performance.now();
      const { source, page } = await readPage(sources, list);
      slowestMs = Math.max(slowestMs, performance.now() - startedAt);
      list.source = source.name;
      list.pages += 1;
      const reachedAfter = take(draft, list, page.rows, wallet, known);
      list.next = reachedAfter ? null : page.next;
      if (list.next !== null && list.pages >= MAX_HISTORY_PAGES) {
        list.next = null;
        list.truncated = true;
      }
      onPage();
    }
  };
  const outcomes = await Promise.allSettled(TX_LIST_KINDS.map(readList));
  // A list that failed outranks one that only ran out of time: asking again would not mend it.
  const failed = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
  const failure = failed.find((error) => !(error instanceof LedgerPausedError)) ?? failed[0];
  if (failure !== undefined) throw failure;
}

/**
 * One page of a list: from the source reading it, or, when that fails, from a page-numbered source
 * at the same position (their page keys do not translate otherwise); the first page from each
 * source in order. Running out of the read's own time is not the upstream's fault: it pauses.
 */
async function readPage(
  sources: readonly TxSource[],
  list: ListRead,
): Promise<{ source: TxSource; page: TxPage }> {
  const own = sources.findIndex((source) => source.name === list.source);
  const steps =
    list.source === null
      ? sources.map((source) => ({ source, ref: source.firstPage }))
      : [
          ...(own < 0 || list.next === null ? [] : [{ source: sources[own], ref: list.next }]),
          ...sources
            .slice(own + 1)
            .filter((source) => source.positional)
            .map((source) => ({ source, ref: list.pages + 1 })),
        ];
  const attempts: Attempt[] = [];
  for (const { source, ref } of steps) {
    if (source === undefined) continue;
    try {
      return { source, page: await source.fetch(ref) };
    } catch (error) {
      if (error instanceof DeadlineError) throw new LedgerPausedError(error);
      logSourceFailure(error, { source: source.name });
      attempts.push({
        source: source.name,
        outcome: 'failed',
        message: describeError(error),
        reason: reasonOf(error),
      });
    }
  }
  throw new AllSourcesFailedError(attempts);
}

/**
 * Adds a page's rows to the draft, up to the first row `after` already covers: true when it met
 * one, which ends the list. Rows newer than the list's oldest so far were read already: a page-numbered list shifts
 * down by the rows added at its top since the read began, so a later page repeats some.
 */
function take(
  draft: LedgerDraft,
  list: ListRead,
  rows: readonly TxRow[],
  wallet: Address,
  known: Set<string>,
): boolean {
  const alreadyRead = [...list.atOldest];
  for (const row of rows) {
    // Sources list newest first; a row as old as the last read was in a block read then.
    if (draft.after !== null && row.timeStamp <= draft.after) return true;
    const id = rowId(row);
    if (list.oldest !== null && row.timeStamp >= list.oldest) {
      if (row.timeStamp > list.oldest) continue;
      const seen = alreadyRead.indexOf(id);
      if (seen >= 0) {
        alreadyRead.splice(seen, 1);
        continue;
      }
    }
    list.rows += 1;
    list.newest ??= row.timeStamp;
    if (row.timeStamp !== list.oldest) {
      list.oldest = row.timeStamp;
      list.atOldest = [];
    }
    list.atOldest.push(id);
    const move = moveOf(row, wallet);
    if (move !== null) draft.moves.push(move);
    // A token keeps what its first row said of it.
    if (row.token.address !== null && !known.has(row.token.address)) {
      known.add(row.token.address);
      draft.tokens.push({
        address: row.token.address,
        symbol: row.token.symbol ?? '',
        name: row.token.name ?? '',
        decimals: row.token.decimals,
      });
    }
  }
  return false;
}

/** A row's identity within its list: transfers of one transaction differ by token, parties or value. */
function rowId(row: TxRow): string {
  return row.kind === 'native'
    ? row.hash
    : `${row.hash}:${row.token.address ?? ''}:${row.from}:${row.to ?? ''}:${row.valueRaw}`;
}

/** The ledger `previous` (none on a first read) extended by a finished draft. */
export function finishLedger(
  previous: WalletLedger | null,
  draft: LedgerDraft,
  now: number,
): WalletLedger {
  const ledger: WalletLedger = previous ?? {
    moves: [],
    tokens: [],
    throughTime: null,
    truncatedBefore: null,
    readAt: now,
    sources: {},
  };
  const sources = { ...ledger.sources };
  let truncatedBefore = ledger.truncatedBefore;
  for (const kind of TX_LIST_KINDS) {
    const list = draft.lists[kind];
    if (list.source !== null) sources[kind] = list.source;
    if (list.truncated && list.oldest !== null && previous === null)
      truncatedBefore = Math.max(truncatedBefore ?? 0, list.oldest);
  }
  const known = new Set(ledger.tokens.map((token) => token.address));
  const added = [...draft.moves].sort((a, b) => a.at - b.at);
  const newest = Math.max(
    ledger.throughTime ?? 0,
    ...TX_LIST_KINDS.flatMap((kind) => draft.lists[kind].newest ?? []),
  );
  return {
    moves: [...ledger.moves, ...added],
    tokens: [...ledger.tokens, ...draft.tokens.filter((token) => !known.has(token.address))],
    throughTime: newest === 0 ? ledger.throughTime : newest,
    truncatedBefore,
    readAt: now,
    sources,
  };
}

/** What one row does to the wallet's balance of its coin; null when nothing (a stranger's row). */
function moveOf(row: TxRow, wallet: Address): LedgerMove | null {
  const value = BigInt(row.valueRaw);
  const sent = row.from === wallet;
  const received = row.to === wallet;
  let delta = 0n;
  if (row.kind === 'native') {
    // The sender pays gas whether or not the call succeeds; a failed call moves no value.
    if (sent && row.feeWei !== null) delta -= BigInt(row.feeWei);
    if (!row.failed) delta += (received ? value : 0n) - (sent ? value : 0n);
  } else if (!row.failed) {
    delta = (received ? value : 0n) - (sent ? value : 0n);
  }
  if (delta === 0n) return null;
  return {
    at: row.timeStamp,
    coin: row.kind === 'native' || row.token.address === null ? NATIVE : row.token.address,
    delta: delta.toString(),
    tx: row.hash,
    ...(row.kind === 'native' && sent && row.feeWei !== null ? { fee: row.feeWei } : {}),
  };
}
