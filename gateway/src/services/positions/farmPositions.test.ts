import { describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { FARMS } from '../../../../shared/src/farms';
import type { TokenMetadata } from '../../sources/rpc/getTokenMetadata';
import type { PriceQuote } from '../prices/priceQuote';
import { valueFarmStakes, type FarmedStake } from './farmPositions';
import type { PoolPair } from './poolShares';

const farm = FARMS.pulse[0]!;
const wallet = '0x00000000000000000000000000000000000000aa' as Address;
const lp = '0x00000000000000000000000000000000000000f1' as Address;
const wpls = '0x00000000000000000000000000000000000000a0' as Address;
const plsx = '0x00000000000000000000000000000000000000a1' as Address;
const inc = '0x00000000000000000000000000000000000000a2' as Address;
const E18 = 10n ** 18n;

const metadata: Record<string, TokenMetadata> = {
  [lp]: { symbol: 'PLP', name: 'PulseX LP', decimals: 18 },
  [wpls]: { symbol: 'WPLS', name: 'Wrapped Pulse', decimals: 18 },
  [plsx]: { symbol: 'PLSX', name: 'PulseX', decimals: 18 },
  [inc]: { symbol: 'INC', name: 'Incentive', decimals: 18 },
};

/** Loaders that know every token's metadata and price the ones given; counts what was asked. */
function loaders(prices: Partial<Record<Address, number>>) {
  const asked = { metadata: [] as Address[], prices: [] as Address[] };
  return {
    asked,
    loaders: {
      tokenMetadata: async (_chain: string, token: Address) => {
        asked.metadata.push(token);
        return { value: metadata[token] ?? null, statuses: [] };
      },
      tokenPrice: async (_chain: string, token: { address: Address }) => {
        asked.prices.push(token.address);
        const price = prices[token.address];
        const quote: PriceQuote | null =
          price === undefined
            ? null
            : { priceUsd: price, change24hPct: null, source: 'dexscreener', changeSource: null };
        return { value: quote, statuses: [] };
      },
    },
  };
}

const pair = (protocol: string | null): PoolPair => ({
  token0: wpls,
  token1: plsx,
  reserve0: 1_000n * E18,
  reserve1: 3_000n * E18,
  totalSupply: 100n * E18,
  factory: '0x00000000000000000000000000000000000000fa' as Address,
  protocol,
});

const stake = (pending: bigint | null): FarmedStake => ({
  farm,
  rewardToken: inc,
  pid: 1,
  lpToken: lp,
  wallet,
  amount: 10n * E18 + 1n,
  pending,
});

describe('valueFarmStakes', () => {
  it("values staked LP as its share of the pair's reserves, rounded down as burn pays, and the pending reward as its own row", async () => {
    const { loaders: stub, asked } = loaders({ [wpls]: 0.00003, [plsx]: 0.00002, [inc]: 2 });
    const valued = await valueFarmStakes(
      stub,
      'pulse',
      [stake(5n * E18)],
      [],
      new Map([[lp, pair('PulseX v2')]]),
    );
    expect(valued.filtered).toEqual([]);
    const [position] = valued.positions;
    expect(position).toMatchObject({
      kind: 'FARM',
      protocol: 'PulseX farm',
      wallets: [wallet],
      token: { address: lp, symbol: 'PLP' },
      balanceRaw: (10n * E18 + 1n).toString(),
      inRange: null,
      concentrated: null,
    });
    // (10e18 + 1) × 1000e18 ÷ 100e18 = 100e18 + 10 (the rest, 0.x, is left in the pool).
    expect(position!.underlying.map((row) => row.balanceRaw)).toEqual([
      (100n * E18 + 10n).toString(),
      (300n * E18 + 30n).toString(),
    ]);
    expect(position!.rewards.map((row) => [row.token.symbol, row.amount, row.valueUsd])).toEqual([
      ['INC', '5', 10],
    ]);
    expect(position!.valueUsd).toBeCloseTo(100 * 0.00003 + 300 * 0.00002 + 10, 9);
    // The LP token was not listed: its metadata read on chain, never a price for it.
    expect(asked.metadata).toContain(lp);
    expect(asked.prices).not.toContain(lp);
  });

  it('lists an unpriced reward without counting it, beside the valued stake', async () => {
    const { loaders: stub } = loaders({ [wpls]: 0.00003, [plsx]: 0.00002 });
    const valued = await valueFarmStakes(
      stub,
      'pulse',
      [stake(5n * E18)],
      [],
      new Map([[lp, pair('PulseX v2')]]),
    );
    const [position] = valued.positions;
    expect(position!.rewards.map((row) => row.valueUsd)).toEqual([null]);
    expect(position!.valueUsd).toBeCloseTo(100 * 0.00003 + 300 * 0.00002, 9);
  });

  it('shows no reward row when the farm did not answer the pending view', async () => {
    const { loaders: stub } = loaders({ [wpls]: 0.00003, [plsx]: 0.00002, [inc]: 2 });
    const valued = await valueFarmStakes(
      stub,
      'pulse',
      [stake(null)],
      [],
      new Map([[lp, pair('PulseX v2')]]),
    );
    expect(valued.positions[0]!.rewards).toEqual([]);
  });

  it('never values a stake of an unknown DEX, of a pair holding an unpriced token, or of a token no pair probe read', async () => {
    const { loaders: stub } = loaders({ [wpls]: 0.00003, [inc]: 2 });
    const cases = [
      [new Map([[lp, pair(null)]]), 'pool-unknown-dex', /no DEX Kinko knows/],
      [new Map([[lp, pair('PulseX v2')]]), 'pool-unpriced', /PLSX has no price/],
      [new Map<Address, PoolPair>(), 'pool-unpriced', /no v2 pair Kinko could read/],
    ] as const;
    for (const [pairs, reason, detail] of cases) {
      const valued = await valueFarmStakes(stub, 'pulse', [stake(5n * E18)], [], pairs);
      expect(valued.positions).toEqual([]);
      expect(valued.filtered).toHaveLength(1);
      expect(valued.filtered[0]!.reason).toBe(reason);
      expect(valued.filtered[0]!.detail).toMatch(detail);
      expect(valued.filtered[0]!.detail).toMatch(/^PulseX farm pool 1/);
      expect(valued.filtered[0]!.holding).toMatchObject({
        wallet,
        token: { address: lp, symbol: 'PLP' },
        balanceRaw: (10n * E18 + 1n).toString(),
        valueUsd: null,
      });
    }
  });
});
