import type { Unmasked } from '@apollo/client';
import type { WalletDetailQuery } from '../../client/src/graphql/generated/graphql';

export const sampleWallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
export const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39';

const token = (address: string | null, symbol: string, name: string, decimals = 18) => ({
  __typename: 'Token' as const,
  chain: 'PULSE' as const,
  address,
  symbol,
  name,
  decimals,
  iconUrl: null,
});

/** A WalletDetail answer with a native coin, a contract token, and a stale and a failed source. */
// The answer as the gateway sends it: every fragment's fields, as the cache stores them.
export const walletDetailResult: Unmasked<WalletDetailQuery> = {
  wallet: {
    __typename: 'Wallet',
    address: sampleWallet,
    totalUsd: 1234.5,
    change24hPct: 1.2,
    holdings: [
      {
        __typename: 'TokenHolding',
        chain: 'PULSE',
        wallet: sampleWallet,
        // Far beyond 2^53: shown exactly, to 6 decimals (spec §9).
        amount: '123456789012345678901.123456789',
        balanceRaw: '123456789012345678901123456789000000000',
        priceUsd: 0.0000321,
        valueUsd: 1000.25,
        priceSource: 'dexscreener',
        changeSource: 'dexscreener',
        change24hPct: 1.5,
        token: token(null, 'PLS', 'Pulse'),
      },
      {
        __typename: 'TokenHolding',
        chain: 'PULSE',
        wallet: sampleWallet,
        amount: '42.5',
        balanceRaw: '4250000000',
        priceUsd: 5.5,
        valueUsd: 233.75,
        priceSource: 'blockscout',
        changeSource: null,
        change24hPct: null,
        token: token(HEX, 'HEX', 'HEX', 8),
      },
    ],
    positions: [],
    sources: [
      {
        __typename: 'SourceStatus',
        chain: 'PULSE',
        wallet: sampleWallet,
        source: 'token-listing:blockscout-token-balances',
        state: 'FRESH',
        ageSeconds: null,
        message: null,
        reason: null,
      },
      {
        __typename: 'SourceStatus',
        chain: 'PULSE',
        wallet: sampleWallet,
        source: 'price:dexscreener',
        state: 'STALE',
        ageSeconds: 900,
        message: 'Timed out',
        reason: 'TIMEOUT',
      },
      {
        __typename: 'SourceStatus',
        chain: 'BSC',
        wallet: sampleWallet,
        source: 'native-balance:rpc',
        state: 'FAILED',
        ageSeconds: null,
        message: 'No working BSC RPC',
        reason: 'NETWORK',
      },
    ],
  },
};

export const chainsResult = {
  chains: [
    {
      __typename: 'Chain' as const,
      key: 'PULSE' as const,
      id: 369,
      name: 'PulseChain',
      nativeSymbol: 'PLS',
      explorerUrl: 'https://scan.pulsechain.com',
    },
    {
      __typename: 'Chain' as const,
      key: 'BSC' as const,
      id: 56,
      name: 'BNB Smart Chain',
      nativeSymbol: 'BNB',
      explorerUrl: 'https://bscscan.com',
    },
  ],
};
