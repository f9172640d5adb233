import type { TokenHolding } from '../tokenHolding';

/**
 * Why a holding was left out (spec §5 "Token filtering"). Filtered holdings never count in any
 * total, but the API can list them with their reason on request.
 */
type ChainFilterReason =
  /** Not the native coin, yet no contract address: it cannot be identified or merged. */
  | 'no-address'
  /** A blocklisted contract (PulseChain) or symbol (Ethereum). */
  | 'blocklisted'
  /** Ethereum: the name contains a flagged fragment. */
  | 'flagged'
  | 'spam'
  /** Ethereum: no price, and neither a symbol nor a name. */
  | 'no-price-no-identity'
  /** PulseChain: no USD value at all, so not above the chain's floor. */
  | 'no-price'
  /** At or under the chain's minimum token value (registry `minTokenUsd`). */
  | 'dust'
  | 'zero-balance'
  /** The upstream's row failed validation (null address, unreadable amount…): dropped, never the whole listing. */
  | 'invalid-row'
  /** A v2 pair token whose factory is no DEX Kinko knows: its reserves could be anything. */
  | 'pool-unknown-dex'
  /** A pool position (v2 pair token, concentrated-liquidity NFT) with a token inside that is spam or has no price: it has no value to show. */
  | 'pool-unpriced';

/** Reasons a merged portfolio row is not displayed (spec §5 "Portfolio display"). */
export type DisplayFilterReason = 'zero-balance' | 'below-display-floor';

/** @internal */
export type FilterReason = ChainFilterReason | DisplayFilterReason;

/** A verdict from one rule: why, and a human-readable detail (which symbol, which threshold…). */
export interface FilterVerdict<Reason extends FilterReason = ChainFilterReason> {
  reason: Reason;
  detail: string;
}

export interface FilteredHolding extends FilterVerdict {
  holding: TokenHolding;
}
