import { describe, expect, it } from '@jest/globals';
import { mapWithConcurrency } from './mapWithConcurrency';

describe('mapWithConcurrency', () => {
  it('runs at most `limit` at once and keeps the input order in the result', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency(
      Array.from({ length: 20 }, (_, i) => i),
      6,
      async (item) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 20 - item));
        running--;
        return item * 2;
      },
    );
    expect(peak).toBe(6);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('handles an empty list', async () => {
    await expect(mapWithConcurrency([], 3, async () => 1)).resolves.toEqual([]);
  });
});
