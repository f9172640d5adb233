import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { TokenHolding } from '../tokenHolding';
import {
  ETH_BLOCKLISTED_SYMBOLS,
  ETH_FLAGGED_NAME_FRAGMENTS,
  PULSE_BLOCKLISTED_CONTRACTS,
} from './blocklist';
import type { FilterVerdict } from './filterReason';
import { finiteOrNull } from '../../util/finiteOrNull';

/** One filtering rule: the reason to drop a holding, or null to let it through. */
export type HoldingRule = (holding: TokenHolding) => FilterVerdict | null;

/**
 * A chain's rules (spec §5 "Token filtering"), in two stages so the reason reported is the most
 * telling one: identity rules (what the token is) run before the spam filter, value rules (how
 * much is held) after it. A spam token worth nothing is reported as spam, not as dust.
 */
export interface ChainRules {
  identity: readonly HoldingRule[];
  value: readonly HoldingRule[];
}

const pulseBlocklisted: HoldingRule = ({ token }) =>
  token.address !== null && PULSE_BLOCKLISTED_CONTRACTS.has(token.address)
    ? { reason: 'blocklisted', detail: `contract ${token.address} is blocklisted` }
    : null;

const ethBlocklistedSymbol: HoldingRule = ({ token }) => {
  const symbol = token.symbol.trim().toUpperCase();
  return ETH_BLOCKLISTED_SYMBOLS.has(symbol)
    ? { reason: 'blocklisted', detail: `symbol ${symbol} is blocklisted` }
    : null;
};

const ethFlaggedName: HoldingRule = ({ token }) => {
  const name = token.name.toLowerCase();
  const fragment = ETH_FLAGGED_NAME_FRAGMENTS.find((flagged) => name.includes(flagged));
  return fragment === undefined
    ? null
    : { reason: 'flagged', detail: `name contains "${fragment}"` };
};

/** Spec §5 Ethereum: "no price and no symbol or name", read as neither a symbol nor a name. */
const noPriceNoIdentity: HoldingRule = ({ token, priceUsd }) => {
  const price = finiteOrNull(priceUsd);
  const hasPrice = price !== null && price > 0;
  return !hasPrice && token.symbol.trim() === '' && token.name.trim() === ''
    ? { reason: 'no-price-no-identity', detail: 'no price, no symbol and no name' }
    : null;
};

const zeroBalance: HoldingRule = ({ balanceRaw }) =>
  BigInt(balanceRaw) === 0n ? { reason: 'zero-balance', detail: 'raw balance is 0' } : null;

/**
 * PulseChain (spec §5): "value at or below 0.01 USD dropped". A holding with no USD value has no
 * value above the floor either, so it goes too, under its own reason.
 */
function valueAtOrBelowFloor(chain: ChainKey): HoldingRule {
  const floor = CHAINS[chain].minTokenUsd;
  return ({ valueUsd }) => {
    if (floor === null) return null;
    const value = finiteOrNull(valueUsd);
    if (value === null)
      return { reason: 'no-price', detail: `no USD value, so not above ${floor} USD` };
    return value <= floor
      ? { reason: 'dust', detail: `${value} USD is at or below ${floor} USD` }
      : null;
  };
}

/**
 * Ethereum (spec §5): "under 0.01 USD dropped" — strictly under, unlike PulseChain's "at or
 * below". Unpriced tokens with a symbol or name stay: only noPriceNoIdentity removes unpriced ones.
 */
function valueUnderFloor(chain: ChainKey): HoldingRule {
  const floor = CHAINS[chain].minTokenUsd;
  return ({ valueUsd }) => {
    const value = finiteOrNull(valueUsd);
    if (floor === null || value === null) return null;
    return value < floor ? { reason: 'dust', detail: `${value} USD is under ${floor} USD` } : null;
  };
}

/**
 * Per chain, checked by the compiler for completeness. BSC has no rule of its own in spec §5; its
 * listings (indexer, multicall) are shaped like Base's and Polygon's, so it gets theirs.
 * Entries with no address are handled for every chain in filterChainHoldings.
 */
export const CHAIN_RULES: Readonly<Record<ChainKey, ChainRules>> = {
  pulse: { identity: [pulseBlocklisted], value: [valueAtOrBelowFloor('pulse')] },
  eth: {
    identity: [ethBlocklistedSymbol, ethFlaggedName],
    value: [noPriceNoIdentity, valueUnderFloor('eth')],
  },
  base: { identity: [], value: [zeroBalance] },
  bsc: { identity: [], value: [zeroBalance] },
  polygon: { identity: [], value: [zeroBalance] },
};
