import { Card, Classes, H2, Tag } from '@blueprintjs/core';
import { ChainLogo } from '../../components/Logo/ChainLogo';
import { Link } from 'react-router';
import { shortAddress } from '../../../../shared/src/addresses';
import { ChangeText } from '../../components/ChangeText/ChangeText';
import type { WalletSummary } from '../../format/portfolioMath';
import { useMoney } from '../../format/useMoney';
import type { ChainKey } from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import type { SavedWallet } from '../../wallets/useWallets';

export interface WalletCardProps {
  wallet: SavedWallet;
  summary: WalletSummary | undefined;
  portfolioTotal: number;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  loading: boolean;
}

/** One saved wallet: its total, 24h change, share of the portfolio, chains and largest holdings. */
export function WalletCard({ wallet, summary, portfolioTotal, chains, loading }: WalletCardProps) {
  const t = useT();
  const money = useMoney();
  const skeleton = loading ? Classes.SKELETON : '';
  return (
    <Card className="kinko-card kinko-wallet-card" interactive={!wallet.hidden}>
      {/* Named by what it shows, the wallet's name and address (a different label fails WCAG 2.5.3). */}
      <Link
        to={`/wallet/${wallet.address}`}
        className="kinko-card-link"
        title={t('walletsIndex.open', { name: wallet.name || t('wallets.unnamed') })}
      >
        <H2>{wallet.name || t('wallets.unnamed')}</H2>
        <code>{shortAddress(wallet.address)}</code>
      </Link>
      {wallet.hidden ? (
        <p className="kinko-muted">
          <Tag minimal>{t('walletsIndex.hidden')}</Tag> {t('walletsIndex.hiddenHint')}
        </p>
      ) : (
        <>
          <div className={`kinko-wallet-total ${skeleton}`}>
            <Private>{money.usd(summary?.totalUsd ?? 0)}</Private>
          </div>
          <div className={`kinko-wallet-meta ${skeleton}`}>
            <ChangeText pct={summary?.change?.pct ?? null} />
            {portfolioTotal > 0 && summary && (
              <span className="kinko-muted">
                {t('walletsIndex.share', { share: money.share(summary.totalUsd / portfolioTotal) })}
              </span>
            )}
          </div>
          {summary && summary.chains.length > 0 && (
            <div className="kinko-tags">
              {summary.chains.map((chain) => (
                <Tag key={chain} minimal round icon={<ChainLogo chain={chain} size={14} />}>
                  {chainName(chains, chain)}
                </Tag>
              ))}
            </div>
          )}
          {summary && summary.top.length > 0 && (
            <ul className="kinko-mini-list" aria-label={t('walletsIndex.top')}>
              {summary.top.map((part) => (
                <li key={part.key}>
                  {/* ETH on Ethereum and ETH on Base are two holdings: the chain tells them apart. */}
                  <span className="kinko-mini-token">
                    <ChainLogo chain={part.chain} size={14} />
                    {part.symbol}
                    <span className="kinko-muted"> · {chainName(chains, part.chain)}</span>
                  </span>
                  <Private>{money.usd(part.valueUsd)}</Private>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
