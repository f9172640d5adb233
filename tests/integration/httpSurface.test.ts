import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * Issue 13's attacks on the HTTP surface, as regression tests: body errors, unknown paths and
 * methods, security headers, a key echoed by an upstream, a 90 KB "address". NODE_ENV is unset,
 * as under `npm start` and the demo, where Express's own error page would show the stack.
 */

let sandbox: Sandbox;
let test: TestGateway;
let clientDist: string;
let whale: string;
const savedNodeEnv = process.env['NODE_ENV'];
/** The gateway's log lines (JSON, one a line). */
let logs: string[] = [];
const logged = (level: number) =>
  logs
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === level)
    .map((line) => line.msg);
const WARN = 40;
const ERROR = 50;

beforeAll(async () => {
  delete process.env['NODE_ENV'];
  clientDist = mkdtempSync(path.join(os.tmpdir(), 'kinko-client-'));
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Kinko</title>');
  sandbox = await startSandbox({ evm: false });
  test = await startTestGateway(
    { ...sandbox.env, CLIENT_DIST: clientDist },
    { logs: { write: (line: string) => void logs.push(line) } },
  );
  whale = sandbox.world.demoWallets[0]?.address as string;
});
afterAll(async () => {
  await test.close();
  await sandbox.stop();
  rmSync(clientDist, { recursive: true, force: true });
  process.env['NODE_ENV'] = savedNodeEnv;
});
afterEach(() => {
  sandbox.faults.clear();
  logs = [];
});

const app = () => test.gateway.app;

/** Nothing of the process's insides: no stack frame, no absolute path, no HTML error page. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\n\s+at |node_modules|\/work\/|\/home\/|<html|<pre>/i);
}

describe('errors by the book (issue 13 deliverable 5)', () => {
  it('answers a 5 MB JSON body on /graphql with a GraphQL-shaped 413, logged on one line', async () => {
    const response = await request(app())
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: `{ chains { key } } #${'x'.repeat(5 * 1024 * 1024)}` }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      errors: [
        {
          message: 'Request body too large: at most 100 KB.',
          extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: response.headers['x-request-id'] },
        },
      ],
    });
    expectNoInternals(response.text);
    expect(logged(WARN)).toEqual([
      expect.stringMatching(/^413 POST \/graphql: Request body too large/),
    ]);
    expect(logged(ERROR)).toEqual([]);
  });

  it('answers malformed JSON on /graphql with a GraphQL-shaped 400 that does not echo the body', async () => {
    const response = await request(app())
      .post('/graphql')
      .set('content-type', 'application/json')
      .send('{"query": "{ chains { key } }", oops');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [
        {
          message: 'Malformed JSON in the request body.',
          extensions: { code: 'BAD_REQUEST', requestId: response.headers['x-request-id'] },
        },
      ],
    });
    expect(response.text).not.toContain('oops');
    expect(logged(WARN)).toHaveLength(1);
    expect(logged(WARN)[0]).not.toContain('\n');
  });

  it('answers an unknown /api path with a JSON 404 and a wrong method with a 405 that names the right one', async () => {
    const missing = await request(app()).get('/api/nothing-here').expect(404);
    expect(missing.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const post = await request(app()).post('/api/portfolio.csv').send('wallets=x').expect(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    expect(post.text).toBe('Use GET or HEAD.\n');
    const put = await request(app()).put('/api/tx').expect(405);
    expect(put.body).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET or HEAD.' },
    });
  });

  it('answers a missing asset and a broken %-escape in plain text, without echoing the path', async () => {
    const asset = await request(app()).get('/assets/nothing-<script>.js').expect(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
    expect(asset.text).toBe('Not found.\n');
    const escape = await request(app()).get('/assets/%E0%A4%A.js');
    expect(escape.status).toBeGreaterThanOrEqual(400);
    expect(escape.status).toBeLessThan(500);
    expectNoInternals(escape.text);
    expect(escape.text).not.toContain('%E0');
  });
});

describe('security headers on HTML, JSON and CSV (issue 13 deliverable 6)', () => {
  it.each([
    ['the dashboard', '/wallet/0x0000000000000000000000000000000000000001'],
    ['GraphQL', '/graphql?query=%7B__typename%7D'],
    ['a CSV export', `/api/portfolio.csv?wallets=0x12`],
    ['an error', '/api/nothing-here'],
  ])(
    '%s carries nosniff, a CSP without inline script, no Referer and no framing',
    async (_name, url) => {
      const response = await request(app()).get(url).set('accept', 'text/html,*/*');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|https?:|\*)/);
    },
  );
});

describe('configured secrets never leave the process (issue 13 "secret echo")', () => {
  const key = () => sandbox.env['ETHERSCAN_API_KEY'] as string;

  it('redacts a key that the explorer API quotes in its error from GraphQL statuses, /api/tx and the CSV 502', async () => {
    sandbox.faults.inject({ upstream: 'etherscan' }, { kind: 'echoKey' });
    const graphql = await request(app())
      .post('/graphql')
      .send({
        query:
          'query ($a: Address!) { transactions(chain: BSC, address: $a, fresh: true) { sources { state message } } }',
        variables: { a: whale },
      });
    const messages = graphql.body.data.transactions.sources.map(
      (status: { message: string | null }) => status.message,
    );
    expect(messages.join(' ')).toContain('Invalid API Key ***');
    const json = await request(app()).get(`/api/tx?chain=bsc&address=${whale}&fresh=1`);
    const csv = await request(app()).get(
      `/api/transactions.csv?chain=bsc&address=${whale}&fresh=1`,
    );
    expect(csv.status).toBe(502);
    for (const text of [
      graphql.text,
      json.text,
      csv.text,
      JSON.stringify(csv.headers),
      logs.join(''),
    ]) {
      expect(text).not.toContain(key());
    }
    expect(csv.headers['x-kinko-partial']).toContain('***');
  });
});

describe('echoed input is clipped (issue 13 "90 KB address")', () => {
  const huge = `0x${'ab'.repeat(45_000)}`;
  const clipped = `Invalid wallet address "${huge.slice(0, 63)}…". Please check and try again.`;

  it('clips a 90 KB address in a GraphQL variable and an inline literal, keeping the spec text', async () => {
    const variable = await request(app())
      .post('/graphql')
      .send({
        query: 'query ($a: Address!) { wallet(address: $a) { totalUsd } }',
        variables: { a: huge },
      });
    expect(variable.body.errors).toEqual([
      expect.objectContaining({
        message: clipped,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    const inline = await request(app())
      .post('/graphql')
      .send({ query: `{ wallet(address: "${huge}") { totalUsd } }` });
    expect(inline.body.errors).toEqual([
      expect.objectContaining({
        message: clipped,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
  });

  it("clips it in the REST and CSV answers (12 KB: a URL must fit in Node's 16 KB of headers)", async () => {
    const long = huge.slice(0, 12_000);
    const json = await request(app()).get(`/api/tx?chain=eth&address=${long}`).expect(400);
    expect(json.body).toEqual({ error: { code: 'BAD_USER_INPUT', message: clipped } });
    const csv = await request(app()).get(`/api/holdings.csv?wallets=${long}`).expect(400);
    expect(csv.text).toBe(`${clipped}\n`);
  });
});
