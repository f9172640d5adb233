import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS, type ChainKey } from '../../../../shared/src/chains';
import type { SourceStatus } from '../sourceStatus';
import { listTransactions, type TransactionsPage } from './listTransactions';
import {
  decodeMultiChainCursor,
  encodeMultiChainCursor,
  type ChainPositions,
} from './multiChainCursor';
import type { TxDeps } from './txSources';
import type { Transaction, TxKind } from './types';

export interface AllChainsQuery {
  chains: readonly ChainKey[];
  address: Address;
  kind: TxKind;
  first: number;
  after?: string | null | undefined;
  includeSpam: boolean;
  fresh?: boolean;
}

/**
 * Rounds of next pages one request may read after the first (all chains at once): a wallet
 * active on one chain only drains that chain's pages; the page then comes back short, with a
 * cursor to carry on.
 */
const MAX_EXTRA_ROUNDS = 4;

/** One chain's page in hand: its rows not yet merged, and where its history continues. */
interface ChainBuffer {
  chain: ChainKey;
  edges: TransactionsPage['edges'];
  index: number;
  /** Where the chain's next page starts once these rows are used up; null: no more rows. */
  next: string | null;
  /** The chain's page could not be read: its rows are left out of this page, its place kept. */
  blocked: boolean;
}

/**
 * A wallet's history on several chains at once, newest first: each chain's own
 * pages (listTransactions, with its native/ERC-20 merge and spam rules) merged by time, ties in
 * registry order. The cursor carries every chain's own cursor after its last row shown, so the
 * next page continues each chain exactly there: no row twice, none skipped. A chain's next page
 * is read only when the merge reaches the end of the rows in hand; a chain that cannot be read
 * is named in the statuses and left where it stood, and the other chains still page.
 */
export async function listAllChainsTransactions(
  deps: TxDeps,
  query: AllChainsQuery,
): Promise<TransactionsPage> {
  const chains = CHAIN_KEYS.filter((chain) => query.chains.includes(chain));
  const { address, kind } = query;
  const positions: ChainPositions = query.after
    ? decodeMultiChainCursor(query.after, { address, kind, chains })
    : Object.fromEntries(chains.map((chain) => [chain, null]));
  const statuses: SourceStatus[] = [];

  const read = async (chain: ChainKey, after: string | null): Promise<ChainBuffer> => {
    const page = await listTransactions(deps, {
      chain,
      address,
      kind,
      first: query.first,
      after,
      includeSpam: query.includeSpam,
      ...(query.fresh === undefined ? {} : { fresh: query.fresh }),
    });
    statuses.push(...page.statuses);
    const failed = page.statuses.some((status) => status.state === 'failed');
    return {
      chain,
      edges: page.edges,
      index: 0,
      next: page.hasNextPage ? page.endCursor : null,
      blocked: failed && page.edges.length === 0,
    };
  };

  const buffers = await Promise.all(
    chains.flatMap((chain) => {
      const position = positions[chain];
      return position === false ? [] : [read(chain, position ?? null)];
    }),
  );
  const edges: TransactionsPage['edges'] = [];
  const snapshot = () => ({ ...positions });
  let rounds = 0;

  while (edges.length < query.first) {
    const drained = buffers.filter(
      (buffer) => !buffer.blocked && buffer.index >= buffer.edges.length && buffer.next !== null,
    );
    if (drained.length > 0) {
      // Every chain's next row must be known before the newest of them can be chosen.
      if (rounds >= MAX_EXTRA_ROUNDS) break;
      rounds += 1;
      // Everything in hand was shown (or hidden): the chain continues where its page ended.
      for (const buffer of drained) positions[buffer.chain] = buffer.next;
      const refilled = await Promise.all(drained.map((buffer) => read(buffer.chain, buffer.next)));
      for (const refill of refilled)
        buffers[buffers.findIndex((buffer) => buffer.chain === refill.chain)] = refill;
      continue;
    }
    const buffer = newest(buffers);
    const edge = buffer?.edges[buffer.index];
    if (buffer === undefined || edge === undefined) break;
    buffer.index += 1;
    positions[buffer.chain] =
      buffer.index < buffer.edges.length || buffer.next !== null ? edge.cursor : false;
    // The chain's own endCursor also passes rows hidden after its last shown one.
    if (buffer.index >= buffer.edges.length && buffer.next !== null)
      positions[buffer.chain] = buffer.next;
    const state = snapshot();
    edges.push({
      // Built only when asked for: five chains' cursors on every row would weigh more than the rows.
      get cursor() {
        return encodeMultiChainCursor({ address, kind, chains: state });
      },
      node: edge.node,
    });
  }

  // Chains whose rows in hand were not all shown continue after the last one shown; a chain that
  // could not be read keeps the place it had.
  for (const buffer of buffers) {
    if (buffer.blocked) continue;
    if (buffer.index === 0 && buffer.edges.length === 0 && buffer.next === null)
      positions[buffer.chain] = false;
  }
  // A chain that could not be read keeps its place in the cursor, so the next page tries it again
  // while other chains still have rows; once only such chains are left the history ends here,
  // its statuses saying which chain is missing (an empty page to click through forever would not).
  const blocked = new Set(buffers.filter((buffer) => buffer.blocked).map((buffer) => buffer.chain));
  const hasNextPage = chains.some((chain) => positions[chain] !== false && !blocked.has(chain));
  return {
    edges,
    hasNextPage,
    endCursor: hasNextPage ? encodeMultiChainCursor({ address, kind, chains: positions }) : null,
    // A chain read twice reports the same source twice.
    statuses: [...new Map(statuses.map((status) => [JSON.stringify(status), status])).values()],
  };
}

/**
 * The chain whose next row is the newest; on a tie the earlier chain in the registry (block
 * numbers of different chains say nothing about each other).
 */
function newest(buffers: readonly ChainBuffer[]): ChainBuffer | undefined {
  let best: { buffer: ChainBuffer; row: Transaction } | undefined;
  for (const buffer of buffers) {
    const row = buffer.edges[buffer.index]?.node;
    if (row !== undefined && (best === undefined || row.timeStamp > best.row.timeStamp))
      best = { buffer, row };
  }
  return best?.buffer;
}
