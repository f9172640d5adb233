import { describe, expect, it } from '@jest/globals';
import { InMemoryCache, type Unmasked } from '@apollo/client';
import {
  HexStakingDocument,
  PortfolioSummaryDocument,
  WalletDetailDocument,
  type ChainKey,
  type WalletDetailQuery,
} from './generated/graphql';
import { typePolicies } from './typePolicies';
import {
  HEX,
  sampleWallet,
  walletDetailResult as walletHoldingsResult,
} from '../../../tests/client/walletDetailFixture';
import { walletWithPositions } from '../../../tests/client/positionsFixture';

function write(
  result: Unmasked<WalletDetailQuery>,
  address = result.wallet.address,
): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: WalletDetailDocument, variables: { address }, data: result });
  return cache;
}

describe('cache identity (STYLE.md habit 9)', () => {
  it('keys tokens by chain + address (native: chain + null), holdings by token + wallet; a wallet is a value', () => {
    const ids = Object.keys(write(walletHoldingsResult).extract()).sort();
    expect(ids).toEqual(
      [
        'ROOT_QUERY',
        'Token:PULSE:native',
        `Token:PULSE:${HEX}`,
        `TokenHolding:PULSE:native:${sampleWallet}`,
        `TokenHolding:PULSE:${HEX}:${sampleWallet}`,
      ].sort(),
    );
  });

  it('keeps the tokens inside a position apart from the wallet’s own holdings of them', () => {
    const pool = walletWithPositions.wallet.positions[0];
    if (!pool) throw new Error('fixture lost its position');
    const cache = write(walletWithPositions);
    // The pool's 60,000 HEX is not the wallet's 42.5 HEX: no holding entity is overwritten.
    expect(cache.extract()[`TokenHolding:PULSE:${HEX}:${sampleWallet}`]).toMatchObject({
      amount: '42.5',
    });
    const wallet = cache.readQuery({
      query: WalletDetailDocument,
      variables: { address: sampleWallet },
    })?.wallet;
    expect(wallet?.positions[0]?.underlying.map((side) => side.amount)).toEqual([
      '10000000',
      '60000',
    ]);
    expect(wallet?.holdings.map((holding) => holding.amount)).toEqual([
      '123456789012345678901.123456789',
      '42.5',
    ]);
  });

  it('stores source statuses inside their wallet, as values without identity', () => {
    const root = write(walletHoldingsResult).extract()['ROOT_QUERY'] as Record<string, unknown>;
    const [wallet] = Object.entries(root).flatMap(([field, value]) =>
      field.startsWith('wallet') ? [value as Record<string, unknown>] : [],
    );
    expect(wallet?.['sources']).toHaveLength(3);
  });

  it('keeps each chain’s wallet answer apart: one chain’s holdings never overwrite another’s', () => {
    const cache = write(walletHoldingsResult);
    const [native, hex] = walletHoldingsResult.wallet.holdings;
    if (!native || !hex) throw new Error('fixture lost a holding');
    const part = (holding: typeof native, totalUsd: number) => ({
      wallet: { ...walletHoldingsResult.wallet, totalUsd, holdings: [holding] },
    });
    const read = (chains: ChainKey[]) =>
      cache.readQuery({
        query: WalletDetailDocument,
        variables: { address: sampleWallet, chains },
      })?.wallet.totalUsd;
    cache.writeQuery({
      query: WalletDetailDocument,
      variables: { address: sampleWallet, chains: ['PULSE'] },
      data: part(native, 1),
    });
    cache.writeQuery({
      query: WalletDetailDocument,
      variables: { address: sampleWallet, chains: ['ETH'] },
      data: part(hex, 2),
    });
    expect([read(['PULSE']), read(['ETH'])]).toEqual([1, 2]);
  });

  it('shares one token between two wallets holding it, with one holding each', () => {
    const other = '0x1111111111111111111111111111111111111111';
    const cache = write(walletHoldingsResult);
    const [, hex] = walletHoldingsResult.wallet.holdings;
    if (!hex) throw new Error('fixture lost its HEX holding');
    cache.writeQuery({
      query: WalletDetailDocument,
      variables: { address: other },
      data: {
        ...walletHoldingsResult,
        wallet: {
          ...walletHoldingsResult.wallet,
          address: other,
          holdings: [{ ...hex, wallet: other, amount: '1' }],
        },
      },
    });
    const ids = Object.keys(cache.extract());
    expect(ids.filter((id) => id.startsWith('Token:'))).toHaveLength(2);
    expect(ids).toContain(`TokenHolding:PULSE:${HEX}:${other}`);
    expect(ids).toContain(`TokenHolding:PULSE:${HEX}:${sampleWallet}`);
  });

  it('keeps the same contract address on two chains apart', () => {
    const cache = new InMemoryCache({ typePolicies });
    const token = {
      __typename: 'Token',
      address: HEX,
      symbol: 'HEX',
      name: 'HEX',
      decimals: 8,
      iconUrl: null,
    };
    expect(cache.identify({ ...token, chain: 'PULSE' })).not.toBe(
      cache.identify({ ...token, chain: 'ETH' }),
    );
  });
});

