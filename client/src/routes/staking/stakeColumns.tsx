import { Intent, ProgressBar, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Amount } from '../../components/Amount/Amount';
import { sumDecimals } from '../../format/sumDecimals';
import type { Money } from '../../format/useMoney';
import type { StakeTable_StakeFragment, HexStakeStatus } from '../../graphql/generated/graphql';
import type { Translate } from '../../i18n/I18nContext';
import { Private } from '../../privacy/Private';

type Stake = StakeTable_StakeFragment;

/** What sorts a column: a number, an exact decimal string (compared digit by digit) or text. */
export type SortValue = { number: number | null } | { decimal: string | null } | { text: string };

/** One column of the stake tables: header, cell and sort key, together so a new column is one entry. */
export interface StakeColumn {
  id: string;
  header: string;
  /** A longer explanation of the header, as its tooltip. */
  hint?: string;
  numeric?: boolean;
  className?: string;
  sortValue: (stake: Stake) => SortValue;
  cell: (stake: Stake) => ReactNode;
}

export interface StakeColumnContext {
  /** The table's rows: each amount column takes one form for all of them. */
  stakes: readonly Stake[];
  t: Translate;
  money: Money;
  unit: string;
  ended: boolean;
  walletLabel: (address: string) => string;
}

const STATUS_INTENT: Record<HexStakeStatus, Intent> = {
  PENDING: Intent.NONE,
  ACTIVE: Intent.PRIMARY,
  READY: Intent.SUCCESS,
  OVERDUE: Intent.DANGER,
  ENDED: Intent.NONE,
};

/**
 * The stake tables' columns, in order: wallet, stake, principal, T-shares, day math, progress (with
 * the days left), status, yield, APY, what ending the stake today would cost, and the value then.
 * The days left share the progress cell so the table fits a 1440 px screen beside the sidebar.
 * Ended stakes (unlocked by stakeGoodAccounting) show what they ended with: their penalty and
 * return were fixed on the unlock day.
 */
