import { Card, H2 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { tokenPagePath } from '../../../../shared/src/appPaths';
import { ChangeText } from '../../components/ChangeText/ChangeText';
import { TokenIcon } from '../../components/TokenIcon/TokenIcon';
import { useMoney } from '../../format/useMoney';
import type { FragmentType } from '@apollo/client';
import { TopHoldingsCard_TokenFragmentDoc, type ChainKey } from '../../graphql/generated/graphql';
import { useFragmentList } from '../../graphql/useFragmentList';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';

export interface TopHoldingsCardProps {
  /** The merged rows, largest first (the gateway's order). */
  tokens: ReadonlyArray<FragmentType<typeof TopHoldingsCard_TokenFragmentDoc>>;
  totalUsd: number;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  count?: number;
}

/** The largest holdings across all wallets, with their share of the total. */
export function TopHoldingsCard({ tokens, totalUsd, chains, count = 5 }: TopHoldingsCardProps) {
  const t = useT();
  const money = useMoney();
  const top = useFragmentList(TopHoldingsCard_TokenFragmentDoc, tokens.slice(0, count));
  return (
    <Card className="kinko-card">
      <H2>{t('dashboard.topHoldings')}</H2>
      {top.length === 0 ? (
        <p className="kinko-muted">{t('allocation.empty')}</p>
      ) : (
        <ol className="kinko-rank-list" aria-label={t('dashboard.topHoldings')}>
          {top.map((token) => (
            <li key={token.key}>
              <TokenIcon symbol={token.token.symbol} iconUrl={token.token.iconUrl} />
              <span className="kinko-rank-name">
                <Link to={tokenPagePath(token.chain, token.token.address)}>
                  <strong>{token.token.symbol}</strong>
                </Link>{' '}
                <span className="kinko-muted">{chainName(chains, token.chain)}</span>
              </span>
              <ChangeText pct={token.change24hPct} />
              <span className="kinko-rank-value">
                <Private>{money.usd(token.valueUsd)}</Private>
                <span className="kinko-muted">
                  {' '}
                  {totalUsd > 0 && token.valueUsd !== null
                    ? money.share(token.valueUsd / totalUsd)
                    : ''}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to="/portfolio">{t('dashboard.viewAll')}</Link>
    </Card>
  );
}
