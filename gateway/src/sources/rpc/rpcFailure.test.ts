import { describe, expect, it } from '@jest/globals';
import { HttpRequestError, InternalRpcError, RpcRequestError, TimeoutError } from 'viem';
import { NetworkError, UpstreamError } from '../../errors/errors';
import { isUnreachable, toRpcError } from './rpcFailure';

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
