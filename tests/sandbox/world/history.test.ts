import { CHAIN_KEYS } from '../../../shared/src/chains';
import { expectedPortfolio } from './truth';
import { expectedPortfolioHistory } from './historyTruth';
import { dayString, missingPriceDay, TODAY, tokenPriceHistory } from './priceHistory';
import { nativeDelta, tokenDelta } from './transferHistory';
import { World } from './world';

const world = new World({ seed: 1 });
const wallets = world.demoWallets.map((wallet) => wallet.address);
const whale = wallets[0] ?? '';
const month = { fromDay: dayString(TODAY - 30), toDay: dayString(TODAY) };

describe('world transfer histories (issue 17)', () => {
  it('add up to every current balance, native after fees, for every wallet, chain and token', () => {
    for (const wallet of world.wallets) {
      for (const chain of CHAIN_KEYS) {
        const txs = world.transactions(wallet.address, chain);
        const native = txs.reduce((sum, tx) => sum + nativeDelta(tx, wallet.address), 0n);
        expect({ chain, native }).toEqual({
          chain,
          native: world.nativeBalance(wallet.address, chain),
        });
        const rebasing = new Set(
          world.historyMismatches(wallet.address, chain).map((mismatch) => mismatch.token),
        );
        for (const holding of world.holdings(wallet.address, chain)) {
          if (rebasing.has(holding.token)) continue;
          const sum = txs.reduce(
            (total, tx) => total + tokenDelta(tx, wallet.address, holding.token.address),
            0n,
          );
          expect({ token: holding.token.address, sum }).toEqual({
            token: holding.token.address,
            sum: holding.balanceRaw,
          });
        }
      }
    }
  });

  it("has one rebasing token, the whale's on Ethereum, whose transfers fall 3 % short of its balance", () => {
    const all = world.wallets.flatMap((wallet) =>
      CHAIN_KEYS.flatMap((chain) =>
        world
          .historyMismatches(wallet.address, chain)
          .map((mismatch) => ({ wallet, chain, ...mismatch })),
      ),
    );
    expect(all).toHaveLength(1);
    const [mismatch] = all;
    expect([mismatch?.wallet.index, mismatch?.chain]).toEqual([0, 'eth']);
    expect(mismatch?.rebuiltRaw).toBe(((mismatch?.currentRaw ?? 0n) * 97n) / 100n);
  });

  it('never lets a running balance go negative', () => {
    for (const chain of CHAIN_KEYS) {
      const txs = [...world.transactions(whale, chain)].sort((a, b) => a.timestamp - b.timestamp);
      let native = 0n;
      for (const tx of txs) {
        native += nativeDelta(tx, whale as `0x${string}`);
        expect(native >= 0n).toBe(true);
      }
    }
  });
});

describe('expectedPortfolioHistory', () => {
  const history = expectedPortfolioHistory(world, wallets, undefined, month);

  it("ends today on the portfolio's own total", () => {
    const today = history.at(-1);
    expect(today?.day).toBe(dayString(TODAY));
    expect(today?.totalUsd).toBeCloseTo(expectedPortfolio(world, wallets).totalUsd, 2);
    expect(today?.coverage).toBe(1);
  });

  it('never counts a spam airdrop although the whale received some within the month', () => {
    const airdrops = CHAIN_KEYS.flatMap((chain) =>
      world
        .transactions(whale, chain)
        .filter(
          (tx) =>
            tx.transfer !== null &&
            tx.transfer.to === whale &&
            tx.transfer.token.expected.reason !== null &&
            tx.timestamp > world.now - 30 * 86_400,
        ),
    );
    expect(airdrops.length).toBeGreaterThan(0);
    const spam = new Set<string>(airdrops.flatMap((tx) => tx.transfer?.token.address ?? []));
    for (const day of history) expect(day.rows.filter((row) => spam.has(row.id))).toEqual([]);
  });

  it('shows a token bought and sold within the month, then not', () => {
    const sold = world.holdings(whale, 'base').find((holding) => holding.intent === 'zero');
    expect(sold?.token.quotes.defillama).not.toBeNull();
    const days = history.filter((day) => day.rows.some((row) => row.id === sold?.token.address));
    expect(days.length).toBeGreaterThan(3);
    expect((days.at(-1)?.day ?? '') < dayString(TODAY - 3)).toBe(true);
  });

  it('lowers coverage on a missing price day and leaves that value out of the total', () => {
    // A token the DEX does not quote: GeckoTerminal's closes cannot fill DefiLlama's missing day.
    const found = CHAIN_KEYS.flatMap((chain) =>
      world.holdings(whale, chain).flatMap((holding) => {
        if (holding.token.quotes.dexscreener !== null) return [];
        const series = tokenPriceHistory(holding.token);
        const missing = series === null ? null : missingPriceDay(series.key, series.now);
        return missing === null ? [] : [{ chain, holding, missing }];
      }),
    ).find(({ holding, missing }) =>
      history.some(
        (day) =>
          day.day === dayString(missing) &&
          day.rows.some((row) => row.id === holding.token.address),
      ),
    );
    expect(found).toBeDefined();
    const day = history.find((entry) => entry.day === dayString(found?.missing ?? 0));
    const row = day?.rows.find((entry) => entry.id === found?.holding.token.address);
    expect(row?.priced).toBe(false);
    expect(day?.coverage).toBeLessThan(1);
    const priced = (day?.rows ?? [])
      .filter((entry) => entry.priced)
      .reduce((sum, entry) => sum + entry.valueUsd, 0);
    expect(day?.totalUsd).toBeCloseTo(priced, 6);
  });

  it('is deterministic and has a point for every day of the range', () => {
    expect(history).toHaveLength(31);
    expect(
      expectedPortfolioHistory(new World({ seed: 1 }), wallets, ['pulse'], month).map(
        (day) => day.chains.pulse,
      ),
    ).toEqual(history.map((day) => day.chains.pulse));
  });
});
