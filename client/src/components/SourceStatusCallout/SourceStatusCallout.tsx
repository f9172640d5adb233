import { Callout, Intent } from '@blueprintjs/core';
import { texts } from '../../../../shared/src/texts';
import type { ChainKey, SourceStatusCallout_StatusFragment } from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { CalloutTitle } from '../ErrorCallout/CalloutTitle';
import type { PlainKey } from '../../i18n/catalog';
import { sourceName } from './sourceName';
import {
  formatAge,
  isChainNetworkIssue,
  sourceProblems,
  type SourceProblem,
} from './sourceProblems';

export interface SourceStatusCalloutProps {
  sources: readonly SourceStatusCallout_StatusFragment[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  walletLabel?: (address: string) => string;
}

const KIND_KEY: Record<SourceProblem['kind'], PlainKey> = {
  balances: 'sources.kind.balances',
  native: 'sources.kind.native',
  prices: 'sources.kind.prices',
  positions: 'sources.kind.positions',
  other: 'sources.kind.other',
};

/**
 * Names every chain and wallet whose data failed or is only an expired copy, so a partial answer
 * is never mistaken for a whole one (DESIGN.md "Layers": the dashboard says "BSC balances
 * unavailable" instead of silently showing a lower total). Renders nothing when all answered.
 */
export function SourceStatusCallout({
  sources,
  chains,
  walletLabel = (address) => address,
}: SourceStatusCalloutProps) {
  const t = useT();
  const all = sourceProblems(sources);
  if (all.length === 0) return null;
  const problems = all.filter((problem) => !problem.configuration);
  const unserved = all.filter((problem) => problem.configuration);
  const failed = problems.some((problem) => problem.state === 'FAILED');

  const describe = (problem: SourceProblem) => {
    const vars = {
      chain: chainName(chains, problem.chain),
      what: t(KIND_KEY[problem.kind]),
      wallets: problem.wallets.map(walletLabel).join(', '),
    };
    let line =
      problem.wallets.length > 0
        ? t(problem.state === 'FAILED' ? 'sources.failedFor' : 'sources.staleFor', vars)
        : t(problem.state === 'FAILED' ? 'sources.failed' : 'sources.stale', vars);
    if (problem.state === 'STALE' && problem.ageSeconds !== null) {
      const age = formatAge(problem.ageSeconds);
      line += ` ${t('sources.age', { age: t(`sources.age.${age.unit}`, { count: age.value }) })}`;
    }
    // Who failed, in words (the raw upstream id and message are for the API and the logs, not the page).
    const name = sourceName(problem.upstream);
    if (name === null) return line;
    return `${line} (${t('sources.via', { source: 'brand' in name ? name.brand : t(name.key) })})`;
  };

  const lines = (list: readonly SourceProblem[], line: (problem: SourceProblem) => string) => (
    <ul className="kinko-source-list">
      {/* Two lists of one chain (a history's transactions and its token transfers) failing
          alike read the same in words: said once. */}
      {[...new Set(list.map(line))].map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );

  return (
    <>
      {problems.length > 0 && (
        <Callout intent={failed ? Intent.DANGER : Intent.WARNING} role="status">
          <CalloutTitle>{failed ? t('sources.titleFailed') : t('sources.titleStale')}</CalloutTitle>
          {problems.some(isChainNetworkIssue) && <p>{texts.networkIssue}</p>}
          {lines(problems, describe)}
        </Callout>
      )}
      {unserved.length > 0 && (
        <Callout intent={Intent.NONE} icon="info-sign" role="note">
          <CalloutTitle>{t('sources.titleNotConfigured')}</CalloutTitle>
          {lines(unserved, (problem) =>
            t('sources.notConfigured', {
              chain: chainName(chains, problem.chain),
              what: t(KIND_KEY[problem.kind]),
            }),
          )}
        </Callout>
      )}
    </>
  );
}
