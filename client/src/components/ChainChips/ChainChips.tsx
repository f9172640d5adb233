import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChainLogo } from '../Logo/ChainLogo';
import { useMoney } from '../../format/useMoney';
import type { ChainKey } from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';

export interface ChainSummary {
  chain: ChainKey;
  valueUsd: number;
  tokens: number;
}

export interface ChainChipsProps {
  summaries: readonly ChainSummary[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  selected: ChainKey | 'ALL';
  onSelect: (chain: ChainKey | 'ALL') => void;
}

/** Holdings per chain: each chain's value and token count, and a filter for the table below. */
export function ChainChips({ summaries, chains, selected, onSelect }: ChainChipsProps) {
  const t = useT();
  const money = useMoney();
  return (
    <ButtonGroup className="kinko-chain-chips" aria-label={t('chains.filter')}>
      <Button
        active={selected === 'ALL'}
        aria-pressed={selected === 'ALL'}
        onClick={() => onSelect('ALL')}
        text={t('table.allChains')}
      />
      {summaries.map((summary) => (
        <Button
          key={summary.chain}
          active={selected === summary.chain}
          aria-pressed={selected === summary.chain}
          onClick={() => onSelect(summary.chain)}
        >
          <ChainLogo chain={summary.chain} />{' '}
          <span className="kinko-chip-name">{chainName(chains, summary.chain)}</span>{' '}
          <Private>
            <strong>{money.usd(summary.valueUsd)}</strong>
          </Private>{' '}
          <span className="kinko-muted">{t('chains.tokens', { count: summary.tokens })}</span>
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** Chains in registry order with their value and count; chains with nothing are left out. */
export function summariseChains(
  rows: ReadonlyArray<{ chain: ChainKey; valueUsd: number | null }>,
  order: readonly ChainKey[],
): ChainSummary[] {
  const byChain = new Map<ChainKey, ChainSummary>();
  for (const row of rows) {
    const summary = byChain.get(row.chain) ?? { chain: row.chain, valueUsd: 0, tokens: 0 };
    summary.valueUsd += Number.isFinite(row.valueUsd ?? 0) ? (row.valueUsd ?? 0) : 0;
    summary.tokens += 1;
    byChain.set(row.chain, summary);
  }
  const ordered = order.filter((chain) => byChain.has(chain));
  const rest = [...byChain.keys()].filter((chain) => !ordered.includes(chain));
  return [...ordered, ...rest].map((chain) => byChain.get(chain) as ChainSummary);
}
