import { Card, H2, H3 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { LineChart } from '../../charts/LineChart';
import { Amount } from '../../components/Amount/Amount';
import { useMoney } from '../../format/useMoney';
import type { TokenHistoryQuery } from '../../graphql/generated/graphql';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { usePrivacy } from '../../privacy/usePrivacy';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { DAY_FORMAT } from './TokenPriceChart';
import { walletSeries } from './tokenPageData';

type Points = TokenHistoryQuery['tokenHistory']['points'];

const AXIS = { notation: 'compact', maximumFractionDigits: 1 } as const;

/** Each saved wallet's holding of the token now, and its value over the range's days. */
export function TokenWallets({ wallets, points }: { wallets: readonly string[]; points: Points }) {
  const t = useT();
  const money = useMoney();
  const format = useFormat();
  const { mask } = usePrivacy();
  const walletLabel = useWalletLabel();
  const now = points.at(-1);
  const time = (value: number) => format.date(value, DAY_FORMAT);
  return (
    <section className="kinko-section" aria-label={t('token.holdings')}>
      <H2>{t('token.holdings')}</H2>
      <div className="kinko-grid-2">
        {wallets.map((wallet) => {
          const held = now?.wallets.find((entry) => entry.wallet.toLowerCase() === wallet);
          const series = walletSeries(points, wallet);
          return (
            <Card key={wallet} className="kinko-card" role="group" aria-label={walletLabel(wallet)}>
              <H3>
                <Link to={`/wallet/${wallet}`}>{walletLabel(wallet)}</Link>
              </H3>
              <p className="kinko-token-holding">
                <Amount value={held?.amount ?? '0'} />{' '}
                <Private>{money.usd(held?.valueUsd ?? null)}</Private>
              </p>
              {series.length > 0 && (
                <LineChart
                  label={t('token.walletChart', { wallet: walletLabel(wallet) })}
                  points={series}
                  height={140}
                  formatValue={(value) => mask(money.usd(value))}
                  formatTick={(value) => mask(format.currency(value, 'USD', AXIS))}
                  formatTime={time}
                  partialText={() => ''}
                />
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
