import { describe, expect, it } from '@jest/globals';
import {
  BadInputError,
  CircuitOpenError,
  DeadlineError,
  NetworkError,
  RateLimitedError,
  UpstreamError,
  UpstreamShapeError,
  UpstreamTimeoutError,
} from './errors';
import { mainReason, reasonOf, SourceFailedError } from './sourceReason';

describe('reasonOf', () => {
  it('maps each upstream error class to its reason', () => {
    expect(reasonOf(new RateLimitedError('Blockscout v2 HTTP 429', 'blockscout', 429))).toBe(
      'RATE_LIMITED',
    );
    expect(reasonOf(new DeadlineError('request deadline reached', 'dexscreener'))).toBe('TIMEOUT');
    expect(reasonOf(new UpstreamTimeoutError('request failed (ETIMEDOUT)', 'defillama'))).toBe(
      'TIMEOUT',
    );
    expect(reasonOf(new NetworkError('request failed (ECONNREFUSED)', 'defillama'))).toBe(
      'NETWORK',
    );
    expect(reasonOf(new CircuitOpenError('skipped: failing recently', 'etherscan'))).toBe(
      'CIRCUIT_OPEN',
    );
    expect(reasonOf(new UpstreamShapeError('unexpected shape', 'coingecko', 200))).toBe(
      'BAD_RESPONSE',
    );
    expect(reasonOf(new UpstreamError('Blockscout v2 HTTP 500', 'blockscout', 500))).toBe(
      'BAD_RESPONSE',
    );
  });

  it('keeps a reason given where the error was raised, and calls anything else UNKNOWN', () => {
    expect(reasonOf(new SourceFailedError('older copy kept', 'RATE_LIMITED'))).toBe('RATE_LIMITED');
    expect(reasonOf(new Error('boom'))).toBe('UNKNOWN');
    expect(reasonOf(new BadInputError('Invalid wallet address'))).toBe('UNKNOWN');
    expect(reasonOf('a string')).toBe('UNKNOWN');
  });
});

describe('mainReason', () => {
  it('picks the most telling reason, rate limiting first, and null when there is none', () => {
    expect(mainReason(['BAD_RESPONSE', 'RATE_LIMITED', 'TIMEOUT'])).toBe('RATE_LIMITED');
    expect(mainReason([undefined, 'CIRCUIT_OPEN', 'NETWORK', null])).toBe('NETWORK');
    expect(mainReason([undefined, null])).toBeNull();
    expect(mainReason([])).toBeNull();
  });
});
