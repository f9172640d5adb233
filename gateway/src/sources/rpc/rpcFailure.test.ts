import { describe, expect, it } from '@jest/globals';
import {
  HttpRequestError,
  InternalRpcError,
  InvalidInputRpcError,
  LimitExceededRpcError,
  RpcRequestError,
  TimeoutError,
} from 'viem';
import { texts } from '../../../../shared/src/texts';
import { NetworkError, RateLimitedError, UpstreamError } from '../../errors/errors';
import { isUnreachable, nodeVerdict, retryAfterOf, toRpcError } from './rpcFailure';

const url = 'https://mainnet.example.com/v3/SECRETKEY';

describe('toRpcError', () => {
  it('turns "no node answered" into a NetworkError with spec §8\'s "RPC {node} HTTP {status}"', () => {
    const error = toRpcError(new HttpRequestError({ url, status: 503, body: {} }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('RPC mainnet.example.com HTTP 503');
    expect(isUnreachable(error)).toBe(true);
    expect(toRpcError(new TimeoutError({ url, body: {} })).message).toBe(
      'RPC mainnet.example.com timed out',
    );
    expect(isUnreachable(toRpcError(new HttpRequestError({ url })))).toBe(true);
  });

  it('keeps a node that answered with an error apart: asking for less may work', () => {
    const refused = new InternalRpcError(
      new RpcRequestError({ url, body: {}, error: { code: -32000, message: 'request too large' } }),
    );
    const error = toRpcError(refused);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(isUnreachable(error)).toBe(false);
    expect(error.message).toBe('RPC mainnet.example.com: request too large');
    expect(isUnreachable(toRpcError(new HttpRequestError({ url, status: 413 })))).toBe(false);
  });

  it('never puts the URL path (where keys live) in the message', () => {
    expect(toRpcError(new HttpRequestError({ url, status: 429 })).message).not.toContain(
      'SECRETKEY',
    );
  });
});

/** A node's JSON-RPC error as viem raises it: the HTTP layer's RpcRequestError under the class of its code. */
function rpcError(
  Wrapper: typeof InternalRpcError | typeof InvalidInputRpcError | typeof LimitExceededRpcError,
  error: { code: number; message: string },
  http?: { status: number; headers?: Record<string, string> },
) {
  return new Wrapper(
    new RpcRequestError({
      url,
      body: {},
      error,
      ...(http === undefined
        ? {}
        : { status: http.status, headers: new Headers(http.headers ?? {}) }),
    }),
  );
}

describe('nodeVerdict: real refusals (UPSTREAMS.md §7.1)', () => {
  // Base's public node, github.com/base/node issues/368: HTTP 429, the provider's own error
  // wrapped as raw JSON in a -32000 message.
  const overRateLimit = rpcError(
    InvalidInputRpcError,
    {
      code: -32000,
      message:
        '429 Too Many Requests: {"jsonrpc":"2.0","error":{"code":-32016,"message":"over rate limit"},"id":2239375}\n',
    },
    { status: 429, headers: { 'retry-after': '30' } },
  );

  it('reads a 429 with a JSON-RPC body as a throttle, with its Retry-After, and says so in spec §8 words', () => {
    expect(nodeVerdict(overRateLimit)).toBe('rate-limited');
    expect(retryAfterOf(overRateLimit)).toBe(30_000);
    const error = toRpcError(overRateLimit);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toBe(`RPC mainnet.example.com: ${texts.rateLimited}`);
    expect(isUnreachable(error)).toBe(true);
  });

  it('reads throttling codes in any HTTP status, but not -32005 about a result size', () => {
    // Tenderly, github.com/fluencelabs/dev-rewards issues/20.
    expect(
      nodeVerdict(
        rpcError(LimitExceededRpcError, { code: -32005, message: 'rate limit exceeded' }),
      ),
    ).toBe('rate-limited');
    expect(
      nodeVerdict(
        rpcError(LimitExceededRpcError, { code: -32005, message: 'request rate exceeded' }),
      ),
    ).toBe('rate-limited');
    expect(
      nodeVerdict(
        rpcError(LimitExceededRpcError, {
          code: -32005,
          message: 'query returned more than 10000 results',
        }),
      ),
    ).toBe('answered');
    // A gas cap is about the call: the stakes reader splits it, so it must not read as a throttle.
    expect(
      nodeVerdict(rpcError(InvalidInputRpcError, { code: -32000, message: 'gas limit exceeded' })),
    ).toBe('answered');
  });

  it('reads HTTP 200 "Internal error" (an overloaded default node) as a failing node, not an answer', () => {
    const internal = rpcError(InternalRpcError, { code: -32603, message: 'Internal error' });
    expect(nodeVerdict(internal)).toBe('failed');
    expect(toRpcError(internal)).toBeInstanceOf(NetworkError);
    expect(
      nodeVerdict(rpcError(InvalidInputRpcError, { code: -32000, message: 'header not found' })),
    ).toBe('failed');
    // A revert reported as -32603 is the contract's answer.
    expect(
      nodeVerdict(
        rpcError(InternalRpcError, {
          code: -32603,
          message: 'Error: VM Exception while processing transaction: reverted',
        }),
      ),
    ).toBe('answered');
  });

  it('reads a timeout as a stall', () => {
    expect(nodeVerdict(new TimeoutError({ url, body: {} }))).toBe('stalled');
  });
});
