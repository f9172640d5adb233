import type { Request } from 'express';
import { z } from 'zod';
import { parseWalletAddress, type Address } from '../../../shared/src/addresses';
import { clipInput } from '../../../shared/src/texts';
import {
  CHAIN_KEYS,
  CHAINS,
  HEX_CHAINS,
  type ChainKey,
  type HexChain,
} from '../../../shared/src/chains';
import { CURRENCIES, isCurrency } from '../../../shared/src/currencies';
import { FX_HEADER } from '../apiHeaders';
import { BadInputError } from '../errors/errors';
import { assertWalletCount } from '../limits';
import type { TxKind } from '../services/transactions/types';

/**
 * The REST routes' query parameters as zod schemas: each route parses its query with its own
 * object of these (parseQuery), and the OpenAPI document is generated from the same objects
 * (openapi.ts), so what a route accepts and what the document says cannot drift. A schema's input
 * is the parameter's text (absent when missing or empty); its output is what the route reads. The
 * parse steps throw the API's own BadInputError texts, the ones GraphQL gives for the same input.
 */
export type QuerySchema = z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>;

/** Parameters that may also be repeated (?wallets=a&wallets=b): the values are read as one list. */
const REPEATABLE = new WeakSet<z.ZodType>();

function repeatable<Schema extends z.ZodType>(schema: Schema): Schema {
  REPEATABLE.add(schema);
  return schema;
}

/**
 * The route's parameters, checked one at a time in the schema's order, so the first bad one is
 * the one reported, with its own text. Parameters the schema does not name are ignored.
 */
export function parseQuery<Schema extends QuerySchema>(
  schema: Schema,
  query: Request['query'],
): z.output<Schema> {
  const parsed: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(schema.shape)) {
    const result = param.safeParse(rawValue(query, name, REPEATABLE.has(param)));
    if (!result.success)
      throw new BadInputError(result.error.issues[0]?.message ?? `${name} is not valid.`);
    parsed[name] = result.data;
  }
  return parsed as z.output<Schema>;
}

/** A parameter's text, trimmed; undefined when absent or empty. */
function rawValue(query: Request['query'], name: string, isRepeatable: boolean) {
  const value = query[name];
  if (Array.isArray(value) && isRepeatable) {
    if (value.some((part) => typeof part !== 'string'))
      throw new BadInputError(`${name} must be a comma-separated list.`);
    return value.join(',');
  }
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw new BadInputError(
      isRepeatable ? `${name} must be a comma-separated list.` : `Give ${name} once.`,
    );
  return value.trim() === '' ? undefined : value.trim();
}

/**
 * What the document says of a parameter goes on its input text, before the parse step: zod's JSON
 * Schema of a transform's input leaves out `default` and `examples` (they would describe the
 * output), and the input is what a client sends.
 */

/** A parameter the route cannot do without: its absence is a 400 naming it. */
function required(name: string) {
  return z.string({ error: `${name} is required.` });
}

