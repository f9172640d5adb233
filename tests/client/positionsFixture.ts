import type { Unmasked } from '@apollo/client';
import type {
  ChainKey,
  PortfolioSummaryQuery,
  WalletDetailQuery,
} from '../../client/src/graphql/generated/graphql';
import { WALLET_A, WALLET_B, portfolioResult } from './portfolioFixture';
import { walletDetailResult, sampleWallet, HEX } from './walletDetailFixture';

type Position = Unmasked<PortfolioSummaryQuery>['portfolio']['positions'][number];

export const WPLS = '0xa1077a294dde1b09bb078844df40758a5d0f9a27';
const PLSX = '0x95b303987a60c71504d99aa1b13b4da07b0790ab';
const INC = '0x2fa878ab3f87cc1c9737fc071108f904c0b0c95d';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';

const token = (chain: ChainKey, address: string, symbol: string) => ({
  __typename: 'Token' as const,
  chain,
  address,
  symbol,
  name: symbol,
  iconUrl: null,
});

const side = (
  chain: ChainKey,
  address: string,
  symbol: string,
  amount: string,
  valueUsd: number | null,
) => ({
  __typename: 'TokenHolding' as const,
  amount,
  valueUsd,
  token: token(chain, address, symbol),
});

/** A PulseX v2 WPLS/HEX pool share held by both wallets: $300 of WPLS and $300 of HEX inside. */
export const poolPosition: Position = {
  __typename: 'Position',
  kind: 'POOL',
  chain: 'PULSE',
  protocol: 'PulseX v2',
  amount: '12.5',
  shareOfPool: 0.0125,
  inRange: null,
  valueUsd: 600,
  wallets: [WALLET_B, WALLET_A],
  token: {
    __typename: 'Token',
    chain: 'PULSE',
    address: '0x1b45b9148791d3a104184cd5dfe5ce57193a3ee9',
    symbol: 'PLP',
  },
  underlying: [
    side('PULSE', WPLS, 'WPLS', '10000000', 300),
    side('PULSE', HEX, 'HEX', '60000', 300),
  ],
  rewards: [],
};

/** LP staked in PulseX's farm; its pending INC has no price: counted as nothing, said so. */
export const farmPosition: Position = {
  __typename: 'Position',
  kind: 'FARM',
  chain: 'PULSE',
  protocol: 'PulseX v1 farm',
  amount: '3',
  shareOfPool: 0.0004,
  inRange: null,
  valueUsd: 40,
  wallets: [WALLET_A],
  token: {
    __typename: 'Token',
    chain: 'PULSE',
    address: '0x1b45b9148791d3a104184cd5dfe5ce57193a3ee8',
    symbol: 'PLP',
  },
  underlying: [
    side('PULSE', PLSX, 'PLSX', '1000000', 20),
    side('PULSE', WPLS, 'WPLS', '666666.666666', 20),
  ],
  rewards: [side('PULSE', INC, 'INC', '5.25', null)],
};

/** A Uniswap v3 USDC/WETH NFT out of range (all WETH) with uncollected fees. */
export const concentratedPosition: Position = {
  __typename: 'Position',
  kind: 'CONCENTRATED',
  chain: 'ETH',
  protocol: 'Uniswap v3',
  amount: '1',
  shareOfPool: 0,
  inRange: false,
  valueUsd: 161.5,
  wallets: [WALLET_B],
  token: {
    __typename: 'Token',
    chain: 'ETH',
    address: '0xc36442b4a4522e871399cd717abdd847ab11fe88',
    symbol: '#4242',
  },
  underlying: [side('ETH', USDC, 'USDC', '0', 0), side('ETH', WETH, 'WETH', '0.05', 160)],
  rewards: [side('ETH', USDC, 'USDC', '1.5', 1.5), side('ETH', WETH, 'WETH', '0', 0)],
};

/** portfolioResult with the three positions: the gateway adds their value to the total once. */
export const portfolioWithPositions: Unmasked<PortfolioSummaryQuery> = {
  portfolio: {
    ...portfolioResult.portfolio,
    totalUsd: portfolioResult.portfolio.totalUsd + 600 + 40 + 161.5,
    positions: [poolPosition, concentratedPosition, farmPosition],
  },
};

/** The wallet page's answer with the pool share, held by this wallet alone. */
export const walletWithPositions: Unmasked<WalletDetailQuery> = {
  wallet: {
    ...walletDetailResult.wallet,
    totalUsd: walletDetailResult.wallet.totalUsd + 600,
    positions: [{ ...poolPosition, wallets: [sampleWallet] }],
  },
};
