import { formatUnits } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW } from './clock';
import { tokenDayPrice } from './historyTruth';
import { nativeDayPrice, TODAY } from './priceHistory';
import { nativeDelta, tokenDelta } from './transferHistory';
import type { WorldToken } from './types';
import type { World } from './world';

/** One UTC day of a token's history (today: at WORLD_NOW). */
export interface ExpectedTokenDay {
  day: number;
  /** The day's price as the value history prices it; null where no source has one. */
  priceUsd: number | null;
  /** Each wallet's amount at the day's close, exact decimal, in the order given. */
  amounts: string[];
}

/**
 * Ground truth of one coin's history from the world's transfers and daily prices only (no gateway
 * code): each wallet's balance at every day's close from `fromDay` through today, and the day's
 * price — a token's as the value history's truth prices it (tokenDayPrice: DefiLlama, else its
 * pool's close on GeckoTerminal, a pinned stablecoin at 1), the native coin's DefiLlama price —
 * and today's price now. `token` null: the chain's native coin (fees it paid included). The days
 * begin at `fromDay`, not before the first day a wallet held the coin.
 */
export function expectedTokenHistory(
  world: World,
  wallets: readonly string[],
  chain: ChainKey,
  token: WorldToken | null,
  fromDay = -Infinity,
): ExpectedTokenDay[] {
  const decimals = token?.decimals ?? CHAINS[chain].nativeDecimals;
  const moves = wallets.map((address) => {
    const wallet = address.toLowerCase() as Address;
    return world
      .transactions(wallet, chain)
      .map((tx) => ({
        at: tx.timestamp,
        delta: token === null ? nativeDelta(tx, wallet) : tokenDelta(tx, wallet, token.address),
      }))
      .filter((move) => move.delta !== 0n);
  });
  const amountsAt = (close: number) =>
    moves.map((list) =>
      formatUnits(
        list.reduce((sum, move) => (move.at <= close ? sum + move.delta : sum), 0n),
        decimals,
      ),
    );
  const first = Math.min(TODAY, ...moves.flat().map((move) => Math.floor(move.at / DAY_SECONDS)));
  const priceNow = token === null ? world.native(chain).priceUsd : token.expected.priceUsd;
  const days: ExpectedTokenDay[] = [];
  for (let day = Math.max(fromDay, first); day < TODAY; day++)
    days.push({
      day,
      priceUsd: token === null ? nativeDayPrice(chain, day) : tokenDayPrice(world, token, day),
      amounts: amountsAt((day + 1) * DAY_SECONDS - 1),
    });
  days.push({ day: TODAY, priceUsd: priceNow, amounts: amountsAt(WORLD_NOW) });
  return days;
}
