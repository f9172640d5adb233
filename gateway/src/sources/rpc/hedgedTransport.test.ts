import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, type PublicClient } from 'viem';
import { CircuitOpenError, DeadlineError } from '../../errors/errors';
import { Circuits } from '../../http/circuits';
import { withDeadline } from '../../request/requestScope';
import { hedgedTransport } from './hedgedTransport';

// Real loopback JSON-RPC nodes whose behaviour each test sets: answer, answer late, refuse with
// 503, accept and never answer, revert, throttle (HTTP 429 with a JSON-RPC error body and a
// Retry-After) or answer "Internal error" (UPSTREAMS.md §7.1).

type Mode = 'ok' | 'down' | 'hang' | 'revert' | 'throttle' | 'internal' | { delayMs: number };

interface FakeNode {
  url: string;
  mode: Mode;
  calls: number;
  server: Server;
}

const nodes: FakeNode[] = [];

async function startNode(chainIdHex: string): Promise<FakeNode> {
  const node: FakeNode = { url: '', mode: 'ok', calls: 0, server: createServer() };
  node.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      node.calls++;
      const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number };
      const answer = () =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id, result: chainIdHex }));
      const mode = node.mode;
      if (mode === 'hang') return;
      if (mode === 'down') response.writeHead(503).end('down');
      else if (mode === 'revert')
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            error: { code: 3, message: 'execution reverted' },
          }),
        );
      else if (mode === 'throttle')
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' }).end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            error: { code: -32005, message: 'rate limit exceeded' },
          }),
        );
      else if (mode === 'internal')
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            error: { code: -32603, message: 'Internal error' },
          }),
        );
      else if (mode === 'ok') answer();
      else setTimeout(answer, mode.delayMs);
    });
  });
  await new Promise<void>((resolve) => node.server.listen(0, '127.0.0.1', resolve));
  node.url = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
  return node;
}

beforeAll(async () => {
  for (const chainIdHex of ['0x1', '0x2', '0x3']) nodes.push(await startNode(chainIdHex));
});

afterAll(async () => {
  for (const node of nodes) {
    node.server.closeAllConnections();
    await new Promise<void>((resolve) => node.server.close(() => resolve()));
  }
});

beforeEach(() => {
  for (const node of nodes) {
    node.mode = 'ok';
    node.calls = 0;
  }
});

const node = (index: number): FakeNode => {
  const found = nodes[index];
  if (!found) throw new Error(`no node ${index}`);
  return found;
};

