import type { ChainKey } from '../../../shared/src/chains';
import type { Address } from '../../../shared/src/addresses';

export interface TokenRef {
  chain: ChainKey;
  /** Lowercase contract address; null for the chain's native coin (spec §3). */
  address: Address | null;
  symbol: string;
  name: string;
  decimals: number;
  iconUrl: string | null;
}

/** A token held by one wallet on one chain, normalised across sources (spec §3 "Token holding"). */
export interface TokenHolding {
  chain: ChainKey;
  wallet: Address;
  token: TokenRef;
  /** Base units, exact. */
  balanceRaw: string;
  /** Exact decimal string in the token's units. */
  amount: string;
  priceUsd: number | null;
  valueUsd: number | null;
  priceSource: string;
  change24hPct: number | null;
  changeSource: string | null;
}