describe('root fields: `fresh` is not part of the cache key', () => {
  it('stores a refresh (fresh: true) where the page reads (fresh: false)', () => {
    const cache = write(walletHoldingsResult);
    const refreshed = { wallet: { ...walletHoldingsResult.wallet, totalUsd: 99 } };
    cache.writeQuery({
      query: WalletDetailDocument,
      variables: { address: sampleWallet, fresh: true },
      data: refreshed,
    });
    expect(
      cache.readQuery({ query: WalletDetailDocument, variables: { address: sampleWallet } })?.wallet
        .totalUsd,
    ).toBe(99);
    expect(
      Object.keys(cache.extract()['ROOT_QUERY'] ?? {}).filter((field) =>
        field.startsWith('wallet:'),
      ),
    ).toHaveLength(1);
  });

  it('keys merged portfolio rows by their merge key and stakes by chain + wallet + stakeId', () => {
    const cache = new InMemoryCache({ typePolicies });
    const token = {
      __typename: 'Token',
      chain: 'PULSE',
      address: HEX,
      symbol: 'HEX',
      name: 'HEX',
      decimals: 8,
      iconUrl: null,
    } as const;
    cache.writeQuery({
      query: PortfolioSummaryDocument,
      variables: { wallets: [sampleWallet], fresh: true },
      data: {
        portfolio: {
          __typename: 'Portfolio',
          wallets: [sampleWallet],
          totalUsd: 1,
          change24hPct: null,
          walletTotals: [],
          updatedAt: 'now',
          sources: [],
          positions: [],
          tokens: [
            {
              __typename: 'PortfolioToken',
              key: `PULSE:${HEX}:HEX`,
              chain: 'PULSE',
              amount: '1',
              priceUsd: 1,
              valueUsd: 1,
              change24hPct: null,
              priceSource: 'dexscreener',
              changeSource: null,
              token,
              breakdown: [
                { __typename: 'BreakdownEntry', wallet: sampleWallet, amount: '1', valueUsd: 1 },
              ],
            },
          ],
        },
      },
    });
    const stake = {
      __typename: 'HexStake',
      id: 'x',
      chain: 'PULSE',
      wallet: sampleWallet,
      stakeIndex: 0,
      stakeId: '7',
      stakedHearts: '100000000',
      principalHex: '1',
      stakeShares: '1',
      tShares: '0.000000000001',
      lockedDay: 1,
      stakedDays: 10,
      unlockedDay: 0,
      isAutoStake: false,
      endDay: 11,
      daysServed: 5,
      daysRemaining: 5,
      progress: 0.5,
      status: 'ACTIVE',
      yieldHex: null,
      apyPct: null,
      valueUsd: null,
      grossValueUsd: null,
      payoutIfEndedTodayHex: null,
      penaltyIfEndedTodayHex: null,
      returnIfEndedTodayHex: null,
      lossIfEndedTodayHex: null,
      isHsi: false,
      isTokenized: false,
      hsiAddress: null,
      hsiIndex: null,
      hsiTokenId: null,
    } as const;
    cache.writeQuery({
      query: HexStakingDocument,
      variables: { wallets: [sampleWallet], network: 'PULSECHAIN' },
      data: {
        hexStaking: {
          __typename: 'StakingResult',
          network: 'PULSECHAIN',
          chain: 'PULSE',
          unit: 'HEX',
          wallets: [sampleWallet],
          currentDay: 5,
          payoutPerTShareDailyHex: null,
          payoutDay: null,
          priceUsd: null,
          updatedAt: 'now',
          rows: [stake],
          rowsEnded: [],
          errors: [],
          sources: [],
        },
      },
    });
    const ids = Object.keys(cache.extract());
    expect(ids).toContain(`PortfolioToken:{"key":"PULSE:${HEX}:HEX"}`);
    expect(ids).toContain(`HexStake:{"chain":"PULSE","wallet":"${sampleWallet}","stakeId":"7"}`);
    expect(Object.keys(cache.extract()['ROOT_QUERY'] ?? {})).toEqual(
      expect.arrayContaining([
        `portfolio:{"wallets":["${sampleWallet}"]}`,
        `hexStaking:{"wallets":["${sampleWallet}"],"network":"PULSECHAIN"}`,
      ]),
    );
  });
});
