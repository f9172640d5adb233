import { describe, expect, it } from '@jest/globals';
import { parseRetryAfter } from './retryAfter';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('7', NOW)).toBe(7000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date relative to the given clock', () => {
    expect(parseRetryAfter(new Date(NOW + 12_000).toUTCString(), NOW)).toBe(12_000);
  });

  // asctime has no zone but means GMT; this catches a local-time reading on any machine not on UTC
  // (`TZ=America/New_York npm test` checks it on one that is).
  it('reads the obsolete RFC 850 and asctime date forms too, asctime as GMT', () => {
    expect(parseRetryAfter('Wednesday, 15-Jan-25 12:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Wed Jan 15 12:00:30 2025', NOW)).toBe(30_000);
  });

  it('treats a date in the past as "now"', () => {
    expect(parseRetryAfter(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
  });

  it('ignores an absent, empty or unreadable header', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('  ', NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
    expect(parseRetryAfter('1.5', NOW)).toBeUndefined();
  });
});
