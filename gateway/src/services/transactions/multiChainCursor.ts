import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { CHAIN_KEYS, type ChainKey } from '../../../../shared/src/chains';
import { InvalidCursorError } from './cursor';
import type { TxKind } from './types';

/**
 * Where each chain's history stands in an all-chains page: the chain's own cursor after its last
 * row shown (listTransactions' cursor), null while none of its rows has been shown, false once it
 * has no more rows.
 */
export type ChainPositions = Partial<Record<ChainKey, string | null | false>>;

export interface MultiChainCursorState {
  address: string;
  kind: TxKind;
  chains: ChainPositions;
}

/** Five chain cursors, each a few hundred bytes; compressed they stay well under this. */
const MAX_CURSOR_LENGTH = 16_384;

const stateSchema = z.object({
  v: z.literal(1),
  address: z.string(),
  kind: z.enum(['native', 'erc20', 'all']),
  chains: z.partialRecord(
    z.enum(CHAIN_KEYS),
    z.union([z.string().max(4_096), z.null(), z.literal(false)]),
  ),
});

/** Compressed, since it carries one cursor per chain and is sent back with every page. */
export function encodeMultiChainCursor(state: MultiChainCursorState): string {
  return deflateRawSync(Buffer.from(JSON.stringify({ v: 1, ...state }), 'utf8')).toString(
    'base64url',
  );
}

/**
 * Decodes an all-chains cursor and checks it belongs to this query (same wallet, kind and chains);
 * each chain's own cursor is checked again when that chain's page is read.
 */
export function decodeMultiChainCursor(
  cursor: string,
  expected: { address: string; kind: TxKind; chains: readonly ChainKey[] },
): ChainPositions {
  let json: unknown;
  try {
    if (cursor.length > MAX_CURSOR_LENGTH) throw new Error('too long');
    const bytes = inflateRawSync(Buffer.from(cursor, 'base64url'), { maxOutputLength: 65_536 });
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new InvalidCursorError('Invalid cursor.');
  }
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) throw new InvalidCursorError('Invalid cursor.');
  const state = parsed.data;
  const chains = Object.keys(state.chains).sort();
  if (
    state.address !== expected.address ||
    state.kind !== expected.kind ||
    chains.join() !== [...expected.chains].sort().join()
  )
    throw new InvalidCursorError('This cursor belongs to another address, kind or set of chains.');
  return state.chains;
}
