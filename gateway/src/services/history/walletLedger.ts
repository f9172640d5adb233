import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { firstUsable } from '../fallback';
import { noSourceMessage, txSources, type TxDeps, type TxSource } from '../transactions/txSources';
import { TX_LIST_KINDS, type TxListKind, type TxRow } from '../transactions/types';
import { UpstreamError } from '../../errors/errors';

/** The native coin's key among a ledger's coins; tokens are keyed by their lowercase address. */
export const NATIVE = 'native';

/** A coin of a ledger: the native coin, or a token by its lowercase address. */
export type CoinKey = Address | typeof NATIVE;

/** One change of one coin's balance, in base units (a decimal string, so the ledger stores as JSON). */
interface LedgerMove {
  /** Unix seconds. */
  at: number;
  coin: CoinKey;
  delta: string;
}

export interface LedgerToken {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
}

/**
 * A wallet's balance changes on one chain, rebuilt from its explorer lists (issue 17): native
 * transactions (values in and out, and the fee of every transaction it sent, failed ones too)
 * and ERC-20 transfers. Past blocks never change, so a later read only fetches what is newer than
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
 * §2.1). It bounds a wallet's first history request at 2 × 200 requests per chain; a longer
 * history is read from its newest end and says where it stops.
 */
export const MAX_HISTORY_PAGES = 200;

/**
 * Reads what is new since `previous` (everything when there is none) from the chain's sources in
 * the spec §4 order, and returns the whole ledger. A list no source can read fails the ledger: a
 * history with a hole would be a wrong number, not a partial one.
 */
export async function readWalletLedger(
  deps: TxDeps,
  chain: ChainKey,
  wallet: Address,
  previous: WalletLedger | null,
  now: number,
): Promise<WalletLedger> {
  const ledger: WalletLedger = previous ?? {
    moves: [],
    tokens: [],
    throughTime: null,
    truncatedBefore: null,
    readAt: now,
    sources: {},
  };
  const lists = await Promise.all(
    TX_LIST_KINDS.map(async (list) => {
      const sources = txSources(deps, chain, wallet, list);
      if (sources.length === 0) throw new UpstreamError(noSourceMessage(chain), 'none');
      const { value, source } = await firstUsable(
        sources.map((entry) => ({
          source: entry.name,
          run: () => readNewRows(entry, ledger.throughTime),
        })),
        () => false,
      );
      return { list, source, ...value };
    }),
  );
  const added: LedgerMove[] = [];
  let truncatedBefore = ledger.truncatedBefore;
  // A token keeps what its first row said of it.
  const known = new Map(ledger.tokens.map((token) => [token.address, token]));
  for (const { list, source, rows, truncated } of lists) {
    ledger.sources[list] = source;
    for (const row of rows) {
      const move = moveOf(row, wallet);
      if (move !== null) added.push(move);
      if (row.token.address !== null && !known.has(row.token.address))
        known.set(row.token.address, {
          address: row.token.address,
          symbol: row.token.symbol ?? '',
          name: row.token.name ?? '',
          decimals: row.token.decimals,
        });
    }
    const oldest = rows.at(-1)?.timeStamp;
    if (truncated && oldest !== undefined && previous === null)
      truncatedBefore = Math.max(truncatedBefore ?? 0, oldest);
  }
  added.sort((a, b) => a.at - b.at);
  const newest = Math.max(
    ledger.throughTime ?? 0,
    ...lists.flatMap((l) => l.rows[0]?.timeStamp ?? []),
  );
  return {
    ...ledger,
    moves: [...ledger.moves, ...added],
    tokens: [...known.values()],
    throughTime: newest === 0 ? ledger.throughTime : newest,
    truncatedBefore,
    readAt: now,
  };
}

/** Rows newer than `after`, newest first, across as many pages as that takes (bounded). */
async function readNewRows(
  source: TxSource,
  after: number | null,
): Promise<{ rows: TxRow[]; truncated: boolean }> {
  const rows: TxRow[] = [];
  let page = source.firstPage;
  for (let read = 1; ; read++) {
    const result = await source.fetch(page);
    for (const row of result.rows) {
      // Sources list newest first; a row as old as the last read was in a block read then.
      if (after !== null && row.timeStamp <= after) return { rows, truncated: false };
      rows.push(row);
    }
    if (result.next === null) return { rows, truncated: false };
    if (read >= MAX_HISTORY_PAGES) return { rows, truncated: true };
    page = result.next;
  }
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
  };
}
