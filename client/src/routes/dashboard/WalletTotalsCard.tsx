import { Card, H2 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { BarChart } from '../../charts/BarChart';
import { useMoney } from '../../format/useMoney';
import type { WalletSummary } from '../../format/portfolioMath';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';

/** How the total splits between the visible wallets. */
export function WalletTotalsCard({
  summaries,
  walletLabel,
}: {
  summaries: readonly WalletSummary[];
  walletLabel: (address: string) => string;
}) {
  const t = useT();
  const money = useMoney();
  return (
    <Card className="kinko-card">
      <H2>{t('dashboard.byWallet')}</H2>
      <BarChart
        title={t('dashboard.byWallet')}
        data={summaries.map((summary) => ({
          id: summary.wallet,
          label: walletLabel(summary.wallet),
          value: summary.totalUsd,
        }))}
        formatValue={(value) => <Private>{money.usd(value)}</Private>}
        otherLabel={t('allocation.other')}
        emptyText={t('allocation.empty')}
      />
      <Link to="/wallets">{t('dashboard.allWallets')}</Link>
    </Card>
  );
}
