import type {
  TokenTable_HoldingFragment,
  TokenTable_PortfolioTokenFragment,
} from '../../graphql/generated/graphql';
import type { TokenRow } from './tokenRows';

const NATIVE = 'native';

export function portfolioTokenRow(token: TokenTable_PortfolioTokenFragment): TokenRow {
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

export function holdingRow(holding: TokenTable_HoldingFragment): TokenRow {
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
