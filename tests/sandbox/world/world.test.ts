import { describe, expect, it } from '@jest/globals';
import { CHAIN_KEYS, CHAINS } from '../../../shared/src/chains';
import { evmSpecs } from './evmSpecs';
import { PULSECHAIN_FORK_DAY } from './hex';
import { BIG_PAY_DAY, CLAIMABLE_BTC_ADDR_COUNT, CLAIMABLE_SATOSHIS_TOTAL } from './hexGlobals';
import { expectedStakes } from './hexTruth';
import { expectedHoldings, expectedPortfolio, expectedWalletTotals } from './truth';
import { PRICE_SOURCE_ORDER } from './prices';
import type { TokenKind } from './types';
import { World } from './world';

const world = new World();

describe('world generation', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const again = new World();
    const other = new World({ seed: 2 });
    const wallet = world.demoWallets[0]!;
    expect(again.wallets.map((w) => w.address)).toEqual(world.wallets.map((w) => w.address));
    expect(
      again.holdings(wallet.address, 'eth').map((h) => [h.token.address, h.balanceRaw]),
    ).toEqual(world.holdings(wallet.address, 'eth').map((h) => [h.token.address, h.balanceRaw]));
    expect(again.transactions(wallet.address, 'pulse').map((tx) => tx.hash)).toEqual(
      world.transactions(wallet.address, 'pulse').map((tx) => tx.hash),
    );
    expect(again.hexStakes(wallet.address, 'eth')).toEqual(world.hexStakes(wallet.address, 'eth'));
    expect(other.wallets[0]!.address).not.toBe(wallet.address);
  });

  it('does not depend on the order things are read in (lazy streams)', () => {
    const fresh = new World();
    const wallet = fresh.demoWallets[1]!;
    const txFirst = fresh.transactions(wallet.address, 'base').map((tx) => tx.hash);
    expect(txFirst).toEqual(world.transactions(wallet.address, 'base').map((tx) => tx.hash));
  });

  // No time limit here: a timed assertion fails on a loaded CI machine, not on slow code (the
  // benchmark's 100-wallet run is where generation speed shows).
  it('puts three demo wallets in the default world and up to 1,000 distinct ones', () => {
    expect(world.wallets).toHaveLength(3);
    const big = new World({ wallets: 1_000, seed: 9 });
    evmSpecs(big);
    expect(big.wallets).toHaveLength(1_000);
    expect(new Set(big.wallets.map((w) => w.address)).size).toBe(1_000);
  });

  it('puts BSC’s well-known tokens on the EVM with the holdings the indexer serves, and no ERC-20s elsewhere', () => {
    const specs = evmSpecs(world);
    const bsc = specs.find((spec) => spec.chainId === CHAINS.bsc.id)?.erc20 ?? {};
    const wellKnown = world.tokens('bsc').filter((token) => token.kind === 'well-known');
    expect(Object.keys(bsc).sort()).toEqual(wellKnown.map((token) => token.address).sort());
    for (const wallet of world.wallets) {
      for (const holding of world.holdings(wallet.address, 'bsc')) {
        if (holding.token.kind === 'well-known')
          expect(bsc[holding.token.address]?.balances[wallet.address]).toBe(holding.balanceRaw);
      }
    }
    expect(specs.filter((spec) => spec.erc20 !== undefined).map((spec) => spec.chainId)).toEqual([
      CHAINS.bsc.id,
    ]);
  });

  it('stores addresses lowercase and keeps the EIP-55 form beside them', () => {
    for (const chain of CHAIN_KEYS) {
      for (const token of world.tokens(chain)) {
        expect(token.address).toBe(token.address.toLowerCase());
        expect(token.checksum.toLowerCase()).toBe(token.address);
      }
    }
  });

  it('has the well-known tokens of UPSTREAMS.md §9 at their addresses', () => {
    const symbols = (chain: 'pulse' | 'eth') =>
      world
        .tokens(chain)
        .filter((t) => t.kind === 'well-known' || t.kind === 'fork-copy')
        .map((t) => `${t.symbol}@${t.address}`);
    expect(symbols('pulse')).toEqual(
      expect.arrayContaining([
        'WPLS@0xa1077a294dde1b09bb078844df40758a5d0f9a27',
        'PLSX@0x95b303987a60c71504d99aa1b13b4da07b0790ab',
        'HEX@0x2b591e99afe9f32eaa6214f7b7629768c40eeb39',
        'HEX@0x57fde0a71132198bbec939b98976993d8d89d225',
        'DAI@0x6b175474e89094c44da98b954eedeac495271d0f',
      ]),
    );
    expect(symbols('eth')).toEqual(
      expect.arrayContaining([
        'USDC@0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        'HEX@0x2b591e99afe9f32eaa6214f7b7629768c40eeb39',
      ]),
    );
    expect(
      world.token('pulse', '0x6B175474E89094C44Da98b954EedeAC495271d0F')?.expected.priceUsd,
    ).toBeLessThan(0.01);
  });

  it('has decimals 6, 8 and 18 and balances beyond 2^53 base units', () => {
    const whale = world.demoWallets[0]!;
    const holdings = CHAIN_KEYS.flatMap((chain) => world.holdings(whale.address, chain));
    for (const decimals of [6, 8, 18])
      expect(holdings.some((h) => h.token.decimals === decimals)).toBe(true);
    expect(holdings.some((h) => h.balanceRaw > 2n ** 53n)).toBe(true);
  });
});

