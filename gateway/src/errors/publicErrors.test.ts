import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { InvalidAddressError } from '../../../shared/src/addresses';
import { BadInputError, UpstreamError, UpstreamUnavailableError } from './errors';
import { formatError } from './formatError';
import { isCallersFault, publicFailureOf } from './publicErrors';

describe('publicFailureOf', () => {
  it('gives each public class its code and REST status, the message as written', () => {
    expect(publicFailureOf(new BadInputError('At most 50 wallets per query.'))).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: 'At most 50 wallets per query.',
    });
    // shared/'s parser error is input the caller must correct, like the gateway's own.
    expect(publicFailureOf(new InvalidAddressError('Invalid wallet address "0x1".'))).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: 'Invalid wallet address "0x1".',
    });
    expect(publicFailureOf(new UpstreamUnavailableError('Network issue (Ethereum).'))).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      status: 502,
      message: 'Network issue (Ethereum).',
    });
  });

  it('leaves everything else internal', () => {
    expect(
      publicFailureOf(new UpstreamError('https://x.example/api HTTP 500', 'x')),
    ).toBeUndefined();
    expect(publicFailureOf(new Error('boom'))).toBeUndefined();
    expect(publicFailureOf('boom')).toBeUndefined();
  });
});

describe('isCallersFault', () => {
  it('is true only for the bad-input rows, which a fallback chain must not pass on', () => {
    expect(isCallersFault(new BadInputError('At most 50 wallets per query.'))).toBe(true);
    expect(isCallersFault(new InvalidAddressError('Invalid wallet address "0x1".'))).toBe(true);
    expect(isCallersFault(new UpstreamUnavailableError('Network issue (Ethereum).'))).toBe(false);
    expect(isCallersFault(new UpstreamError('https://x.example/api HTTP 400', 'x'))).toBe(false);
    expect(isCallersFault(new Error('boom'))).toBe(false);
  });
});

describe('formatError', () => {
  const formatted = (error: GraphQLError) => formatError(error.toJSON(), error);

  it('answers a public error with its text and code, however graphql-js and Apollo wrapped it', () => {
    const ours = new BadInputError('Invalid wallet address "0x12". Please check and try again.');
    const coerced = new GraphQLError('Expected type "Address". ' + ours.message, {
      originalError: ours,
    });
    const relabelled = new GraphQLError(
      `Variable "$a" got invalid value "0x12"; ${coerced.message}`,
      {
        originalError: coerced,
        extensions: { code: 'BAD_USER_INPUT' },
      },
    );
    expect(formatted(relabelled)).toEqual({
      message: ours.message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps a request code raised under a wrapper, and hides anything else', () => {
    const rule = new GraphQLError('At most 10 aliases.', {
      extensions: { code: 'QUERY_TOO_COSTLY' },
    });
    const validation = new GraphQLError(rule.message, {
      originalError: rule,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatted(validation)).toEqual({
      message: 'At most 10 aliases.',
      extensions: { code: 'QUERY_TOO_COSTLY' },
    });
    expect(
      formatted(new GraphQLError('secret upstream URL', { originalError: new Error('x') })),
    ).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });
});
