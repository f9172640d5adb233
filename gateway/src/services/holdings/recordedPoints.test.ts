import { describe, expect, it } from '@jest/globals';
import { withPoint, type RecordedPoint } from './recordedPoints';

const HOUR = 3_600;
const DAY = 24 * HOUR;
const now = 1_787_220_000;

describe('withPoint', () => {
  it('keeps one point an hour, the latest, in the last week', () => {
    let points: RecordedPoint[] = [];
    points = withPoint(points, { at: now - 2 * HOUR, usd: 1 }, now);
    points = withPoint(points, { at: now - 2 * HOUR + 60, usd: 2 }, now);
    points = withPoint(points, { at: now, usd: 3 }, now);
    expect(points).toEqual([
      { at: now - 2 * HOUR + 60, usd: 2 },
      { at: now, usd: 3 },
    ]);
  });

  it("keeps only each day's last point once a point is older than a week", () => {
    const day = Math.floor((now - 10 * DAY) / DAY) * DAY;
    const old = [
      { at: day + HOUR, usd: 1 },
      { at: day + 5 * HOUR, usd: 2 },
      { at: day + DAY + HOUR, usd: 3 },
    ];
    expect(withPoint(old, { at: now, usd: 4 }, now)).toEqual([
      { at: day + 5 * HOUR, usd: 2 },
      { at: day + DAY + HOUR, usd: 3 },
      { at: now, usd: 4 },
    ]);
  });
});
