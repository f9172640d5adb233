import type { TokenHolding } from '../tokenHolding';

/**
 * The merge identity and breakdown key of spec §3/§5: `chain:address-or-native:SYMBOL`, the
 * symbol uppercased so "Hex" from one source and "HEX" from another are one row. Addresses are
 * already lowercase (normalised where they enter).
 */
export function tokenKey({ chain, token }: Pick<TokenHolding, 'chain' | 'token'>): string {
  return `${chain}:${token.address ?? 'native'}:${token.symbol.toUpperCase()}`;
}
