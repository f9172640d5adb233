import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';

/** The upstreams that can quote an ERC-20's USD price (UPSTREAMS.md "Keyless defaults", ERC-20 prices). */
export type PriceSource = 'dexscreener' | 'defillama' | 'blockscout';

/**
 * Where the gateway should end up taking a price from: the first quoting source in
 * PRICE_SOURCE_ORDER, 'stablecoin' for the Ethereum stablecoins pinned at 1 USD (spec §5),
 * 'none' when nobody quotes it.
 */
export type ExpectedPriceSource = PriceSource | 'stablecoin' | 'none';

/** Why a token was put in the world: the case it exists to exercise. */
export type TokenKind =
  /** UPSTREAMS.md §9 tokens and each chain's majors. */
  | 'well-known'
  /** PulseChain's state-fork copy of an Ethereum token (pDAI, pUSDC…): same address, own junk price (UPSTREAMS.md §4 pitfall). */
  | 'fork-copy'
  /** Generated filler; `pricedBy` cycles through every combination of quoting sources. */
  | 'ordinary'
  /** Spam by a phrase of spec §5 in its name or symbol. */
  | 'spam-phrase'
  /** Spam by a link prefix (https://, http://, www.) in its name or symbol. */
  | 'spam-link'
  /** Spam by a domain-like name or symbol. */
  | 'spam-domain'
  /** Name or symbol containing "usdc.e": never spam, although it looks like a domain (spec §5). */
  | 'usdc-e'
  /** Ethereum blocklist: symbols ETHG, AICC; names containing "aicc" or "ethg" (spec §5). */
  | 'blocklisted'
  /** No symbol, no name and no price (spec §5, Ethereum). */
  | 'nameless'
  /** An Ethereum stablecoin that upstreams quote off-peg; spec §5 pins it at 1 USD. */
  | 'stablecoin-peg'
  /** A stablecoin's symbol and name at another address (airdropped fakes): priced as itself, never pinned. */
  | 'impostor'
  /** A v2 pair's LP token (world/poolShares.ts): unquoted as a token, valued as a position. */
  | 'pool-share';

/** A token-level reason to drop a holding whatever its amount. */
export type TokenFilterReason =
  'spam-phrase' | 'spam-link' | 'spam-domain' | 'blocklisted' | 'nameless';

/** Why a holding is not listed or not shown: a token-level reason, or one about the holding's value. */
export type FilterReason = TokenFilterReason | 'dust' | 'zero-balance' | 'unpriced';

export interface TokenExpectation {
  priceUsd: number | null;
  priceSource: ExpectedPriceSource;
  change24hPct: number | null;
  /** Non-null when the token is dropped whatever the amount held. */
  reason: TokenFilterReason | null;
}

export interface WorldToken {
  chain: ChainKey;
  /** Lowercase, the world's identity. */
  address: Address;
  /** EIP-55, as Blockscout and DexScreener spell it. */
  checksum: Address;
  symbol: string | null;
  name: string | null;
  decimals: number;
  kind: TokenKind;
  /** The case the token exercises (e.g. 'symbol ETHG'), for failing-test messages. */
  note: string | null;
  iconUrl: string | null;
  totalSupply: bigint;
  holders: number;
  /**
   * What each upstream quotes today in USD (null: that upstream does not know the token). Where
   * several quote a token they agree, so the expected price does not hang on the fallback order.
   */
  quotes: Readonly<Record<PriceSource, number | null>>;
  /** The quoted price 24 hours before WORLD_NOW (DexScreener's priceChange.h24, DefiLlama's history). */
  price24hAgoUsd: number | null;
  /** Exact two-decimal percentage, as DexScreener reports it; the 24h-ago price is derived from it. */
  change24hPct: number | null;
  expected: TokenExpectation;
}

/** What a holding was generated to be, which decides its expected fate. */
export type HoldingIntent =
  | 'normal'
  /** Worth about 0.004 USD: under the chain floor (0.01) and the display floor (0.02). */
  | 'dust-chain'
  /** Worth about 0.015 USD: over the chain floor, under the display floor (spec §9). */
  | 'dust-display'
  /** Raw balance 0: only endpoints that list zero rows show it (Blockscout /tokens, the BSC indexer). */
  | 'zero';

export interface WorldHolding {
  /** The explorer's row id, a keyset paging key of Blockscout /tokens (UPSTREAMS.md §1.3). */
  id: number;
  chain: ChainKey;
  wallet: Address;
  token: WorldToken;
  balanceRaw: bigint;
  intent: HoldingIntent;
}

export interface WorldWallet {
  index: number;
  /** Lowercase. */
  address: Address;
  checksum: Address;
  name: string;
}

export interface NativeCoin {
  chain: ChainKey;
  priceUsd: number;
  price24hAgoUsd: number;
  change24hPct: number;
}
