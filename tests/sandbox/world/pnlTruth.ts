import { formatUnits } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../shared/src/chains';
import { tokenDayPrice } from './historyTruth';
import { dayOf, nativeDayPrice } from './priceHistory';
import { tokenDelta } from './transferHistory';
import type { WorldTx } from './transactions';
import type { WorldToken } from './types';
import type { World } from './world';

/** Profit and loss of one token, in one wallet or (wallet null) merged across the wallets asked. */
export interface ExpectedPnl {
  chain: ChainKey;
  token: Address;
  symbol: string | null;
  wallet: Address | null;
  /** What the transfers leave held, exact decimal. */
  heldAmount: string;
  realisedUsd: number;
  /** Null when some of what is held has a known cost but the token has no price today. */
  unrealisedUsd: number | null;
  /** What the held amount of known cost cost, fees included. */
  costBasisUsd: number;
  /** Of the held amount, what was received on a day without a price, exact decimal. */
  unknownCostAmount: string;
  /** Share of the held amount whose cost is known; 1 when nothing is held. */
  costCoverage: number;
  averageEntryPriceUsd: number | null;
  /** (realised + unrealised) / every known acquisition cost, in percent; null when either is unknown or nothing was paid. */
  returnPct: number | null;
}

interface Lot {
  raw: bigint;
  /** Null: received on a day without a price (or its fee's day lacked the native price). */
  costUsd: number | null;
}

interface Move {
  tx: WorldTx;
  wallet: Address;
  walletOrder: number;
  delta: bigint;
}

/**
 * Ground truth of profit and loss from the world's transfers and daily prices alone, none of the
 * gateway's code. Rules: every ERC-20 the history counts (spam, blocklisted and nameless tokens
 * never do: an airdrop of spam is worth nothing, so it has no row); transfers in are acquisitions
 * at the price of the day received (the history truth's: DefiLlama's, else the token's pool close
 * on GeckoTerminal; today's price for today; Ethereum's pinned stablecoins at 1), transfers out disposals at the day's price, matched
 * first-in first-out; a lot received on a day without a price has an unknown cost — it is never
 * guessed, it is named. Fees: the gas of a transaction the wallet sent, at the native coin's
 * price that day, adds to an acquisition's cost and comes off a disposal's proceeds (a fee on a
 * day without the native price makes that cost or those proceeds unknown). A disposal's realised
 * PnL counts, lot by lot pro rata, only where both the piece's cost and the proceeds are known.
 * Merged across wallets, a transfer between two of them is neither: its lots stay in the pool and
 * its fee is a realised loss. Moves at the same second: by transaction hash, then wallet order.
 */
export function expectedPnl(
  world: World,
  wallets: readonly string[],
  chain: ChainKey,
  view: 'wallet' | 'merged',
): ExpectedPnl[] {
  const own = wallets.map((wallet) => wallet.toLowerCase() as Address);
  const tokens = new Map<Address, WorldToken>();
  for (const wallet of own)
    for (const tx of world.transactions(wallet, chain))
      if (tx.transfer !== null && tx.transfer.token.expected.reason === null)
        tokens.set(tx.transfer.token.address, tx.transfer.token);
  const rows: ExpectedPnl[] = [];
  const priceOf = (token: WorldToken) => (day: number) => tokenDayPrice(world, token, day);
  for (const token of tokens.values()) {
    const movesOf = (holders: readonly Address[]): Move[] =>
      holders
        .flatMap((wallet) =>
          world.transactions(wallet, chain).map((tx) => ({
            tx,
            wallet,
            walletOrder: own.indexOf(wallet),
            delta: tokenDelta(tx, wallet, token.address),
          })),
        )
        .filter((move) => move.delta !== 0n)
        .sort(
          (a, b) =>
            a.tx.timestamp - b.tx.timestamp ||
            (a.tx.hash < b.tx.hash ? -1 : a.tx.hash > b.tx.hash ? 1 : 0) ||
            a.walletOrder - b.walletOrder,
        );
    if (view === 'merged')
      rows.push(tokenPnl(chain, token, priceOf(token), null, movesOf(own), new Set(own)));
    else
      for (const wallet of own) {
        const moves = movesOf([wallet]);
        if (moves.length > 0)
          rows.push(tokenPnl(chain, token, priceOf(token), wallet, moves, new Set()));
      }
  }
  return rows;
}

