import { formatUnits } from 'viem';

export const PNL_METHODS = ['FIFO', 'AVERAGE'] as const;
export type PnlMethod = (typeof PNL_METHODS)[number];

/** One change of a token's balance, valued as cost basis reads it. */
export interface CostMove {
  /** Base units: positive received, negative sent. */
  raw: bigint;
  /** The token's price on the move's day; null where no daily price is known. */
  priceUsd: number | null;
  /** The gas the wallet paid for it, in USD; 0 when someone else sent it, null when its price is unknown. */
  feeUsd: number | null;
  /** A transfer between two of the wallets asked: merged, neither an acquisition nor a disposal. */
  internal: boolean;
}

/** Profit and loss of one token's moves (docs/DECISIONS.md "Cost basis and PnL"). */
export interface CostFigures {
  /** What the moves leave held, exact decimal. */
  heldAmount: string;
  realisedUsd: number;
  /** Null when part of what is held has a known cost and the token has no price now. */
  unrealisedUsd: number | null;
  costBasisUsd: number;
  averageEntryPriceUsd: number | null;
  /** (realised + unrealised) / every known acquisition cost, percent; null when unknown. */
  returnPct: number | null;
  /** Share of the held amount whose cost is known; 1 when nothing is held. */
  costCoverage: number;
  /** Of the held amount, what was received without a price that day, exact decimal. */
  unknownCostAmount: string;
}

interface Lot {
  raw: bigint;
  /** Null: received on a day without a price, so its cost is unknown rather than guessed. */
  costUsd: number | null;
}

/**
 * Open lots kept per token: a wallet that buys every day for years merges its newest lots of the
 * same kind (known or unknown cost) past this, so the oldest lots FIFO sells first stay exact and
 * the work stays linear in the moves.
 * @internal
 */
export const MAX_OPEN_LOTS = 1_000;

/**
 * Cost basis, realised and unrealised PnL of a token's moves, oldest first: acquisitions at their
 * day's price plus their fee, disposals at theirs less their fee, matched first-in first-out (or
 * against the average cost); a piece of a disposal counts in the realised PnL only when both its
 * cost and its proceeds are known. Merged across wallets, an own-wallet transfer's fee is a
 * realised loss and its lots stay in the pool.
 */
export function costFigures(
  moves: readonly CostMove[],
  decimals: number,
  nowPriceUsd: number | null,
  method: PnlMethod,
): CostFigures {
  const units = (raw: bigint) => Number(formatUnits(raw, decimals));
  let lots: Lot[] = [];
  let realised = 0;
  let invested = 0;
  let investedKnown = true;
  for (const move of moves) {
    if (move.internal) {
      if (move.raw < 0n && move.feeUsd !== null) realised -= move.feeUsd;
      continue;
    }
    const known = move.priceUsd !== null && move.feeUsd !== null;
    if (move.raw > 0n) {
      const cost = known ? units(move.raw) * (move.priceUsd ?? 0) + (move.feeUsd ?? 0) : null;
      if (cost === null) investedKnown = false;
      else invested += cost;
      lots.push({ raw: move.raw, costUsd: cost });
      lots = method === 'AVERAGE' ? averaged(lots) : bounded(lots);
      continue;
    }
    const sold = -move.raw;
    const proceeds = known ? units(sold) * (move.priceUsd ?? 0) - (move.feeUsd ?? 0) : null;
    for (const piece of takeFrom(lots, sold, method)) {
      if (piece.costUsd !== null && proceeds !== null)
        realised += (proceeds * units(piece.raw)) / units(sold) - piece.costUsd;
    }
    lots = lots.filter((lot) => lot.raw > 0n);
  }
  const held = lots.reduce((sum, lot) => sum + lot.raw, 0n);
  const knownLots = lots.filter((lot) => lot.costUsd !== null);
  const knownRaw = knownLots.reduce((sum, lot) => sum + lot.raw, 0n);
  const costBasis = knownLots.reduce((sum, lot) => sum + (lot.costUsd ?? 0), 0);
  const unrealised =
    knownRaw === 0n ? 0 : nowPriceUsd === null ? null : units(knownRaw) * nowPriceUsd - costBasis;
  return {
    heldAmount: formatUnits(held, decimals),
    realisedUsd: realised,
    unrealisedUsd: unrealised,
    costBasisUsd: costBasis,
    averageEntryPriceUsd: knownRaw === 0n ? null : costBasis / units(knownRaw),
    returnPct:
      unrealised === null || !investedKnown || invested === 0
        ? null
        : ((realised + unrealised) / invested) * 100,
    costCoverage: held === 0n ? 1 : units(knownRaw) / units(held),
    unknownCostAmount: formatUnits(held - knownRaw, decimals),
  };
}

/**
 * Takes `sold` out of the lots (mutating them), returning the pieces taken with their share of
 * cost: FIFO from the oldest lot; AVERAGE (two lots, known and unknown cost) from each pro rata.
 * What exceeds the lots (a history read only from some point on) has no cost to match.
 */
function takeFrom(lots: Lot[], sold: bigint, method: PnlMethod): Lot[] {
  const held = lots.reduce((sum, lot) => sum + lot.raw, 0n);
  const pieces: Lot[] = [];
  let left = sold < held ? sold : held;
  for (const [index, lot] of lots.entries()) {
    if (left === 0n) break;
    const share = method === 'AVERAGE' && index < lots.length - 1 ? (sold * lot.raw) / held : left;
    const raw = share < lot.raw ? share : lot.raw;
    const cost = lot.costUsd === null ? null : (lot.costUsd * Number(raw)) / Number(lot.raw);
    pieces.push({ raw, costUsd: cost });
    lot.costUsd = lot.costUsd === null || cost === null ? lot.costUsd : lot.costUsd - cost;
    lot.raw -= raw;
    left -= raw;
  }
  return pieces;
}

/** AVERAGE keeps one lot of known cost and one of unknown cost. */
function averaged(lots: readonly Lot[]): Lot[] {
  const known = lots.filter((lot) => lot.costUsd !== null);
  const unknown = lots.filter((lot) => lot.costUsd === null);
  const sum = (group: readonly Lot[]) => group.reduce((total, lot) => total + lot.raw, 0n);
  return [
    ...(known.length === 0
      ? []
      : [
          { raw: sum(known), costUsd: known.reduce((total, lot) => total + (lot.costUsd ?? 0), 0) },
        ]),
    ...(unknown.length === 0 ? [] : [{ raw: sum(unknown), costUsd: null }]),
  ];
}

/** Past MAX_OPEN_LOTS, the newest lot joins the nearest earlier lot of its kind. */
function bounded(lots: Lot[]): Lot[] {
  if (lots.length <= MAX_OPEN_LOTS) return lots;
  const newest = lots.at(-1) as Lot;
  const known = newest.costUsd !== null;
  for (let index = lots.length - 2; index >= 0; index--) {
    const lot = lots[index] as Lot;
    if ((lot.costUsd !== null) !== known) continue;
    lot.raw += newest.raw;
    lot.costUsd = known ? (lot.costUsd ?? 0) + (newest.costUsd ?? 0) : null;
    lots.pop();
    break;
  }
  return lots;
}