/** Comma-separated words, blanks skipped. */
function words(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Chains by registry key (`pulse`, as GraphQL and /api/tx take them) or by name without spaces
 * (`pulsechain`, `ethereum`, `bnbsmartchain`), any case: spreadsheet users type names.
 */
const CHAIN_BY_WORD: ReadonlyMap<string, ChainKey> = new Map(
  CHAIN_KEYS.flatMap((key) => [
    [key, key] as const,
    [CHAINS[key].name.toLowerCase().replaceAll(' ', ''), key] as const,
  ]),
);

function parseChain(word: string): ChainKey {
  const chain = CHAIN_BY_WORD.get(word.trim().toLowerCase());
  if (chain === undefined)
    throw new BadInputError(
      `Unknown chain "${clipInput(word)}". Use one of: ${CHAIN_KEYS.join(', ')}.`,
    );
  return chain;
}

/** `wallets`: lowercase or checksummed addresses (spec §5 texts on a bad one), deduplicated, within the query bound. */
export const walletsParam = repeatable(
  z
    .string({ error: 'wallets is required: one or more wallet addresses, comma-separated.' })
    .meta({
      description:
        'Wallet addresses, comma-separated (or the parameter repeated); lowercase or correctly checksummed.',
      example: '0x7a16ff8270133f063aab6c9977183d9e72835428',
    })
    .transform((list): Address[] => {
      const wallets = [...new Set(words(list).map(parseWalletAddress))];
      if (wallets.length === 0)
        throw new BadInputError(
          'wallets is required: one or more wallet addresses, comma-separated.',
        );
      assertWalletCount(wallets);
      return wallets;
    }),
);

/** `chains`: all five when absent, like the GraphQL argument. */
export const chainsParam = repeatable(
  z
    .string()
    .meta({ description: 'Chain keys or names, comma-separated; all five when absent.' })
    .optional()
    .transform((list): ChainKey[] => {
      const given = list === undefined ? [] : words(list);
      return given.length === 0 ? [...CHAIN_KEYS] : [...new Set(given.map(parseChain))];
    }),
);

/** One chain, by key or name, any case. */
export function chainParam(name: string, description: string) {
  return required(name)
    .meta({ description, examples: [...CHAIN_KEYS, 'pulsechain', 'ethereum'] })
    .transform(parseChain);
}

export const addressParam = required('address')
  .meta({ description: 'A wallet address.', pattern: '^0x[0-9a-fA-F]{40}$' })
  .transform(parseWalletAddress);

const HEX_NETWORKS = ['pulsechain', 'ethereum'] as const;

/** `network`: pulsechain (HEX) or ethereum (eHEX), as the HexNetwork enum names them; chain keys work too. */
function hexNetwork(word: string): HexChain {
  const chain = parseChain(word);
  const hexChain = HEX_CHAINS.find((candidate) => candidate === chain);
  if (hexChain === undefined)
    throw new BadInputError(`HEX staking is on pulsechain or ethereum, not "${word}".`);
  return hexChain;
}

export const hexNetworkParam = required('network')
  .meta({ description: 'pulsechain or ethereum.', enum: [...HEX_NETWORKS] })
  .transform(hexNetwork);

/** `network` where absent means both HEX chains. */
export const hexNetworksParam = z
  .string()
  .meta({ description: 'pulsechain or ethereum; both when absent.', enum: [...HEX_NETWORKS] })
  .optional()
  .transform((word): readonly HexChain[] => (word === undefined ? HEX_CHAINS : [hexNetwork(word)]));

const FLAG_WORDS = ['1', '0', 'true', 'false'] as const;

/** `1`/`true` or `0`/`false` (any case), false when absent. */
function flagParam(name: string, description: string) {
  return z
    .string()
    .meta({ description, enum: [...FLAG_WORDS], default: '0' })
    .optional()
    .transform((word = '0') => {
      const value = word.toLowerCase();
      if (value === '1' || value === 'true') return true;
      if (value === '0' || value === 'false') return false;
      throw new BadInputError(`${name} must be 1, 0, true or false.`);
    });
}

export const freshParam = flagParam(
  'fresh',
  'Skip the cache and read the upstreams again (the refresh button).',
);
export const includeSpamParam = flagParam('includeSpam', 'Also list transfers flagged as spam.');

/** A whole number in [min, max]; `fallback` when absent (undefined without one). */
export function intParam<Fallback extends number | undefined>(
  name: string,
  bounds: { min: number; max: number; fallback: Fallback; description?: string },
) {
  return z
    .string()
    .meta({
      // The text is read as a whole number: the document says what it must spell.
      type: 'integer',
      minimum: bounds.min,
      maximum: bounds.max,
      ...(bounds.fallback === undefined ? {} : { default: bounds.fallback }),
      ...(bounds.description === undefined ? {} : { description: bounds.description }),
    })
    .optional()
    .transform((value): number | Fallback => {
      if (value === undefined) return bounds.fallback;
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < bounds.min || number > bounds.max)
        throw new BadInputError(
          `${name} must be a whole number from ${bounds.min} to ${bounds.max}.`,
        );
      return number;
    });
}

/**
 * One of a few words, any case, read as the upper-case GraphQL enum value it names (`range`,
 * `method`); `fallback` when absent.
 */
export function enumWordParam<const Value extends string>(
  name: string,
  values: readonly Value[],
  fallback: Value,
) {
  const shown = values.map((value) => value.toLowerCase());
  return z
    .string()
    .meta({ enum: shown, default: fallback.toLowerCase() })
    .optional()
    .transform((word): Value => {
      if (word === undefined) return fallback;
      const value = values.find((candidate) => candidate === word.toUpperCase());
      if (value === undefined) throw new BadInputError(`${name} is one of: ${shown.join(', ')}.`);
      return value;
    });
}

export const cursorParam = (description: string) => z.string().optional().meta({ description });

const TX_KINDS: readonly TxKind[] = ['all', 'native', 'erc20'];

function txKindWord(word: string | undefined): TxKind | undefined {
  if (word === undefined) return undefined;
  const found = TX_KINDS.find((candidate) => candidate === word.toLowerCase());
  if (found === undefined) throw new BadInputError(`kind must be one of: ${TX_KINDS.join(', ')}.`);
  return found;
}

/**
 * `kind`: all (default), native or erc20. `type` is read as its alias, as /api/tx first spelled it,
 * so neither route ignores the other's word; both at once must agree (txKindOf).
 */
export const txKindParams = {
  kind: z
    .string()
    .meta({ enum: [...TX_KINDS], default: 'all' })
    .optional()
    .transform(txKindWord),
  type: z
    .string()
    .meta({
      enum: [...TX_KINDS],
      deprecated: true,
      description: 'Alias of kind; when both are given they must agree.',
    })
    .optional()
    .transform(txKindWord),
};

export function txKindOf(query: { kind: TxKind | undefined; type: TxKind | undefined }): TxKind {
  if (query.kind !== undefined && query.type !== undefined && query.kind !== query.type)
    throw new BadInputError('Give kind (or its alias type) once.');
  return query.kind ?? query.type ?? 'all';
}

/** `currency`: an ISO 4217 code of the Currency enum, any case; undefined when absent. */
export const currencyParam = z
  .string()
  .meta({
    description: `Also give the values in this currency (any case): columns currency, price/value (or total), fxRate, fxAsOf appended, value = valueUsd × fxRate; the rate in the ${FX_HEADER} header (stale=true with its age when the rate source is down).`,
    enum: [...CURRENCIES],
  })
  .optional()
  .transform((word) => {
    if (word === undefined) return undefined;
    const code = word.toUpperCase();
    if (!isCurrency(code))
      throw new BadInputError(`currency must be one of: ${CURRENCIES.join(', ')}.`);
    return code;
  });
