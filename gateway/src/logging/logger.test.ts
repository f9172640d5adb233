import { describe, expect, it } from '@jest/globals';
import { HttpRequestError } from 'viem';
import { NetworkError } from '../errors/errors';
import { boundLine, createLogger, MAX_LINE_BYTES } from './logger';

function capture(level: 'info' | 'warn' = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes one JSON object a line, with API keys cut from error messages and stacks', () => {
    const { logger, lines } = capture();
    const error = new Error('GET https://api.example/v2/api?module=account&apikey=S3CRET failed');
    logger.warn({ err: error }, 'source failed');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as { err: { message: string; stack: string } };
    expect(line.err.message).toContain('apikey=***');
    expect(lines[0]).not.toContain('S3CRET');
  });

  it('writes nothing below its level', () => {
    const { logger, lines } = capture('warn');
    logger.info('hello');
    expect(lines).toEqual([]);
  });

  it("summarises viem's error by node, status and method, without the request body it spells out", () => {
    const calldata = `0x${'ab'.repeat(500_000)}`;
    const cause = new HttpRequestError({
      url: 'https://bsc-node.example/rpc/S3CRET-PATH',
      status: 503,
      details: 'Service Unavailable',
      body: { method: 'eth_call', params: [{ to: '0xca11', data: calldata }, 'latest'] },
    });
    const { logger, lines } = capture();
    logger.warn(
      { err: new NetworkError('No working BSC RPC', 'rpc:bsc', undefined, { cause }) },
      'source failed',
    );
    expect(Buffer.byteLength(lines[0] ?? '')).toBeLessThan(4 * 1024);
    expect(lines[0]).not.toContain('abab');
    expect(lines[0]).not.toContain('S3CRET-PATH');
    const { err } = JSON.parse(lines[0] ?? '') as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      type: 'NetworkError',
      message: 'No working BSC RPC',
      upstream: 'rpc:bsc',
      cause: {
        type: 'HttpRequestError',
        message: 'HTTP request failed.',
        host: 'bsc-node.example',
        status: 503,
        method: 'eth_call',
        details: 'Service Unavailable',
      },
    });
    expect(err['stack']).toMatch(/^NetworkError: No working BSC RPC\n\s+at /);
  });

  it('stops following causes after a few, so a cause cycle or a deep chain stays short', () => {
    const first = new Error('first');
    let error: Error = first;
    for (let depth = 0; depth < 50; depth++)
      error = new Error(`wrapped ${depth}`, { cause: error });
    first.cause = error;
    const { logger, lines } = capture();
    logger.error({ err: error }, 'failed');
    expect(Buffer.byteLength(lines[0] ?? '')).toBeLessThan(8 * 1024);
  });
});

describe('boundLine', () => {
  it('passes a short line through untouched', () => {
    const line = `${JSON.stringify({ level: 30, msg: 'request completed' })}\n`;
    expect(boundLine(line)).toBe(line);
  });

  it('drops the large fields of a line over the bound and says which', () => {
    const line = `${JSON.stringify({ level: 40, reqId: 'r1', msg: 'source failed', detail: 'x'.repeat(40_000) })}\n`;
    const bounded = boundLine(line);
    expect(Buffer.byteLength(bounded)).toBeLessThanOrEqual(MAX_LINE_BYTES);
    expect(JSON.parse(bounded)).toEqual({
      level: 40,
      reqId: 'r1',
      msg: 'source failed',
      truncated: { bytes: Buffer.byteLength(line), fields: ['detail'] },
    });
  });

  it('keeps only what any line has when many mid-sized fields together are over it', () => {
    const fields = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`f${index}`, 'y'.repeat(900)]),
    );
    const line = `${JSON.stringify({ level: 30, time: 1, msg: 'm', ...fields })}\n`;
    const bounded = JSON.parse(boundLine(line)) as Record<string, unknown>;
    expect(Object.keys(bounded)).toEqual(['level', 'time', 'msg', 'truncated']);
  });
});
