import { getAddress, isAddress } from 'viem';
import { texts } from './texts';

export type Address = `0x${string}`;

export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

/**
 * Wallet addresses (spec §5): trimmed; all-lowercase or correctly checksummed are accepted, a
 * mixed-case address with a wrong checksum is rejected. Returns the lowercase form, the one
 * identity every cache key and merge uses.
 */
export function parseWalletAddress(input: string): Address {
  const value = input.trim();
  if (!isAddress(value, { strict: true }))
    throw new InvalidAddressError(texts.invalidWalletAddress(value));
  return value.toLowerCase() as Address;
}

// Zero-width space, non-joiner, joiner, word joiner and BOM: pasted from web pages and chats.
const INVISIBLE_OR_QUOTES = /[\u200B-\u200D\u2060\uFEFF"'`\u2018\u2019\u201C\u201D]/g;

/** Contract addresses (spec §5): trimmed, quotes and zero-width characters removed, lowercased. */
export function parseContractAddress(input: string, kind = 'contract'): Address {
  const value = input.trim().replace(INVISIBLE_OR_QUOTES, '').toLowerCase();
  if (!/^0x[0-9a-f]{40}$/.test(value))
    throw new InvalidAddressError(texts.invalidContractAddress(kind, input));
  return value as Address;
}

/** The EIP-55 form, for display and for upstreams that want it. */
export function checksumAddress(address: string): Address {
  return getAddress(address);
}

export function shortAddress(address: string): string {
  return `0x...${address.slice(-4)}`;
}