export function stakeColumns({
  stakes,
  t,
  money,
  unit,
  ended,
  walletLabel,
}: StakeColumnContext): StakeColumn[] {
  const percent = (value: number) => money.pct(value).replace('+', '');
  const principalForm = money.headlineColumn(stakes.map((stake) => stake.principalHex));
  const tSharesForm = money.headlineColumn(stakes.map((stake) => stake.tShares));
  const yieldForm = money.headlineColumn(stakes.map((stake) => stake.yieldHex));
  const lossForm = money.headlineColumn(stakes.map((stake) => stake.lossIfEndedTodayHex));
  // A stake not yet locked has served nothing; HEX locks every stake the day after it starts.
  const daysNote = (stake: Stake) => {
    if (stake.status !== 'PENDING') return t('staking.daysLeft', { count: stake.daysRemaining });
    const daysToLock = stake.daysRemaining - stake.stakedDays;
    return daysToLock === 1
      ? t('staking.locksTomorrow')
      : t('staking.locksOn', { day: stake.lockedDay });
  };
  // The loss, then the contract's own figures: what stakeEnd computes and what it would mint.
  const endTitle = (stake: Stake) => {
    const full = (value: string | null) => (value === null ? '—' : money.amount(value));
    const gross =
      stake.payoutIfEndedTodayHex === null
        ? null
        : sumDecimals([stake.principalHex, stake.payoutIfEndedTodayHex]);
    return t('staking.endTitle', {
      loss: full(stake.lossIfEndedTodayHex),
      gross: full(gross),
      returned: full(stake.returnIfEndedTodayHex),
      penalty: full(stake.penaltyIfEndedTodayHex),
      unit,
    });
  };
  return [
    {
      id: 'wallet',
      header: t('table.wallet'),
      sortValue: (stake) => ({ text: walletLabel(stake.wallet) }),
      cell: (stake) => <Link to={`/wallet/${stake.wallet}`}>{walletLabel(stake.wallet)}</Link>,
    },
    {
      id: 'stakeId',
      header: t('staking.stakeId'),
      sortValue: (stake) => ({ decimal: stake.stakeId }),
      cell: (stake) => (
        <span className="kinko-stake-id">
          {stake.stakeId}
          {stake.isAutoStake && <Tag minimal>{t('staking.auto')}</Tag>}
          {stake.isHsi && (
            <Tag minimal title={t('staking.hsiTitle', { address: stake.hsiAddress ?? '' })}>
              {stake.isTokenized
                ? t('staking.hsiToken', { id: stake.hsiTokenId ?? '' })
                : t('staking.hsi')}
            </Tag>
          )}
        </span>
      ),
    },
    // Two decimals at most in the table (the exact amount is the tooltip), so eleven columns fit.
    {
      id: 'principal',
      header: t('staking.principal', { unit }),
      numeric: true,
      sortValue: (stake) => ({ decimal: stake.principalHex }),
      cell: (stake) => <Amount value={stake.principalHex} format={principalForm} />,
    },
    {
      id: 'tShares',
      header: t('staking.tShares'),
      numeric: true,
      sortValue: (stake) => ({ decimal: stake.tShares }),
      cell: (stake) => <Amount value={stake.tShares} format={tSharesForm} />,
    },
    {
      id: 'days',
      header: ended ? t('staking.daysEnded') : t('staking.days'),
      hint: t('staking.daysHint'),
      numeric: true,
      sortValue: (stake) => ({ number: stake.lockedDay }),
      cell: (stake) => (
        <span
          className="kinko-ltr kinko-days"
          title={t('staking.daysTitle', {
            locked: stake.lockedDay,
            count: stake.stakedDays,
            end: stake.endDay,
          })}
        >
          <span className="kinko-nowrap">
            {stake.lockedDay} → {ended ? stake.unlockedDay : stake.endDay}
          </span>
          <span className="kinko-muted kinko-nowrap">
            {t('staking.daysCount', { count: stake.stakedDays })}
          </span>
        </span>
      ),
    },
    {
      id: 'progress',
      header: t('staking.progress'),
      className: 'kinko-progress-cell',
      sortValue: (stake) => ({ number: stake.progress }),
      cell: (stake) => (
        <>
          <ProgressBar
            value={Math.min(1, Math.max(0, stake.progress))}
            animate={false}
            stripes={false}
            intent={STATUS_INTENT[stake.status]}
            aria-label={t('staking.progressLabel', {
              served: stake.daysServed,
              count: stake.stakedDays,
            })}
          />
          <span className="kinko-muted kinko-progress-text">
            {percent(Math.min(100, stake.progress * 100))}
            {!ended && ` · ${daysNote(stake)}`}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('staking.status'),
      sortValue: (stake) => ({ text: stake.status }),
      cell: (stake) => (
        <Tag intent={STATUS_INTENT[stake.status]} minimal>
          {t(`staking.status.${stake.status}`)}
        </Tag>
      ),
    },
    {
      id: 'yield',
      header: t('staking.yield', { unit }),
      numeric: true,
      sortValue: (stake) => ({ decimal: stake.yieldHex }),
      cell: (stake) =>
        stake.yieldHex === null ? '—' : <Amount value={stake.yieldHex} format={yieldForm} />,
    },
    {
      id: 'apy',
      header: t('staking.apy'),
      numeric: true,
      sortValue: (stake) => ({ number: stake.apyPct }),
      cell: (stake) => (stake.apyPct === null ? '—' : percent(stake.apyPct)),
    },
    {
      id: 'penalty',
      header: ended ? t('staking.penaltyEnded', { unit }) : t('staking.penalty', { unit }),
      hint: ended ? t('staking.penaltyEndedHint') : t('staking.penaltyHint'),
      numeric: true,
      sortValue: (stake) => ({ decimal: stake.lossIfEndedTodayHex }),
      cell: (stake) =>
        stake.lossIfEndedTodayHex === null ? (
          '—'
        ) : (
          // Masked whole in privacy mode, tooltip included (as Amount is).
          <Private>
            <span className="kinko-amount" title={endTitle(stake)}>
              {lossForm(stake.lossIfEndedTodayHex)}
            </span>
          </Private>
        ),
    },
    {
      id: 'value',
      header: t('staking.value'),
      hint: ended ? t('staking.valueEndedHint') : t('staking.valueHint'),
      numeric: true,
      sortValue: (stake) => ({ number: stake.valueUsd }),
      cell: (stake) => (
        <Private>
          <span
            title={
              stake.grossValueUsd === null
                ? undefined
                : t('staking.grossValue', { value: money.usd(stake.grossValueUsd) })
            }
          >
            {money.usd(stake.valueUsd)}
          </span>
        </Private>
      ),
    },
  ];
}
