import type { Unmasked } from '@apollo/client';
import type { PortfolioSummaryQuery } from '../../client/src/graphql/generated/graphql';

export const WALLET_A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
export const WALLET_B = '0x1111111111111111111111111111111111111111';
const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39';

const token = (chain: 'PULSE' | 'ETH', address: string | null, symbol: string, name: string) => ({
  __typename: 'Token' as const,
  chain,
  address,
  symbol,
  name,
  decimals: 18,
  iconUrl: null,
});

/** Two wallets merged: PLS in both, HEX in one, ETH in the other; a failed Ethereum read for B. */
// The answer as the gateway sends it: every fragment's fields, as the cache stores them.
export const portfolioResult: Unmasked<PortfolioSummaryQuery> = {
  portfolio: {
    __typename: 'Portfolio',
    wallets: [WALLET_B, WALLET_A],
    totalUsd: 1500,
    // The gateway's rule over the rows below (services/portfolio/portfolioTotals.ts).
    change24hPct: 2.074564040889967,
    // As the gateway's walletTotals rule gives them for the rows below.
    walletTotals: [
      {
        __typename: 'WalletTotal',
        wallet: WALLET_B,
        totalUsd: 700,
        change24hPct: 0.27426160337553257,
      },
      {
        __typename: 'WalletTotal',
        wallet: WALLET_A,
        totalUsd: 800,
        change24hPct: 3.7037037037037015,
      },
    ],
    updatedAt: '2025-01-01T12:00:00.000Z',
    tokens: [
      {
        __typename: 'PortfolioToken',
        key: 'PULSE:native:PLS',
        chain: 'PULSE',
        amount: '30000000',
        priceUsd: 0.00003,
        valueUsd: 900,
        change24hPct: 5,
        priceSource: 'dexscreener',
        changeSource: 'dexscreener',
        token: token('PULSE', null, 'PLS', 'Pulse'),
        breakdown: [
          { __typename: 'BreakdownEntry', wallet: WALLET_A, amount: '20000000', valueUsd: 600 },
          { __typename: 'BreakdownEntry', wallet: WALLET_B, amount: '10000000', valueUsd: 300 },
        ],
      },
      {
        __typename: 'PortfolioToken',
        key: 'ETH:native:ETH',
        chain: 'ETH',
        amount: '0.125',
        priceUsd: 3200,
        valueUsd: 400,
        change24hPct: -3,
        priceSource: 'defillama',
        changeSource: 'defillama',
        token: token('ETH', null, 'ETH', 'Ether'),
        breakdown: [
          { __typename: 'BreakdownEntry', wallet: WALLET_B, amount: '0.125', valueUsd: 400 },
        ],
      },
      {
        __typename: 'PortfolioToken',
        key: `PULSE:${HEX}:HEX`,
        chain: 'PULSE',
        amount: '40000',
        priceUsd: 0.005,
        valueUsd: 200,
        change24hPct: null,
        priceSource: 'blockscout',
        changeSource: null,
        token: token('PULSE', HEX, 'HEX', 'HEX'),
        breakdown: [
          { __typename: 'BreakdownEntry', wallet: WALLET_A, amount: '40000', valueUsd: 200 },
        ],
      },
    ],
    positions: [],
    sources: [
      {
        __typename: 'SourceStatus',
        chain: 'ETH',
        wallet: WALLET_B,
        source: 'token-listing:blockscout-tokens-paged',
        state: 'FAILED',
        ageSeconds: null,
        message: 'Blockscout v2 HTTP 503',
        reason: 'BAD_RESPONSE',
      },
    ],
  },
};
