import { Callout, Intent } from '@blueprintjs/core';
import type { ChainKey, SourceStatusCallout_StatusFragment } from '../../graphql/generated/graphql';

export interface SourceStatusCalloutProps {
  sources: readonly SourceStatusCallout_StatusFragment[];
  chainNames: ReadonlyMap<ChainKey, string>;
}

/**
 * Names every source that failed or could only offer expired data, so a partial answer is never
 * mistaken for a whole one (DESIGN.md "Layers": the dashboard says "BSC balances unavailable"
 * instead of silently showing a lower total). Renders nothing when every source answered.
 */
export function SourceStatusCallout({ sources, chainNames }: SourceStatusCalloutProps) {
  const failed = sources.filter((status) => status.state === 'FAILED');
  const stale = sources.filter((status) => status.state === 'STALE');
  if (failed.length === 0 && stale.length === 0) return null;

  const describe = (status: SourceStatusCallout_StatusFragment) => {
    const chain = chainNames.get(status.chain) ?? status.chain;
    if (status.state === 'STALE') {
      const age = status.ageSeconds === null ? '' : `, ${formatAge(status.ageSeconds)} old`;
      return `${chain} (${status.source}): showing saved data${age}${status.message ? ` — ${status.message}` : ''}`;
    }
    return `${chain} (${status.source}): unavailable${status.message ? ` — ${status.message}` : ''}`;
  };

  return (
    <Callout
      intent={failed.length > 0 ? Intent.DANGER : Intent.WARNING}
      title={failed.length > 0 ? 'Some sources did not answer: the total may be incomplete' : 'Some data is out of date'}
    >
      <ul className="kinko-source-list">
        {[...failed, ...stale].map((status) => (
          <li key={`${status.chain}:${status.source}:${status.wallet ?? ''}`}>{describe(status)}</li>
        ))}
      </ul>
    </Callout>
  );
}

function formatAge(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 2 * 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * 86_400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}
