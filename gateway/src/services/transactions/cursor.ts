import { z } from 'zod';
import type { ChainKey } from '../../../../shared/src/chains';
import { BadInputError } from '../../errors/errors';
import { MAX_CLASSIC_PAGE, type PageRef, type TxSourceName } from './txSources';
import type { TxKind, TxListKind } from './types';

/**
 * Where one list stands: the upstream page being read (Blockscout v2's next_page_params, or a
 * classic page number), how many of its rows were already passed, and how many rows of the list
 * were passed in all — the position a page-numbered source can take over from.
 */
export interface ListPosition {
  source: TxSourceName;
  page: PageRef;
  skip: number;
  position: number;
}

/** Per list: where it stands, or null when it is finished (or had no source when paging began). */
export type ListPositions = Partial<Record<TxListKind, ListPosition | null>>;

/** A cursor names the query it belongs to, so one cannot be replayed against another wallet or chain. */
export interface CursorState {
  chain: ChainKey;
  address: string;
  kind: TxKind;
  lists: ListPositions;
}

export class InvalidCursorError extends BadInputError {
  override readonly name = 'InvalidCursorError';
}

// The cursor is client input that ends up in upstream query strings: only short, plain paging
// keys and values get through, so it cannot smuggle a key, a filter or megabytes upstream.
const RESERVED_KEYS = new Set([
  'apikey',
  'api_key',
  'key',
  'type',
  'token',
  'filter',
  'sort',
  'order',
  'module',
  'action',
]);
const pageParams = z
  .record(z.string().regex(/^[a-z_]{1,40}$/), z.union([z.string().max(128), z.number().finite()]))
  .refine(
    (params) =>
      Object.keys(params).length <= 12 &&
      Object.keys(params).every((key) => !RESERVED_KEYS.has(key)),
    'not paging keys',
  );

const positionSchema = z
  .object({
    source: z.enum(['blockscout-v2', 'blockscout-classic', 'etherscan-v2']),
    page: z.union([z.number().int().min(1).max(MAX_CLASSIC_PAGE), pageParams]),
    skip: z.number().int().min(0).max(10_000),
    position: z.number().int().min(0).max(1_000_000),
  })
  .refine(
    (position) => (position.source === 'blockscout-v2') === (typeof position.page !== 'number'),
    'page does not fit its source',
  );

const cursorSchema = z.object({
  v: z.literal(1),
  chain: z.string(),
  address: z.string(),
  kind: z.enum(['native', 'erc20', 'all']),
  lists: z.object({
    native: positionSchema.nullable().optional(),
    erc20: positionSchema.nullable().optional(),
  }),
});

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify({ v: 1, ...state }), 'utf8').toString('base64url');
}

/** Decodes a cursor and checks it belongs to this query; throws InvalidCursorError otherwise. */
export function decodeCursor(cursor: string, expected: Omit<CursorState, 'lists'>): ListPositions {
  let json: unknown;
  try {
    if (cursor.length > 4_096) throw new Error('too long');
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError('Invalid cursor.');
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) throw new InvalidCursorError('Invalid cursor.');
  const state = parsed.data;
  if (
    state.chain !== expected.chain ||
    state.address !== expected.address ||
    state.kind !== expected.kind
  ) {
    throw new InvalidCursorError('This cursor belongs to another chain, address or kind.');
  }
  const lists: ListPositions = {};
  for (const list of ['native', 'erc20'] as const) {
    const position = state.lists[list];
    if (position !== undefined)
      lists[list] =
        position === null
          ? null
          : {
              source: position.source,
              page: position.page,
              skip: position.skip,
              position: position.position,
            };
  }
  return lists;
}
