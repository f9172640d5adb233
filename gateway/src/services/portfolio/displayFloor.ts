import type { DisplayFilterReason, FilterVerdict } from '../filters/filterReason';
import { finiteOrNull } from '../../util/finiteOrNull';
import type { PortfolioToken } from './mergeHoldings';

/** Spec §9 "Minimum token value kept … 0.02 USD (portfolio display)". */
export const DISPLAY_MIN_USD = 0.02;

export interface HiddenToken extends FilterVerdict<DisplayFilterReason> {
  token: PortfolioToken;
}

/**
 * Spec §5 "Portfolio display: holdings under 0.02 USD dropped; zero raw balance dropped", applied
 * to the merged rows rather than to each wallet's holding: the portfolio shows tokens, so a token
 * worth 0.015 USD in each of two wallets is a 0.03 USD row and is shown. Exactly 0.02 is shown
 * ("under" is strict); a row with no USD value is not. The native coin is not exempt here.
 */
export function applyDisplayFloor(rows: readonly PortfolioToken[]): {
  shown: PortfolioToken[];
  hidden: HiddenToken[];
} {
  const shown: PortfolioToken[] = [];
  const hidden: HiddenToken[] = [];
  for (const token of rows) {
    const verdict = displayVerdict(token);
    if (verdict === null) shown.push(token);
    else hidden.push({ token, ...verdict });
  }
  return { shown, hidden };
}

function displayVerdict(token: PortfolioToken): FilterVerdict<DisplayFilterReason> | null {
  if (BigInt(token.balanceRaw) === 0n)
    return { reason: 'zero-balance', detail: 'raw balance is 0' };
  const value = finiteOrNull(token.valueUsd);
  if (value === null)
    return {
      reason: 'below-display-floor',
      detail: `no USD value, so not ${DISPLAY_MIN_USD} USD or more`,
    };
  return value < DISPLAY_MIN_USD
    ? { reason: 'below-display-floor', detail: `${value} USD is under ${DISPLAY_MIN_USD} USD` }
    : null;
}
