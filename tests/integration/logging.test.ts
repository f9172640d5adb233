import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Keyv from 'keyv';
import request from 'supertest';
import { Cache } from '../../gateway/src/cache/cache';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';

/** A store that fails in a way no code path expects, so a resolver throws past every fallback. */
class ExplodingCache extends Cache {
  override async getOrFetch(): Promise<never> {
    throw new TypeError('cache exploded');
  }
  override async getOrFetchMany(): Promise<never> {
    throw new TypeError('cache exploded');
  }
}

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  operation?: string;
  upstreamCalls?: number;
  responseTime?: number;
  res?: { statusCode: number };
  err?: { message: string; stack: string };
  source?: string;
}

const WARN = 40;
const ERROR = 50;

function capture() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    /** Every line logged under this request id. */
    of: (requestId: string): LogLine[] =>
      lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId),
  };
}

const healthyLogs = capture();
const brokenLogs = capture();
let healthy: TestGateway;
let broken: TestGateway;

beforeAll(async () => {
  // Every upstream of a test gateway is a dead loopback port: every source fails.
  healthy = await startTestGateway({}, { logs: healthyLogs.stream });
  broken = await startTestGateway(
    {},
    { logs: brokenLogs.stream, cache: new ExplodingCache(new Keyv()) },
  );
});

afterAll(async () => {
  await healthy.close();
  await broken.close();
});

describe('request logs (DESIGN.md "Logs and metrics", STYLE.md habit 14)', () => {
  it('finds a failing source by the request id the client sent, with its stack, beside one line for the request', async () => {
    const response = await request(healthy.gateway.app)
      .post('/graphql')
      .set('X-Request-Id', 'bot-7f3a.run:42')
      .send({
        query: `query EthTotal { wallet(address: "${wallet}", chains: [ETH]) { totalUsd } }`,
        operationName: 'EthTotal',
      })
      .expect(200);
    expect(response.headers['x-request-id']).toBe('bot-7f3a.run:42');
    const lines = healthyLogs.of('bot-7f3a.run:42');
    const failures = lines.filter((line) => line.msg === 'source failed');
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.level).toBe(WARN);
      expect(failure.err?.stack).toMatch(/^\w*Error: .+\n\s+at /);
    }
    expect(failures.map((failure) => failure.source)).toEqual(
      expect.arrayContaining(['token-listing', 'native-balance']),
    );
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      operation: 'EthTotal',
      res: { statusCode: 200 },
    });
    expect(completed[0]?.upstreamCalls).toBeGreaterThan(0);
    expect(completed[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('finds a throwing resolver by the request id in the GraphQL error, logged unmasked at error level', async () => {
    const response = await request(broken.gateway.app)
      .post('/graphql')
      .send({ query: '{ ticker { symbol } }' })
      .expect(200);
    const error = response.body.errors[0];
    expect(error).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const requestId: unknown = error.extensions.requestId;
    expect(requestId).toBe(response.headers['x-request-id']);
    const failure = brokenLogs.of(String(requestId)).find((line) => line.level === ERROR);
    expect(failure?.err?.message).toBe('cache exploded');
    expect(failure?.err?.stack).toMatch(/^TypeError: cache exploded\n\s+at /);
  });

  it('logs a REST 500 at error level with the error behind it', async () => {
    const response = await request(broken.gateway.app)
      .get('/api/freecrypto-proxy')
      .query({ vs_currency: 'usd' })
      .expect(500);
    expect(response.body).toEqual({
      error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error.' },
    });
    const [line] = brokenLogs.of(String(response.headers['x-request-id']));
    expect(line).toMatchObject({
      level: ERROR,
      operation: '/api/freecrypto-proxy',
      res: { statusCode: 500 },
      err: { message: 'cache exploded' },
    });
  });

  it.each([
    ['spaces and quotes', 'a b"c'],
    ['over 128 characters', 'x'.repeat(129)],
    ['JSON in it', 'id"}{"level":60'],
  ])('replaces a request id with %s by one of its own', async (_label, offered) => {
    const response = await request(healthy.gateway.app)
      .get('/graphql')
      .query({ query: '{ chains { key } }' })
      .set('X-Request-Id', offered)
      .expect(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
