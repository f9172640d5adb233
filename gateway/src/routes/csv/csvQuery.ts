import type { Request } from 'express';
import { parseWalletAddress, type Address } from '../../../../shared/src/addresses';
import { clipInput } from '../../../../shared/src/texts';
import {
  CHAIN_KEYS,
  CHAINS,
  HEX_CHAINS,
  type ChainKey,
  type HexChain,
} from '../../../../shared/src/chains';
import { BadInputError } from '../../errors/errors';
import { assertWalletCount } from '../../limits';
import type { TxKind } from '../../services/transactions/types';

type Query = Request['query'];

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

/** A parameter given once; undefined when absent or empty. */
export function singleParam(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadInputError(`Give ${name} once.`);
  return value.trim();
}

export function requiredParam(query: Query, name: string): string {
  const value = singleParam(query, name);
  if (value === undefined) throw new BadInputError(`${name} is required.`);
  return value;
}

/** A comma-separated list, also accepted as a repeated parameter (?wallets=a&wallets=b); blanks are skipped. */
export function listParam(query: Query, name: string): string[] {
  const value = query[name];
  const parts =
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value
        : value === undefined
          ? []
          : undefined;
  if (parts === undefined || parts.some((part) => typeof part !== 'string'))
    throw new BadInputError(`${name} must be a comma-separated list.`);
  return (parts as string[])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `wallets`: lowercase or checksummed addresses (spec §5 texts on a bad one), deduplicated, within the query bound. */
export function walletsParam(query: Query): Address[] {
  const wallets = [...new Set(listParam(query, 'wallets').map(parseWalletAddress))];
  if (wallets.length === 0)
    throw new BadInputError('wallets is required: one or more wallet addresses, comma-separated.');
  assertWalletCount(wallets);
  return wallets;
}

export function parseChain(word: string): ChainKey {
  const chain = CHAIN_BY_WORD.get(word.trim().toLowerCase());
  if (chain === undefined)
    throw new BadInputError(
      `Unknown chain "${clipInput(word)}". Use one of: ${CHAIN_KEYS.join(', ')}.`,
    );
  return chain;
}

const TX_KINDS: readonly TxKind[] = ['all', 'native', 'erc20'];

/**
 * `kind`: all (default), native or erc20. `type` is read as its alias, as /api/tx first spelled it,
 * so neither route ignores the other's word; both at once must agree.
 */
export function txKindParam(query: Query): TxKind {
  const kind = singleParam(query, 'kind')?.toLowerCase();
  const type = singleParam(query, 'type')?.toLowerCase();
  if (kind !== undefined && type !== undefined && kind !== type)
    throw new BadInputError('Give kind (or its alias type) once.');
  const word = kind ?? type ?? 'all';
  const found = TX_KINDS.find((candidate) => candidate === word);
  if (found === undefined) throw new BadInputError(`kind must be one of: ${TX_KINDS.join(', ')}.`);
  return found;
}

/** `network`: pulsechain (HEX) or ethereum (eHEX), as the HexNetwork enum names them; chain keys work too. */
export function hexNetworkParam(word: string): HexChain {
  const chain = parseChain(word);
  const hexChain = HEX_CHAINS.find((candidate) => candidate === chain);
  if (hexChain === undefined)
    throw new BadInputError(`HEX staking is on pulsechain or ethereum, not "${word}".`);
  return hexChain;
}

/** `chains`: all five when absent, like the GraphQL argument. */
export function chainsParam(query: Query): ChainKey[] {
  const words = listParam(query, 'chains');
  return words.length === 0 ? [...CHAIN_KEYS] : [...new Set(words.map(parseChain))];
}

/** `1`/`true` or `0`/`false`, false when absent. */
export function flagParam(query: Query, name: string): boolean {
  const value = singleParam(query, name)?.toLowerCase();
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new BadInputError(`${name} must be 1, 0, true or false.`);
}

/** A whole number in [min, max], or the fallback when absent. */
export function intParam(
  query: Query,
  name: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  const value = singleParam(query, name);
  if (value === undefined) return bounds.fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < bounds.min || number > bounds.max)
    throw new BadInputError(`${name} must be a whole number from ${bounds.min} to ${bounds.max}.`);
  return number;
}
