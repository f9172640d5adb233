import { describe, expect, it } from '@jest/globals';
import { costFigures, MAX_OPEN_LOTS, type CostMove } from './costLots';

const UNIT = 10n ** 18n;
const move = (
  units: number,
  priceUsd: number | null,
  feeUsd: number | null = 0,
  internal = false,
): CostMove => ({ raw: BigInt(units) * UNIT, priceUsd, feeUsd, internal });

describe('costFigures', () => {
  it('matches sales first in, first out, with fees on both sides', () => {
    const figures = costFigures(
      [move(10, 1, 1), move(10, 2), move(10, 3), move(-15, 4, 2), move(-5, 5)],
      18,
      6,
      'FIFO',
    );
    // Lots cost 11, 20, 30. The first sale takes all of lot 1 and half of lot 2 (cost 21) for
    // 60 − 2; the second the rest of lot 2 (cost 10) for 25.
    expect(figures.realisedUsd).toBeCloseTo(58 - 21 + 25 - 10, 9);
    expect(figures.heldAmount).toBe('10');
    expect(figures.costBasisUsd).toBeCloseTo(30, 9);
    expect(figures.averageEntryPriceUsd).toBeCloseTo(3, 9);
    expect(figures.unrealisedUsd).toBeCloseTo(30, 9);
    expect(figures.returnPct).toBeCloseTo(((52 + 30) / 61) * 100, 9);
    expect(figures.costCoverage).toBe(1);
    expect(figures.unknownCostAmount).toBe('0');
  });

  it('matches against the average cost when asked', () => {
    const figures = costFigures([move(10, 1), move(10, 3), move(-10, 4)], 18, 4, 'AVERAGE');
    expect(figures.realisedUsd).toBeCloseTo(40 - 20, 9);
    expect(figures.costBasisUsd).toBeCloseTo(20, 9);
  });

  it('names the amount received without a price instead of guessing its cost', () => {
    const figures = costFigures([move(4, null), move(6, 2), move(-2, 5)], 18, 5, 'FIFO');
    // The sale took from the lot of unknown cost: nothing realised is claimed for it.
    expect(figures.realisedUsd).toBe(0);
    expect(figures.unknownCostAmount).toBe('2');
    expect(figures.costCoverage).toBeCloseTo(0.75, 9);
    expect(figures.costBasisUsd).toBeCloseTo(12, 9);
    expect(figures.returnPct).toBeNull();
    // A fee on a day without the native price makes that lot's cost unknown as well.
    expect(costFigures([move(1, 2, null)], 18, 2, 'FIFO').unknownCostAmount).toBe('1');
  });

  it('keeps own-wallet transfers out of the merged figures, their fee a realised loss', () => {
    const figures = costFigures(
      [move(10, 1), move(-4, 3, 0.5, true), move(4, 3, 0, true)],
      18,
      3,
      'FIFO',
    );
    expect(figures.realisedUsd).toBeCloseTo(-0.5, 9);
    expect(figures.costBasisUsd).toBeCloseTo(10, 9);
  });

  it('merges the newest lots past the cap and still adds up', () => {
    const moves = Array.from({ length: MAX_OPEN_LOTS + 50 }, () => move(1, 2));
    const figures = costFigures([...moves, move(-10, 3)], 18, 3, 'FIFO');
    expect(figures.realisedUsd).toBeCloseTo(10, 6);
    expect(figures.costBasisUsd).toBeCloseTo((MAX_OPEN_LOTS + 40) * 2, 6);
  });
});
