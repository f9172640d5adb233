import { CHAINS } from '../../../../shared/src/chains';
import type { TokenHolding } from '../tokenHolding';
import { CHAIN_RULES, type HoldingRule } from './chainRules';
import type { FilteredHolding, FilterVerdict } from './filterReason';
import { isSpam, type SpamCandidate, type SpamVerdict } from './spam';

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

/**
 * The spam rule with its verdicts kept for one filtering: the same token sits in many wallets'
 * holdings, and its verdict depends only on the fields isSpam reads (the regexes run
 * once per token, not per holding).
 */
export function spamRule(): HoldingRule {
  const verdicts = new Map<string, SpamVerdict>();
  return ({ token }) => {
    const candidate: SpamCandidate = token;
    const key = JSON.stringify([candidate.name, candidate.symbol, candidate.description ?? null]);
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = isSpam(candidate);
      verdicts.set(key, verdict);
    }
    return verdict.spam
      ? { reason: 'spam', detail: `${verdict.field} matches ${verdict.rule} "${verdict.match}"` }
      : null;
  };
}

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
  const spam = spamRule();
  for (const holding of holdings) {
    const verdict = isNativeHolding(holding)
      ? null
      : (identityVerdict(holding, spam) ?? valueVerdict(holding));
    if (verdict === null) kept.push(holding);
    else filtered.push({ holding, ...verdict });
  }
  return { kept, filtered };
}

/** What the token is (address, chain blocklists, spam): a verdict that holds whatever the amount. */
export function identityVerdict(holding: TokenHolding, spam: HoldingRule): FilterVerdict | null {
  return firstOf([noAddress, ...CHAIN_RULES[holding.chain].identity, spam], holding);
}

/** How much is held: the chain's floors, which a day of history applies to that day's value. */
export function valueVerdict(holding: TokenHolding): FilterVerdict | null {
  return firstOf(CHAIN_RULES[holding.chain].value, holding);
}

function firstOf(rules: readonly HoldingRule[], holding: TokenHolding): FilterVerdict | null {
  for (const rule of rules) {
    const verdict = rule(holding);
    if (verdict !== null) return verdict;
  }
  return null;
}
