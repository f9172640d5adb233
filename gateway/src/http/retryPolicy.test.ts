import { describe, expect, it } from '@jest/globals';
import { SPEC_RETRY_POLICY, fullJitterDelay } from '../../../shared/src/retryPolicy';
import { decideRetry } from './retryPolicy';

const almostOne = () => 1 - Number.EPSILON;

describe('SPEC_RETRY_POLICY (spec §7 "Retry policy")', () => {
  it('is 4 retries, 800 ms base, 15 s cap, 120 s ceiling on 429/502/503/504', () => {
    expect(SPEC_RETRY_POLICY).toEqual({
      retries: 4,
      baseDelayMs: 800,
      maxDelayMs: 15_000,
      totalCeilingMs: 120_000,
      statusCodes: [429, 502, 503, 504],
    });
  });
});

describe('fullJitterDelay', () => {
  it.each([0, 1, 2, 3, 4, 5, 10])(
    'stays in [0, min(15000, 800·2^%i)) at both ends of the random source',
    (attempt) => {
      const bound = Math.min(15_000, 800 * 2 ** attempt);
      expect(fullJitterDelay(SPEC_RETRY_POLICY, attempt, () => 0)).toBe(0);
      const top = fullJitterDelay(SPEC_RETRY_POLICY, attempt, almostOne);
      expect(top).toBeLessThan(bound);
      expect(top).toBeGreaterThanOrEqual(bound - 1);
    },
  );

  it('scales linearly with the random source in between', () => {
    expect(fullJitterDelay(SPEC_RETRY_POLICY, 2, () => 0.5)).toBe(1600);
  });
});

describe('decideRetry', () => {
  const base = {
    policy: SPEC_RETRY_POLICY,
    elapsedMs: 0,
    retryAfterMs: undefined,
    random: () => 0.5,
  };

  it('retries with full jitter after attempts 0..3 and stops after the fourth retry', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => decideRetry({ ...base, attempt }))).toEqual([
      { retry: true, delayMs: 400 },
      { retry: true, delayMs: 800 },
      { retry: true, delayMs: 1600 },
      { retry: true, delayMs: 3200 },
      { retry: false, delayMs: 0 },
    ]);
  });

  it('lets Retry-After win over jitter, even past the 15 s per-wait cap', () => {
    expect(decideRetry({ ...base, attempt: 0, retryAfterMs: 30_000 })).toEqual({
      retry: true,
      delayMs: 30_000,
    });
  });

  it('gives up rather than wait past the 120 s ceiling', () => {
    expect(decideRetry({ ...base, attempt: 1, elapsedMs: 100_000, retryAfterMs: 20_000 })).toEqual({
      retry: true,
      delayMs: 20_000,
    });
    expect(decideRetry({ ...base, attempt: 1, elapsedMs: 100_000, retryAfterMs: 20_001 })).toEqual({
      retry: false,
      delayMs: 0,
    });
    expect(decideRetry({ ...base, attempt: 1, elapsedMs: 119_500, random: almostOne })).toEqual({
      retry: false,
      delayMs: 0,
    });
  });
});
