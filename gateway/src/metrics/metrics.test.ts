import { describe, expect, it } from '@jest/globals';
import { Metrics } from './metrics';

describe('Metrics', () => {
  it('counts a retry only from the second attempt on', async () => {
    const metrics = new Metrics();
    metrics.recordUpstreamAttempt({
      upstream: 'dexscreener',
      status: 429,
      attempt: 0,
      durationMs: 20,
    });
    metrics.recordUpstreamAttempt({
      upstream: 'dexscreener',
      status: 200,
      attempt: 1,
      durationMs: 30,
    });
    const { body } = await metrics.render();
    expect(body).toMatch(
      /^kinko_upstream_requests_total\{upstream="dexscreener",status="429"\} 1$/m,
    );
    expect(body).toMatch(/^kinko_upstream_retries_total\{upstream="dexscreener"\} 1$/m);
    expect(body).toMatch(
      /^kinko_upstream_request_duration_seconds_sum\{upstream="dexscreener",status="200"\} 0\.03$/m,
    );
  });

  it('folds operation names past the first hundred into "other"', () => {
    const metrics = new Metrics();
    for (let index = 0; index < 100; index++)
      expect(metrics.operationLabel(`Op${index}`)).toBe(`Op${index}`);
    expect(metrics.operationLabel('Op100')).toBe('other');
    expect(metrics.operationLabel('Op7')).toBe('Op7');
  });

  it('folds a name too long or not a GraphQL name into "other", and no name into "anonymous"', () => {
    const metrics = new Metrics();
    expect(metrics.operationLabel(`A${'x'.repeat(63)}`)).toBe(`A${'x'.repeat(63)}`);
    expect(metrics.operationLabel(`B${'x'.repeat(64)}`)).toBe('other');
    expect(metrics.operationLabel('a"b')).toBe('other');
    expect(metrics.operationLabel(undefined)).toBe('anonymous');
    expect(metrics.operationLabel(null)).toBe('anonymous');
  });
});
