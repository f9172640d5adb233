import { Card, H2 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { BarChart } from '../../charts/BarChart';
import { DonutChart } from '../../charts/DonutChart';
import { useMoney } from '../../format/useMoney';
import { valueByChain } from '../../format/portfolioMath';
import type { FragmentType } from '@apollo/client';
import {
  Allocation_TokenFragmentDoc,
  type Allocation_PositionFragment,
  type ChainKey,
} from '../../graphql/generated/graphql';
import { useFragmentList } from '../../graphql/useFragmentList';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { usePrivacy } from '../../privacy/usePrivacy';
import { allocationAssets } from './allocationAssets';

export interface AllocationProps {
  tokens: ReadonlyArray<FragmentType<typeof Allocation_TokenFragmentDoc>>;
  /** Weighed by the tokens inside them (allocationAssets). */
  positions: readonly Allocation_PositionFragment[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
}

/**
 * Where the value sits: a donut by chain and bars by token (the largest, the rest as "Other"),
 * positions counted by the tokens inside them.
 */
export function Allocation({ tokens, positions, chains }: AllocationProps) {
  const t = useT();
  const tokenRows = useFragmentList(Allocation_TokenFragmentDoc, tokens);
  const rows = useMemo(() => allocationAssets(tokenRows, positions), [tokenRows, positions]);
  const format = useMoney();
  const privacy = usePrivacy();
  const byChain = useMemo(
    () =>
      [...valueByChain(rows)].map(([chain, value]) => ({
        id: chain,
        label: chainName(chains, chain),
        value,
      })),
    [rows, chains],
  );
  const byToken = useMemo(
    () =>
      rows.map((row) => ({
        id: row.id,
        label: `${row.symbol} · ${chainName(chains, row.chain)}`,
        value: row.valueUsd,
      })),
    [rows, chains],
  );
  const money = (value: number) => <Private>{format.usd(value)}</Private>;
  const total = byChain.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <div className="kinko-grid-2">
      <Card className="kinko-card">
        <H2>{t('allocation.byChain')}</H2>
        <DonutChart
          title={t('allocation.byChain')}
          data={byChain}
          formatValue={money}
          // The description is SVG text, out of Private's reach: masked here or the DOM reads it out.
          describeValue={privacy.enabled ? () => t('privacy.hiddenValue') : format.usd}
          otherLabel={t('allocation.other')}
          emptyText={t('allocation.empty')}
          center={
            <Private>
              <span title={format.usd(total)}>{format.usdShort(total)}</span>
            </Private>
          }
        />
      </Card>
      <Card className="kinko-card">
        <H2>{t('allocation.byToken')}</H2>
        <BarChart
          title={t('allocation.byToken')}
          data={byToken}
          formatValue={money}
          otherLabel={t('allocation.other')}
          emptyText={t('allocation.empty')}
        />
      </Card>
    </div>
  );
}
