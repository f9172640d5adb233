import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { chainEnvName } from '../../gateway/src/config/env';
import { MAX_LINE_BYTES } from '../../gateway/src/logging/logger';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { queryWallet } from '../helpers/walletQuery';

// STYLE.md habit 16: a log line has a bound. With every RPC node failing, viem's errors carry the
// whole request body (a multicall's calldata) in their message and again in their stack; written
// as they were, one line was 1–4.4 MB.

interface Summary {
  type?: string;
  message?: string;
  stack?: string;
  host?: string;
  status?: number;
  method?: string;
  cause?: Summary;
}

interface LogLine {
  msg: string;
  source?: string;
  err?: Summary;
}

const chainOf = (summary: Summary | undefined): Summary[] =>
  summary === undefined ? [] : [summary, ...chainOf(summary.cause)];

let sandbox: Sandbox;
let test: TestGateway;
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true, wallets: 6 });
  // Two nodes per chain, both down (503 with a body): every eth_call fails on every node.
  const env: Record<string, string> = {};
  for (const chain of CHAIN_KEYS) {
    const nodes = await Promise.all(
      ['outage-a', 'outage-b'].map((name) => sandbox.evm!.endpoint(CHAINS[chain].id, name)),
    );
    for (const node of nodes) node.down = true;
    env[chainEnvName(chain, 'RPC_URLS')] = nodes.map((node) => node.url).join(',');
  }
  // Keyless BSC: its token list is read with Multicall3 from the (failing) nodes.
  const { BSC_INDEXER_URL: _url, BSC_INDEXER_API_KEY: _key, ...keyless } = sandbox.env;
  test = await startTestGateway(
    { ...keyless, ...env },
    { logs: { write: (line: string) => void lines.push(line) } },
  );
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

describe('log lines with every RPC node failing (DESIGN.md "Logs and metrics")', () => {
  it('stay under 16 KB, the failures summarised by node and reason, never the calldata', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    await queryWallet(test, sandbox.world.demoWallets[0]!.address, CHAIN_KEYS);
    await request(test.gateway.app)
      .get(`/api/portfolio.csv?wallets=${wallets.join(',')}`)
      .expect(200);

    const largest = Math.max(...lines.map((line) => Buffer.byteLength(line)));
    expect(largest).toBeLessThanOrEqual(MAX_LINE_BYTES);

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    const rpcFailures = parsed.filter(
      (line) => line.msg === 'source failed' && /RPC/.test(JSON.stringify(line.err)),
    );
    expect(rpcFailures.length).toBeGreaterThan(0);
    for (const line of rpcFailures) {
      const text = JSON.stringify(line.err);
      // A multicall's calldata is thousands of hex digits; a selector or an address is not.
      expect(/0x[0-9a-f]{200}/i.test(text)).toBe(false);
      expect(text.includes('Request body')).toBe(false);
      expect(line.err?.stack).toMatch(/^\w*Error: .+\n\s+at /);
    }
    // A failing node is named by its host, with the status it answered and the method asked: in
    // the node's own HTTP failure, which every RPC failure carries in its causes (the gateway's
    // wrapper may repeat the status, as HEX's reads do, and names the host in its message).
    const nodeFailures = rpcFailures
      .flatMap((line) => chainOf(line.err))
      .filter((summary) => summary.type === 'HttpRequestError' && summary.status === 503);
    expect(nodeFailures.length).toBeGreaterThan(0);
    for (const summary of nodeFailures) {
      expect(summary.host).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(summary.method).toBe('eth_call');
    }
  });
});