describe('ground truth by construction', () => {
  it('names the first quoting source in PRICE_SOURCE_ORDER and its price', () => {
    for (const chain of CHAIN_KEYS) {
      for (const token of world.tokens(chain)) {
        const first = PRICE_SOURCE_ORDER.find((source) => token.quotes[source] !== null);
        if (
          token.kind === 'stablecoin-peg' ||
          (chain === 'eth' &&
            ['USDC', 'USDT', 'DAI'].includes(token.symbol ?? '') &&
            token.kind === 'well-known')
        ) {
          expect(token.expected).toMatchObject({
            priceUsd: 1,
            priceSource: 'stablecoin',
            change24hPct: 0,
          });
        } else if (first === undefined) {
          expect(token.expected).toMatchObject({ priceUsd: null, priceSource: 'none' });
        } else {
          expect(token.expected).toMatchObject({
            priceUsd: token.quotes[first],
            priceSource: first,
          });
        }
      }
    }
  });

  it('has tokens priced only by the DEX, only by DefiLlama, only by the explorer, and by none on every chain', () => {
    for (const chain of CHAIN_KEYS) {
      const patterns = new Set(
        world
          .tokens(chain)
          .map((t) => PRICE_SOURCE_ORDER.filter((source) => t.quotes[source] !== null).join('+')),
      );
      expect(patterns).toContain('dexscreener');
      expect(patterns).toContain('defillama');
      expect(patterns).toContain('');
      if (CHAINS[chain].blockscoutUrl !== null) expect(patterns).toContain('blockscout');
    }
  });

  it('has a token for every filter rule of spec §5', () => {
    const kinds = (chain: (typeof CHAIN_KEYS)[number]) =>
      new Set<TokenKind>(world.tokens(chain).map((t) => t.kind));
    for (const chain of CHAIN_KEYS)
      for (const kind of ['spam-phrase', 'spam-link', 'spam-domain'] as const)
        expect(kinds(chain)).toContain(kind);
    for (const kind of ['blocklisted', 'nameless', 'stablecoin-peg', 'impostor'] as const)
      expect(kinds('eth')).toContain(kind);
    expect(kinds('polygon')).toContain('usdc-e');
    const phrases = world
      .tokens('eth')
      .filter((t) => t.kind === 'spam-phrase')
      .map((t) => t.note);
    expect(phrases).toEqual([
      'claim rewards',
      'airdrop',
      'bonus',
      'free',
      'mint now',
      'verify',
      'connect wallet',
    ]);
    const blocked = world
      .tokens('eth')
      .filter((t) => t.kind === 'blocklisted')
      .map((t) => t.symbol);
    expect(blocked).toEqual(expect.arrayContaining(['ETHG', 'AICC']));
  });

  it('gives every holding the fate its intent says, with values on the right side of the floors', () => {
    for (const wallet of world.wallets) {
      for (const holding of expectedHoldings(world, wallet.address)) {
        if (holding.token !== null && holding.token.expected.reason !== null) {
          expect(holding.shownReason).toBe(holding.token.expected.reason);
          continue;
        }
        switch (holding.intent) {
          case 'dust-chain':
            expect(holding.valueUsd).toBeGreaterThan(0.001);
            expect(holding.valueUsd).toBeLessThan(0.01);
            expect(holding.shownReason).toBe('dust');
            break;
          case 'dust-display':
            expect(holding.valueUsd).toBeGreaterThan(0.01);
            expect(holding.valueUsd).toBeLessThan(0.02);
            expect(holding.listReason).toBeNull();
            expect(holding.shownReason).toBe('dust');
            break;
          case 'zero':
            expect(holding.balanceRaw).toBe(0n);
            expect(holding.shownReason).toBe('zero-balance');
            break;
          case 'normal':
            expect(holding.balanceRaw).toBeGreaterThan(0n);
            if (holding.priceUsd !== null) expect(holding.valueUsd).toBeGreaterThan(0.5);
            expect(holding.shownReason).toBe(holding.priceUsd === null ? 'unpriced' : null);
        }
      }
    }
  });

  it('has dust under both floors and zero rows among the demo wallets', () => {
    const intents = world.demoWallets.flatMap((w) =>
      expectedHoldings(world, w.address).map((h) => `${h.chain}:${h.intent}`),
    );
    for (const chain of CHAIN_KEYS)
      for (const intent of ['dust-chain', 'dust-display'])
        expect(intents).toContain(`${chain}:${intent}`);
    expect(intents.some((i) => i.endsWith(':zero'))).toBe(true);
  });

  it('adds up totals from shown holdings; one wallet’s portfolio shows exactly its shown holdings', () => {
    for (const wallet of world.wallets) {
      const single = expectedPortfolio(world, [wallet.address]);
      const shown = expectedHoldings(world, wallet.address).filter((h) => h.shownReason === null);
      expect(single.tokens).toHaveLength(shown.length);
      expect(single.totalUsd).toBeCloseTo(expectedWalletTotals(world, wallet.address).totalUsd, 6);
    }
  });

  it('merges wallets by chain, address and symbol, applying the display floor to merged rows', () => {
    const addresses = world.demoWallets.map((w) => w.address);
    const portfolio = expectedPortfolio(world, addresses);
    const separately = addresses.reduce(
      (sum, address) => sum + expectedWalletTotals(world, address).totalUsd,
      0,
    );
    // Merging can only reveal dust (two 0.015 USD holdings make a shown 0.03 USD row), never hide value.
    expect(portfolio.totalUsd).toBeGreaterThanOrEqual(separately - 1e-6);
    expect(portfolio.tokens.reduce((sum, t) => sum + t.valueUsd, 0)).toBeCloseTo(
      portfolio.totalUsd,
      6,
    );
    const values = portfolio.tokens.map((t) => t.valueUsd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const plsx = portfolio.tokens.find(
      (t) => t.key === 'pulse:0x95b303987a60c71504d99aa1b13b4da07b0790ab:PLSX',
    );
    expect(plsx?.breakdown.length).toBeGreaterThan(1);
    for (const row of portfolio.hidden)
      expect(row.reason === 'zero-balance' || row.valueUsd === null || row.valueUsd < 0.02).toBe(
        true,
      );
  });

  it('derives 24h-ago prices from two-decimal changes', () => {
    for (const token of world.tokens('pulse')) {
      if (token.price24hAgoUsd === null || token.quotes.dexscreener === null) continue;
      const change =
        ((token.quotes.dexscreener - token.price24hAgoUsd) / token.price24hAgoUsd) * 100;
      expect(change).toBeCloseTo(token.change24hPct ?? NaN, 8);
    }
  });
});

describe('HEX and the EVM spec', () => {
  const specs = evmSpecs(world);

  it('gives native balances on all five chains and HEX only on PulseChain and Ethereum', () => {
    expect(specs.map((s) => s.chainId).sort((a, b) => a - b)).toEqual([1, 56, 137, 369, 8453]);
    for (const spec of specs) {
      expect(Object.keys(spec.nativeBalances)).toEqual(
        [...world.wallets, world.busyWallet].map((w) => w.address),
      );
      expect(spec.now).toBe(world.now);
      expect(spec.hex !== undefined).toBe(spec.chainId === 1 || spec.chainId === 369);
    }
  });

  it('has day data up to currentDay − 1, stakes of every kind and wallets whose stakeCount reverts', () => {
    const hex = specs.filter((s) => s.hex !== undefined).map((s) => s.hex!);
    const reverting = hex.flatMap((h) => h.revertStakeCountFor);
    expect(new Set(reverting).size).toBeGreaterThanOrEqual(2);
    for (const h of hex) {
      expect(h.dailyData).toHaveLength(h.currentDay);
      expect(h.currentDay).toBe(2452);
      const stakes = Object.values(h.stakes).flat();
      expect(
        stakes.some((s) => s.unlockedDay === 0 && s.lockedDay + s.stakedDays > h.currentDay),
      ).toBe(true);
      expect(stakes.some((s) => s.unlockedDay > 0)).toBe(true);
      expect(stakes.some((s) => s.isAutoStake)).toBe(true);
      for (const wallet of h.revertStakeCountFor) expect(h.stakes[wallet]).toBeUndefined();
      for (const s of stakes) expect(s.stakeShares).toBeLessThan(2n ** 72n);
    }
    const whale = world.demoWallets[0]!.address;
    expect(hex[0]!.stakes[whale]!.length).toBeGreaterThan(5);
  });

  it('shares pre-fork HEX history and stakes between the chains', () => {
    const pulse = world.hexDailyData('pulse');
    const eth = world.hexDailyData('eth');
    expect(pulse[100]).toEqual(eth[100]);
    expect(pulse[2400]).not.toEqual(eth[2400]);
    const whale = world.demoWallets[0]!.address;
    const early = (chain: 'pulse' | 'eth') =>
      world
        .hexStakes(whale, chain)
        .filter((s) => s.lockedDay < PULSECHAIN_FORK_DAY)
        .map((s) => s.stakeId)
        .sort();
    expect(early('pulse')).toEqual(early('eth'));
  });

  it('gives HEX globals that follow its bookkeeping, claim stats the same on both chains and deterministic', () => {
    const again = new World();
    for (const chain of ['pulse', 'eth'] as const) {
      const g = world.hexGlobals(chain);
      const stakes = world.wallets.flatMap((wallet) => [
        ...world.hexStakes(wallet.address, chain),
        ...world.hexHsis(wallet.address, chain).map((hsi) => hsi.stake),
      ]);
      const daily = world.hexDailyData(chain);
      expect(g.lockedHeartsTotal).toBe(stakes.reduce((sum, s) => sum + s.stakedHearts, 0n));
      expect(g.stakeSharesTotal).toBe(
        stakes.filter((s) => s.unlockedDay === 0).reduce((sum, s) => sum + s.stakeShares, 0n),
      );
      expect(g.latestStakeId).toBe(Math.max(...stakes.map((s) => s.stakeId)));
      expect(g.unclaimedSatoshisTotal).toBe(daily[daily.length - 1]!.dayUnclaimedSatoshisTotal);
      expect(g.unclaimedSatoshisTotal).toBe(daily[BIG_PAY_DAY]!.dayUnclaimedSatoshisTotal);
      expect(g.totalSupply).toBeGreaterThan(g.lockedHeartsTotal);
      // Claimed, but only a small share of what could have been (HEX's sanity checks cap both).
      expect(g.claimedSatoshisTotal).toBeGreaterThan(0n);
      expect(g.claimedSatoshisTotal * 100n).toBeLessThan(CLAIMABLE_SATOSHIS_TOTAL);
      expect(g.claimedBtcAddrCount).toBeGreaterThan(0n);
      expect(g.claimedBtcAddrCount * 100n).toBeLessThan(CLAIMABLE_BTC_ADDR_COUNT);
      expect(again.hexGlobals(chain)).toEqual(g);
    }
    const [pulse, eth] = [world.hexGlobals('pulse'), world.hexGlobals('eth')];
    expect([pulse.claimedSatoshisTotal, pulse.claimedBtcAddrCount]).toEqual([
      eth.claimedSatoshisTotal,
      eth.claimedBtcAddrCount,
    ]);
    expect(new World({ seed: 2 }).hexGlobals('eth').claimedBtcAddrCount).not.toBe(
      eth.claimedBtcAddrCount,
    );
  });

  it('has a readable demo stake on each chain whose BigPayDay carries a small adoption bonus', () => {
    for (const chain of ['pulse', 'eth'] as const) {
      const spanning = world.demoWallets
        .flatMap((wallet) => expectedStakes(world, wallet.address, chain))
        .filter((s) => s.adoptionBonusHearts > 0n);
      expect(spanning.length).toBeGreaterThan(0);
      for (const stake of spanning) {
        expect(stake.lockedDay).toBeLessThanOrEqual(BIG_PAY_DAY);
        expect(stake.lockedDay + stake.yieldDays).toBeGreaterThan(BIG_PAY_DAY);
        // The bonus is a fraction of the slice, and the slice is part of the yield.
        expect(stake.adoptionBonusHearts * 100n).toBeLessThan(stake.yieldHearts);
      }
    }
  });
});