function tokenPnl(
  chain: ChainKey,
  token: WorldToken,
  priceOn: (day: number) => number | null,
  wallet: Address | null,
  moves: readonly Move[],
  pool: ReadonlySet<Address>,
): ExpectedPnl {
  const units = (raw: bigint) => Number(formatUnits(raw, token.decimals));
  const lots: Lot[] = [];
  let realised = 0;
  let invested = 0;
  let investedKnown = true;
  for (const { tx, wallet: holder, delta } of moves) {
    const day = dayOf(tx.timestamp);
    const fee = feeUsd(chain, tx, holder);
    const transfer = tx.transfer;
    const internal = transfer !== null && pool.has(transfer.from) && pool.has(transfer.to);
    if (internal) {
      // Counted once, on the sending side; the lots stay where they are in the pool.
      if (delta < 0n && fee !== null) realised -= fee;
      continue;
    }
    const price = priceOn(day);
    if (delta > 0n) {
      const cost = price === null || fee === null ? null : units(delta) * price + fee;
      if (cost === null) investedKnown = false;
      else invested += cost;
      lots.push({ raw: delta, costUsd: cost });
      continue;
    }
    const sold = -delta;
    const proceeds = price === null || fee === null ? null : units(sold) * price - fee;
    let left = sold;
    while (left > 0n && lots.length > 0) {
      const lot = lots[0] as Lot;
      const piece = lot.raw < left ? lot.raw : left;
      const pieceCost = lot.costUsd === null ? null : (lot.costUsd * units(piece)) / units(lot.raw);
      if (pieceCost !== null && proceeds !== null)
        realised += (proceeds * units(piece)) / units(sold) - pieceCost;
      if (piece === lot.raw) lots.shift();
      else {
        lot.raw -= piece;
        lot.costUsd = lot.costUsd === null ? null : lot.costUsd - (pieceCost ?? 0);
      }
      left -= piece;
    }
  }
  const held = lots.reduce((sum, lot) => sum + lot.raw, 0n);
  const known = lots.filter((lot) => lot.costUsd !== null);
  const knownRaw = known.reduce((sum, lot) => sum + lot.raw, 0n);
  const costBasis = known.reduce((sum, lot) => sum + (lot.costUsd ?? 0), 0);
  const now = token.expected.priceUsd;
  const unrealised = knownRaw === 0n ? 0 : now === null ? null : units(knownRaw) * now - costBasis;
  return {
    chain,
    token: token.address,
    symbol: token.symbol,
    wallet,
    heldAmount: formatUnits(held, token.decimals),
    realisedUsd: realised,
    unrealisedUsd: unrealised,
    costBasisUsd: costBasis,
    unknownCostAmount: formatUnits(held - knownRaw, token.decimals),
    costCoverage: held === 0n ? 1 : units(knownRaw) / units(held),
    averageEntryPriceUsd: knownRaw === 0n ? null : costBasis / units(knownRaw),
    returnPct:
      unrealised === null || !investedKnown || invested === 0
        ? null
        : ((realised + unrealised) / invested) * 100,
  };
}

/** The gas the wallet paid for the transaction, in USD that day; 0 when someone else sent it. */
function feeUsd(chain: ChainKey, tx: WorldTx, wallet: Address): number | null {
  if (tx.from !== wallet) return 0;
  const price = nativeDayPrice(chain, dayOf(tx.timestamp));
  return price === null
    ? null
    : Number(formatUnits(tx.gasUsed * tx.gasPrice, CHAINS[chain].nativeDecimals)) * price;
}
