import { Callout, Card, H2, HTMLTable } from '@blueprintjs/core';
import { useMoney } from '../../format/useMoney';
import type { TokenPnlQuery } from '../../graphql/generated/graphql';
import { useT } from '../../i18n/useT';
import { Amount } from '../../components/Amount/Amount';
import { Private } from '../../privacy/Private';
import { useWalletLabel } from '../../wallets/useWalletLabel';

type PnlRow = TokenPnlQuery['pnl']['tokens'][number];

export interface TokenPnlCardProps {
  symbol: string;
  merged: PnlRow | undefined;
  wallets: readonly PnlRow[];
  loading: boolean;
}

/**
 * Realised and unrealised PnL, cost basis, average entry and return, merged across the wallets
 * (a transfer between them is no sale) and per wallet; the amount whose cost is unknown is named.
 */
export function TokenPnlCard({ symbol, merged, wallets, loading }: TokenPnlCardProps) {
  const t = useT();
  const money = useMoney();
  const walletLabel = useWalletLabel();
  const figures = (row: PnlRow) => [
    money.delta(row.pnl.realised),
    money.delta(row.pnl.unrealised),
    money.usd(row.pnl.costBasis),
    money.price(row.pnl.averageEntryPrice),
    money.pct(row.pnl.returnPct),
  ];
  const heads = [
    t('token.pnl.realised'),
    t('token.pnl.unrealised'),
    t('token.pnl.costBasis'),
    t('token.pnl.averageEntry'),
    t('token.pnl.return'),
  ];
  return (
    <Card className="kinko-card">
      <H2>{t('token.pnl.title')}</H2>
      {loading && !merged && <p className="kinko-muted">{t('common.updating')}</p>}
      {!loading && !merged && <p className="kinko-muted">{t('token.pnl.none')}</p>}
      {merged && (
        <>
          <dl className="kinko-token-figures">
            {heads.map((head, index) => (
              <div key={head}>
                <dt>{head}</dt>
                <dd>
                  <Private>{figures(merged)[index]}</Private>
                </dd>
              </div>
            ))}
          </dl>
          {/[1-9]/.test(merged.pnl.unknownCostAmount) && (
            <Callout intent="warning" icon="warning-sign">
              {t('token.pnl.unknownCost', { symbol })}{' '}
              <Amount value={merged.pnl.unknownCostAmount} /> {symbol}
            </Callout>
          )}
          {wallets.length > 1 && (
            <div className="kinko-table-scroll">
              <HTMLTable compact className="kinko-table" aria-label={t('token.pnl.perWallet')}>
                <thead>
                  <tr>
                    <th>{t('table.wallet')}</th>
                    {heads.map((head) => (
                      <th key={head} className="kinko-numeric">
                        {head}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {wallets.map((row) => (
                    <tr key={row.wallet}>
                      <td>{walletLabel(row.wallet ?? '')}</td>
                      {figures(row).map((figure, index) => (
                        <td key={index} className="kinko-numeric">
                          <Private>{figure}</Private>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