function client(
  circuits: Circuits,
  options: { timeoutMs?: number; retryCount?: number } = {},
): PublicClient {
  const transport = hedgedTransport({
    upstream: 'rpc:test',
    urls: nodes.map((each) => each.url),
    circuits,
    timeoutMs: options.timeoutMs ?? 5_000,
    retryCount: options.retryCount ?? 0,
    retryDelayMs: 10,
  });
  return createPublicClient({ transport }) as PublicClient;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('hedgedTransport (spec §9 quorum providers)', () => {
  it('answers from the first node when it is healthy, asking no other', async () => {
    expect(await client(new Circuits()).getChainId()).toBe(1);
    expect(nodes.map((each) => each.calls)).toEqual([1, 0, 0]);
  });

  it('sends a request that has waited 750 ms to the next node too; the first answer wins', async () => {
    node(0).mode = 'hang';
    const { value, ms } = await timed(() => client(new Circuits()).getChainId());
    expect(value).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(740);
    expect(ms).toBeLessThan(1_500);
    expect(nodes.map((each) => each.calls)).toEqual([1, 1, 0]);
  });

  it('keeps a slow first node when it answers before the next one does', async () => {
    node(0).mode = { delayMs: 900 };
    node(1).mode = { delayMs: 400 };
    const { value } = await timed(() => client(new Circuits()).getChainId());
    expect(value).toBe(1);
    expect(nodes.map((each) => each.calls)).toEqual([1, 1, 0]);
  });

  it('hands over at once when a node fails, without waiting for the stall timeout', async () => {
    node(0).mode = 'down';
    const { value, ms } = await timed(() => client(new Circuits()).getChainId());
    expect(value).toBe(2);
    expect(ms).toBeLessThan(500);
  });

  it('remembers a node that stalls: the next calls start at the next node and answer at once', async () => {
    node(0).mode = 'hang';
    const rpc = client(new Circuits());
    expect(await rpc.getChainId()).toBe(2);
    const { value, ms } = await timed(() => rpc.getChainId());
    expect(value).toBe(2);
    expect(ms).toBeLessThan(300);
    expect(node(0).calls).toBe(1);
  });

  it('opens the circuit of a node after three failures in a row, then skips it', async () => {
    node(0).mode = 'down';
    node(1).mode = 'down';
    const circuits = new Circuits();
    const rpc = client(circuits);
    for (let call = 0; call < 5; call++) expect(await rpc.getChainId()).toBe(3);
    expect(circuits.state(`rpc:test@${new URL(node(0).url).host}`)).toBe('open');
    // Weight (n−i)×2 over (1 + failures) keeps the first node first for three calls, then its
    // circuit is open and the later calls never reach it.
    expect(node(0).calls).toBe(3);
  });

  it('orders nodes by weight over recent failures: a node that just failed is asked after a healthy one', async () => {
    node(0).mode = 'down';
    const circuits = new Circuits();
    const rpc = client(circuits);
    await rpc.getChainId();
    node(0).mode = 'ok';
    expect(await rpc.getChainId()).toBe(2);
    expect(node(0).calls).toBe(1);
  });

  it('fails fast, naming the circuits, when every node is failing recently', async () => {
    for (const each of nodes) each.mode = 'down';
    const circuits = new Circuits();
    const rpc = client(circuits);
    for (let call = 0; call < 3; call++) await expect(rpc.getChainId()).rejects.toThrow();
    const calls = nodes.map((each) => each.calls);
    const { value: error, ms } = await timed(() =>
      rpc.getChainId().catch((caught: unknown) => caught),
    );
    expect(ms).toBeLessThan(100);
    expect(JSON.stringify(String(error))).toContain('circuit open');
    expect(nodes.map((each) => each.calls)).toEqual(calls);
    expect(causes(error).some((cause) => cause instanceof CircuitOpenError)).toBe(true);
  });

  it('does not ask another node after a definitive answer (execution reverted)', async () => {
    node(0).mode = 'revert';
    await expect(client(new Circuits()).getChainId()).rejects.toThrow(/reverted/);
    expect(nodes.map((each) => each.calls)).toEqual([1, 0, 0]);
  });

  it("stops at the request's deadline when every node hangs", async () => {
    for (const each of nodes) each.mode = 'hang';
    const { value: error, ms } = await timed(() =>
      withDeadline(1_000, () => client(new Circuits()).getChainId()).catch(
        (caught: unknown) => caught,
      ),
    );
    expect(ms).toBeGreaterThanOrEqual(990);
    expect(ms).toBeLessThan(1_400);
    expect(causes(error).some((cause) => cause instanceof DeadlineError)).toBe(true);
    // The third node's turn (1.5 s) would come after the deadline.
    expect(nodes.map((each) => each.calls)).toEqual([1, 1, 0]);
  });

  it("trips the nodes still silent at the request's deadline: the next call fails at once", async () => {
    for (const each of nodes) each.mode = 'hang';
    const circuits = new Circuits();
    await withDeadline(1_000, () => client(circuits).getChainId()).catch(() => undefined);
    // Asked at 0 and 750 ms: the first had stalled, the second was asked too late to tell.
    expect(nodes.map((each) => circuits.state(`rpc:test@${new URL(each.url).host}`))).toEqual([
      'open',
      'closed',
      'closed',
    ]);
    for (const each of nodes) each.mode = 'ok';
    await expect(client(circuits).getChainId()).resolves.toBe(2);
    expect(node(0).calls).toBe(1);
  });

  it('counts a throttling node and keeps it skipped for its Retry-After', async () => {
    node(0).mode = 'throttle';
    const circuits = new Circuits();
    await expect(client(circuits).getChainId()).resolves.toBe(2);
    expect(circuits.state(`rpc:test@${new URL(node(0).url).host}`)).toBe('open');
    expect(circuits.skipReason(`rpc:test@${new URL(node(0).url).host}`)).toMatch(
      /rate limited, Retry-After 60 s/,
    );
    await client(circuits).getChainId();
    expect(node(0).calls).toBe(1);
  });

  it('counts a node answering "Internal error" as failing and hands over to the next', async () => {
    node(0).mode = 'internal';
    const circuits = new Circuits();
    await expect(client(circuits).getChainId()).resolves.toBe(2);
    expect(circuits.failures(`rpc:test@${new URL(node(0).url).host}`)).toBe(1);
  });

  it('retries whole passes over the list when asked to (eHEX), open circuits included', async () => {
    for (const each of nodes) each.mode = 'down';
    await expect(client(new Circuits(), { retryCount: 3 }).getChainId()).rejects.toThrow();
    expect(nodes.map((each) => each.calls)).toEqual([4, 4, 4]);
  });
});

/** The error and its causes, outermost first (viem wraps what the transport throws). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error; current = current.cause) chain.push(current);
  return chain;
}
