import { CHAINS } from '../../../../shared/src/chains';
import type { TokenHolding } from '../holding';
import { CHAIN_RULES, type HoldingRule } from './chainRules';
import type { FilteredHolding, FilterVerdict } from './filterReason';
import { isSpam } from './spam';

/**
 * The chain's own coin: no contract address and the registry's native symbol. The native coin is
 * built by the gateway from the registry, not read from a token listing, so no chain rule or spam
 * check applies to it (spec §5: "except native coin", "native coin always kept"). The portfolio's
 * display floor still does.
 */
export function isNativeHolding(holding: TokenHolding): boolean {
  return (
    holding.token.address === null &&
    holding.token.symbol.toUpperCase() === CHAINS[holding.chain].nativeSymbol.toUpperCase()
  );
}

/**
 * Spec §5 names "entries with no address" for Base and Polygon, whose listings produced them. On
 * any chain such an entry cannot be told apart from the native coin (its merge key would be
 * `chain:native:…`), so it is dropped everywhere.
 */
const noAddress: HoldingRule = ({ token }) =>
  token.address === null
    ? { reason: 'no-address', detail: 'no contract address and not the native coin' }
    : null;

const spam: HoldingRule = ({ token }) => {
  const verdict = isSpam(token);
  return verdict.spam
    ? { reason: 'spam', detail: `${verdict.field} matches ${verdict.rule} "${verdict.match}"` }
    : null;
};

/**
 * Applies spec §5's per-chain rules and the spam filter to holdings of any chains, one wallet or
 * many. Every holding ends in exactly one list, in input order; a dropped one carries the first
 * reason found.
 */
export function filterChainHoldings(holdings: readonly TokenHolding[]): {
  kept: TokenHolding[];
  filtered: FilteredHolding[];
} {
  const kept: TokenHolding[] = [];
  const filtered: FilteredHolding[] = [];
  for (const holding of holdings) {
    const verdict = isNativeHolding(holding) ? null : firstVerdict(holding);
    if (verdict === null) kept.push(holding);
    else filtered.push({ holding, ...verdict });
  }
  return { kept, filtered };
}

function firstVerdict(holding: TokenHolding): FilterVerdict | null {
  const rules = CHAIN_RULES[holding.chain];
  for (const rule of [noAddress, ...rules.identity, spam, ...rules.value]) {
    const verdict = rule(holding);
    if (verdict !== null) return verdict;
  }
  return null;
}
