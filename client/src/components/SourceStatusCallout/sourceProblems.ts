import type { ChainKey, SourceStatusCallout_StatusFragment } from '../../graphql/generated/graphql';

/** The kind of read a status is about: the part of `source` before the colon (schema: SourceStatus.source). */
export type SourceKind = 'balances' | 'native' | 'prices' | 'positions' | 'other';

export interface SourceProblem {
  state: 'FAILED' | 'STALE';
  chain: ChainKey;
  kind: SourceKind;
  /** The upstream named after the colon, when there is one. */
  upstream: string | null;
  message: string | null;
  /** Wallets affected, in first-seen order; empty when the problem is not about one wallet (prices). */
  wallets: string[];
  /** Oldest age among the stale answers, seconds. */
  ageSeconds: number | null;
  /**
   * Nothing on this server serves it (reason NOT_CONFIGURED: a missing API key): a fact of the
   * deployment, said as a note, not a failure to retry.
   */
  configuration: boolean;
}

// Price sources report under their own names (dexscreener, defillama-24h, dex(wpls), …).
const PRICE_SOURCE = /^(price|dex|defillama|coingecko|stablecoin)/;

export function sourceKind(source: string): SourceKind {
  const kind = source.split(':')[0] ?? '';
  if (kind === 'token-listing') return 'balances';
  if (kind === 'native-balance') return 'native';
  // Pool, farm and concentrated-position reads (the chain's RPC nodes): a failure leaves the
  // positions out of the total, which the reader must be told in those words.
  if (kind === 'positions') return 'positions';
  if (PRICE_SOURCE.test(kind)) return 'prices';
  return 'other';
}

/** A failed source makes a total a lower bound, not the value: it is tagged incomplete. */
export function anyFailed(
  sources: readonly { state: SourceStatusCallout_StatusFragment['state'] }[] | undefined,
): boolean {
  return sources?.some((status) => status.state === 'FAILED') ?? false;
}

/**
 * The failed and stale statuses, grouped so that one failing chain read over five wallets is one
 * line naming the five wallets, not five lines. Healthy statuses (FRESH, CACHED) are dropped.
 */
export function sourceProblems(
  sources: readonly SourceStatusCallout_StatusFragment[],
): SourceProblem[] {
  const groups = new Map<string, SourceProblem>();
  for (const status of sources) {
    if (status.state !== 'FAILED' && status.state !== 'STALE') continue;
    const kind = sourceKind(status.source);
    // "kind:upstream", or a bare upstream name (price sources report as "dexscreener").
    const upstream = status.source.includes(':')
      ? status.source.slice(status.source.indexOf(':') + 1)
      : kind === 'balances' || kind === 'native'
        ? null
        : status.source;
    const configuration = status.reason === 'NOT_CONFIGURED';
    const key = [
      status.state,
      status.chain,
      kind,
      upstream ?? '',
      status.message ?? '',
      configuration,
    ].join('|');
    let group = groups.get(key);
    if (!group) {
      group = {
        state: status.state,
        chain: status.chain,
        kind,
        upstream,
        message: status.message,
        wallets: [],
        ageSeconds: null,
        configuration,
      };
      groups.set(key, group);
    }
    if (status.wallet !== null && !group.wallets.includes(status.wallet))
      group.wallets.push(status.wallet);
    if (status.ageSeconds !== null)
      group.ageSeconds = Math.max(group.ageSeconds ?? 0, status.ageSeconds);
  }
  // Failures first: they make a total wrong, staleness only old.
  return [...groups.values()].sort((a, b) =>
    a.state === b.state ? 0 : a.state === 'FAILED' ? -1 : 1,
  );
}

/**
 * Spec §8: a network failure reading PulseChain or Ethereum balances is reported with the spec's
 * "Network issue (PulseChain or Ethereum)…" text.
 */
export function isChainNetworkIssue(problem: SourceProblem): boolean {
  return (
    problem.state === 'FAILED' &&
    !problem.configuration &&
    (problem.chain === 'PULSE' || problem.chain === 'ETH') &&
    (problem.kind === 'balances' || problem.kind === 'native')
  );
}

export function formatAge(seconds: number): { value: number; unit: 's' | 'min' | 'h' | 'd' } {
  if (seconds < 120) return { value: seconds, unit: 's' };
  if (seconds < 2 * 3600) return { value: Math.round(seconds / 60), unit: 'min' };
  if (seconds < 2 * 86_400) return { value: Math.round(seconds / 3600), unit: 'h' };
  return { value: Math.round(seconds / 86_400), unit: 'd' };
}
