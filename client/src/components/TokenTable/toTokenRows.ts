import { useMemo } from 'react';
import type { FragmentType } from '@apollo/client';
import {
  TokenTable_HoldingFragmentDoc,
  TokenTable_PortfolioTokenFragmentDoc,
  type TokenTable_HoldingFragment,
  type TokenTable_PortfolioTokenFragment,
} from '../../graphql/generated/graphql';
import { useFragmentList } from '../../graphql/useFragmentList';
import type { TokenRow } from './tokenRows';

const NATIVE = 'native';

/** What a parent hands the table: merged portfolio rows, or one wallet's holdings (masked). */
export type TokenTableSource =
  | { tokens: ReadonlyArray<FragmentType<typeof TokenTable_PortfolioTokenFragmentDoc>> }
  | { holdings: ReadonlyArray<FragmentType<typeof TokenTable_HoldingFragmentDoc>> };

/** The table's rows, read through its own fragments. */
export function useTokenRows(source: TokenTableSource): readonly TokenRow[] {
  const tokens = useFragmentList(
    TokenTable_PortfolioTokenFragmentDoc,
    'tokens' in source ? source.tokens : [],
    'TokenTable_portfolioToken',
  );
  const holdings = useFragmentList(
    TokenTable_HoldingFragmentDoc,
    'holdings' in source ? source.holdings : [],
    'TokenTable_holding',
  );
  const merged = 'tokens' in source;
  return useMemo(
    () => (merged ? tokens.map(portfolioTokenRow) : holdings.map(holdingRow)),
    [merged, tokens, holdings],
  );
}

function portfolioTokenRow(token: TokenTable_PortfolioTokenFragment): TokenRow {
  return {
    key: token.key,
    chain: token.chain,
    symbol: token.token.symbol,
    name: token.token.name,
    address: token.token.address,
    iconUrl: token.token.iconUrl,
    amount: token.amount,
    priceUsd: token.priceUsd,
    priceSource: token.priceSource,
    change24hPct: token.change24hPct,
    valueUsd: token.valueUsd,
    breakdown: token.breakdown,
  };
}

function holdingRow(holding: TokenTable_HoldingFragment): TokenRow {
  return {
    key: `${holding.chain}:${holding.token.address ?? NATIVE}:${holding.wallet}`,
    chain: holding.chain,
    symbol: holding.token.symbol,
    name: holding.token.name,
    address: holding.token.address,
    iconUrl: holding.token.iconUrl,
    amount: holding.amount,
    priceUsd: holding.priceUsd,
    priceSource: holding.priceSource,
    change24hPct: holding.change24hPct,
    valueUsd: holding.valueUsd,
  };
}
