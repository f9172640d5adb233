import { Card, H2, H3 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { ChangeText } from '../../components/ChangeText/ChangeText';
import { TokenIcon } from '../../components/TokenIcon/TokenIcon';
import { movers } from '../../format/portfolioMath';
import { useMoney } from '../../format/useMoney';
import type { FragmentType } from '@apollo/client';
import {
  MoversCard_TokenFragmentDoc,
  type ChainKey,
  type MoversCard_TokenFragment,
} from '../../graphql/generated/graphql';
import { useFragmentList } from '../../graphql/useFragmentList';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';

/** Today's largest rises and falls among holdings worth at least $1. */
export function MoversCard({
  tokens,
  chains,
}: {
  tokens: ReadonlyArray<FragmentType<typeof MoversCard_TokenFragmentDoc>>;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
}) {
  const t = useT();
  const money = useMoney();
  const rows = useFragmentList(MoversCard_TokenFragmentDoc, tokens);
  const { up, down } = useMemo(() => movers(rows), [rows]);
  const list = (rows: readonly MoversCard_TokenFragment[], label: string) =>
    rows.length === 0 ? (
      <p className="kinko-muted">{t('dashboard.noMovers')}</p>
    ) : (
      <ul className="kinko-rank-list" aria-label={label}>
        {rows.map((token) => (
          <li key={token.key}>
            <TokenIcon symbol={token.token.symbol} iconUrl={token.token.iconUrl} />
            <span className="kinko-rank-name">
              <strong>{token.token.symbol}</strong>{' '}
              <span className="kinko-muted">{chainName(chains, token.chain)}</span>
            </span>
            <span className="kinko-rank-value">
              <Private>{money.usd(token.valueUsd)}</Private>
            </span>
            <ChangeText pct={token.change24hPct} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card className="kinko-card">
      <H2>{t('dashboard.movers')}</H2>
      <H3>{t('dashboard.gainers')}</H3>
      {list(up, t('dashboard.gainers'))}
      <H3>{t('dashboard.losers')}</H3>
      {list(down, t('dashboard.losers'))}
    </Card>
  );
}
