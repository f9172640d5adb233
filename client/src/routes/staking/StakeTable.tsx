import { HTMLTable, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useMoney } from '../../format/useMoney';
import type { HexStakeRow_StakeFragment, HexStakeStatus } from '../../graphql/generated/graphql';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';

export interface StakeTableProps {
  stakes: readonly HexStakeRow_StakeFragment[];
  /** Wallets that could not be read: a row each, so a missing wallet is never mistaken for one without stakes. */
  errors?: ReadonlyArray<{ wallet: string; message: string }>;
  unit: string;
  ended?: boolean;
  walletLabel: (address: string) => string;
  label: string;
}

const STATUS_INTENT: Record<HexStakeStatus, Intent> = { ACTIVE: Intent.PRIMARY, READY: Intent.SUCCESS, OVERDUE: Intent.DANGER, ENDED: Intent.NONE };

/** HEX stakes: principal, T-shares, the day math with a progress bar, yield, APY, USD value and status. */
export function StakeTable({ stakes, errors = [], unit, ended = false, walletLabel, label }: StakeTableProps) {
  const t = useT();
  const money = useMoney();
  const columns = 10;
  return (
    <div className="kinko-table-scroll">
      <HTMLTable compact striped className="kinko-table" aria-label={label}>
        <thead>
          <tr>
            <th>{t('table.wallet')}</th>
            <th>{t('staking.stakeId')}</th>
            <th className="kinko-numeric">{t('staking.principal', { unit })}</th>
            <th className="kinko-numeric">{t('staking.tShares')}</th>
            <th className="kinko-numeric" title={t('staking.daysHint')}>
              {ended ? t('staking.daysEnded') : t('staking.days')}
            </th>
            <th>{t('staking.progress')}</th>
            <th className="kinko-numeric">{t('staking.daysRemaining')}</th>
            <th>{t('staking.status')}</th>
            <th className="kinko-numeric">{t('staking.yield', { unit })}</th>
            <th className="kinko-numeric">{t('staking.apy')}</th>
            <th className="kinko-numeric">{t('staking.value')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`error:${error.wallet}`} className="kinko-error-row">
              <td>
                <Link to={`/wallet/${error.wallet}`}>{walletLabel(error.wallet)}</Link>
              </td>
              <td colSpan={columns} role="alert">
                {error.message}
              </td>
            </tr>
          ))}
          {stakes.length === 0 && errors.length === 0 && (
            <tr>
              <td colSpan={columns + 1} className="kinko-muted">
                {ended ? t('staking.noEnded') : t('staking.noActive')}
              </td>
            </tr>
          )}
          {stakes.map((stake) => (
            <tr key={stake.id}>
              <td>
                <Link to={`/wallet/${stake.wallet}`} className="kinko-nowrap">
                  {walletLabel(stake.wallet)}
                </Link>
              </td>
              <td>
                {stake.stakeId}
                {stake.isAutoStake && (
                  <Tag minimal className="kinko-total-tag">
                    {t('staking.auto')}
                  </Tag>
                )}
              </td>
              <td className="kinko-numeric" title={stake.principalHex}>
                <Private>{money.amount(stake.principalHex)}</Private>
              </td>
              <td className="kinko-numeric" title={stake.tShares}>
                <Private>{money.amount(stake.tShares)}</Private>
              </td>
              <td className="kinko-numeric kinko-nowrap" title={t('staking.daysTitle', { locked: stake.lockedDay, count: stake.stakedDays, end: stake.endDay })}>
                <span className="kinko-ltr">
                  {stake.lockedDay} · {t('staking.daysCount', { count: stake.stakedDays })} · {ended ? stake.unlockedDay : stake.endDay}
                </span>
              </td>
              <td className="kinko-progress-cell">
                <ProgressBar
                  value={Math.min(1, Math.max(0, stake.progress))}
                  animate={false}
                  stripes={false}
                  intent={STATUS_INTENT[stake.status]}
                  aria-label={t('staking.progressLabel', { served: stake.daysServed, count: stake.stakedDays })}
                />
                <span className="kinko-muted kinko-progress-text">{money.pct(Math.min(100, stake.progress * 100)).replace('+', '')}</span>
              </td>
              <td className="kinko-numeric">{ended ? '—' : stake.daysRemaining}</td>
              <td>
                <Tag intent={STATUS_INTENT[stake.status]} minimal>
                  {t(`staking.status.${stake.status}`)}
                </Tag>
              </td>
              <td className="kinko-numeric" title={stake.yieldHex ?? ''}>
                <Private>{stake.yieldHex === null ? '—' : money.amount(stake.yieldHex)}</Private>
              </td>
              <td className="kinko-numeric">{stake.apyPct === null ? '—' : money.pct(stake.apyPct).replace('+', '')}</td>
              <td className="kinko-numeric">
                <Private>{money.usd(stake.valueUsd)}</Private>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
