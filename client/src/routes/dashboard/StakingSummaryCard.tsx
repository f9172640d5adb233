import { Card, Classes, H2, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useMoney } from '../../format/useMoney';
import type { HexNetwork } from '../../graphql/generated/graphql';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { useStakingTotals } from '../../format/stakingTotals';
import { useHexStaking } from '../../data/useHexStaking';

/** HEX and eHEX staking at a glance: active stakes, staked value and yield so far, per network. */
export function StakingSummaryCard() {
  const t = useT();
  return (
    <Card className="kinko-card">
      <H2>{t('dashboard.staking')}</H2>
      <HTMLTable
        compact
        className="kinko-table kinko-staking-summary"
        aria-label={t('dashboard.staking')}
      >
        <thead>
          <tr>
            <th>{t('table.token')}</th>
            <th className="kinko-numeric">{t('dashboard.stakes')}</th>
            {/* Net of penalties: what ending every stake today would return. */}
            <th className="kinko-numeric" title={t('staking.valueHint')}>
              {t('staking.value')}
            </th>
            <th className="kinko-numeric">{t('dashboard.stakeYield')}</th>
          </tr>
        </thead>
        <tbody>
          <StakingRow network="PULSECHAIN" unit="HEX" to="/staking/hex" />
          <StakingRow network="ETHEREUM" unit="eHEX" to="/staking/ehex" />
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function StakingRow({ network, unit, to }: { network: HexNetwork; unit: string; to: string }) {
  const t = useT();
  const money = useMoney();
  const format = useFormat();
  const { data, error, loading } = useHexStaking(network);
  const totals = useStakingTotals(data?.rows ?? []);
  const skeleton = loading ? Classes.SKELETON : '';
  const failed = error !== null || (data?.errors.length ?? 0) > 0;
  return (
    <tr>
      <td>
        <Link to={to}>{unit}</Link>
      </td>
      <td className={`kinko-numeric ${skeleton}`}>{data ? totals.count : '—'}</td>
      <td className={`kinko-numeric ${skeleton}`}>
        <Private>{data ? money.usd(totals.valueUsd) : '—'}</Private>
        {failed && (
          <span className="kinko-down" title={t('dashboard.stakingIncomplete')}>
            {' '}
            *
          </span>
        )}
      </td>
      <td className={`kinko-numeric ${skeleton}`}>
        {/* Compact ("33.96B"): a glance, not an account; the staking page has the exact figure. */}
        <Private>
          {data
            ? `${format.number(Number(totals.yieldHex), { notation: 'compact', maximumFractionDigits: 2 })} ${unit}`
            : '—'}
        </Private>
      </td>
    </tr>
  );
}
