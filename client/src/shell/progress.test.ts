import { describe, expect, it } from '@jest/globals';
import { progressValue } from './progress';

describe('progressValue (spec §2: 10 points per second up to 100)', () => {
  it.each([
    [0, 10],
    [999, 10],
    [1_000, 20],
    [4_500, 50],
    [8_999, 90],
    [9_000, 100],
    [60_000, 100],
  ])('after %p ms shows %p', (elapsed, value) => expect(progressValue(elapsed)).toBe(value));
});
