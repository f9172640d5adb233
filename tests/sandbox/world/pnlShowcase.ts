import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW, blockAt } from './clock';
import { missingPriceDay, tokenPriceHistory } from './priceHistory';
import { Rng } from './random';
import { historyTx, rebasingHolding, tokenDelta } from './transferHistory';
import type { WorldTx } from './transactions';
import type { WorldHolding } from './types';

/** The chain of the cost-basis showcase: its ordinary tokens have DefiLlama's daily prices. */
export const SHOWCASE_CHAIN: ChainKey = 'eth';

interface ShowcaseWallet {
  index: number;
  address: Address;
  holdings: readonly WorldHolding[];
  /** The wallet's activity on SHOWCASE_CHAIN before the showcase and the history's funding. */
  activity: readonly WorldTx[];
}

/**
 * The cost-basis cases of profit and loss, added to the first two demo wallets' activity on
 * SHOWCASE_CHAIN before the history is completed (transferHistory.ts funds what they lack, so the
 * balances still add up): wallet 0 buys one token in three lots — sending each transaction
 * itself, so it pays their gas — gives part of it to wallet 1 and sells in two; wallet 1 sells
 * what it was given; wallet 1 receives an airdrop of a token it holds (sent by the distributor:
 * no gas); and wallet 0 buys a token on the one day DefiLlama has no price for it, so that lot's
 * cost is unknown. Spam airdrops were there already (transferHistory.ts). Map: wallet index → its
 * added transactions (the gift is in both wallets' lists). Empty when a case finds no token.
 */
export function pnlShowcase(
  seed: number,
  first: ShowcaseWallet,
  second: ShowcaseWallet,
): Map<number, WorldTx[]> {
  const rng = Rng.derive(seed, 'pnl-showcase');
  const chain = SHOWCASE_CHAIN;
  const used = new Set([...first.activity, ...second.activity].map((tx) => tx.blockNumber));
  // One transaction per block, in neither wallet's other activity.
  const atTime = (timestamp: number): number => {
    let time = timestamp;
    while (used.has(blockAt(chain, time))) time += 1;
    used.add(blockAt(chain, time));
    return time;
  };
  const at = (daysAgo: number): number => atTime(WORLD_NOW - daysAgo * DAY_SECONDS + 3_600);
  const added = new Map<number, WorldTx[]>([
    [first.index, []],
    [second.index, []],
  ]);
  const add = (tx: WorldTx, ...wallets: number[]) => {
    for (const wallet of wallets) added.get(wallet)?.push(tx);
  };
  const lots = candidates(first, (missing) => missing === null)[0];
  if (lots !== undefined) {
    const token = lots.token;
    const unit = 10n ** BigInt(token.decimals);
    const buys = [rng.int(200, 900), rng.int(200, 900), rng.int(200, 900)].map(
      (units) => BigInt(units) * unit,
    );
    const pool = rng.address();
    // Bought from a pool by a transaction the wallet sends: it pays the gas.
    const bought = [60, 45, 30].map((daysAgo, index) => ({
      ...historyTx(rng, chain, token, at(daysAgo), pool, first.address, buys[index] ?? 0n),
      from: first.address,
    }));
    for (const tx of bought) add(tx, first.index);
    const gift = (buys[0] ?? 0n) / 4n;
    add(
      historyTx(rng, chain, token, at(20), first.address, second.address, gift),
      first.index,
      second.index,
    );
    add(historyTx(rng, chain, token, at(15), first.address, pool, buys[0] ?? 0n), first.index);
    add(historyTx(rng, chain, token, at(8), first.address, pool, buys[1] ?? 0n), first.index);
    add(historyTx(rng, chain, token, at(5), second.address, pool, gift), second.index);
  }
  const airdropped = candidates(second, (missing) => missing === null)[0];
  if (airdropped !== undefined) {
    const token = airdropped.token;
    const amount = airdropped.balanceRaw / 3n;
    if (amount > 0n)
      add(
        historyTx(rng, chain, token, at(40), rng.address(), second.address, amount),
        second.index,
      );
  }
  const unpriced = candidates(first, (missing) => missing !== null).find(
    (holding) => holding.token !== lots?.token,
  );
  const series = unpriced === undefined ? null : tokenPriceHistory(unpriced.token);
  const missing = series === null ? null : missingPriceDay(series.key, series.now);
  if (unpriced !== undefined && missing !== null) {
    const amount = BigInt(rng.int(50, 500)) * 10n ** BigInt(unpriced.token.decimals);
    const tx = historyTx(
      rng,
      chain,
      unpriced.token,
      atTime(missing * DAY_SECONDS + 13 * 3_600),
      rng.address(),
      first.address,
      amount,
    );
    add({ ...tx, from: first.address }, first.index);
  }
  return added;
}

/**
 * The wallet's ordinary, DefiLlama-priced holdings on the showcase chain whose missing price day
 * passes `wanted`, leaving out the rebasing token (its transfers are meant not to add up).
 */
function candidates(
  wallet: ShowcaseWallet,
  wanted: (missingDay: number | null) => boolean,
): WorldHolding[] {
  const moved = new Map<Address, bigint>();
  for (const tx of wallet.activity)
    if (tx.transfer !== null) {
      const token = tx.transfer.token.address;
      moved.set(token, (moved.get(token) ?? 0n) + tokenDelta(tx, wallet.address, token));
    }
  const rebasing = rebasingHolding(wallet.index, SHOWCASE_CHAIN, wallet.holdings, moved);
  return wallet.holdings.filter((holding) => {
    const series = tokenPriceHistory(holding.token);
    return (
      holding !== rebasing &&
      holding.intent === 'normal' &&
      holding.token.kind === 'ordinary' &&
      series !== null &&
      wanted(missingPriceDay(series.key, series.now))
    );
  });
}
