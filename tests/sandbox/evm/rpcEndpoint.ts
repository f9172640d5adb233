/**
 * One public "RPC endpoint" of a sandbox chain: a thin loopback HTTP proxy in front of the chain's
 * Hardhat node. It exists for what a node cannot do itself: count the JSON-RPC requests it sees
 * (so tests can assert "N wallets → a constant number of eth_calls") and go down on demand (so
 * tests can exercise "one RPC node down among several"). Several endpoints may front one node.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcCounts {
  /** HTTP requests received, a JSON-RPC batch counting once. */
  httpRequests: number;
  /** JSON-RPC calls received, each member of a batch counting once. */
  calls: number;
  /** The eth_call subset of `calls`: a Multicall3 aggregate is one. */
  ethCalls: number;
  byMethod: Record<string, number>;
}

export interface RpcEndpoint {
  readonly name: string;
  readonly url: string;
  /** While true, every request is answered 503 (and still counted) without reaching the node. */
  down: boolean;
  /** While true, every request is counted and never answered: a node that accepts and goes silent. */
  hanging: boolean;
  counts(): RpcCounts;
  resetCounts(): void;
}

export interface RunningRpcEndpoint extends RpcEndpoint {
  close(): Promise<void>;
}

export function emptyCounts(): RpcCounts {
  return { httpRequests: 0, calls: 0, ethCalls: 0, byMethod: {} };
}

export function addCounts(into: RpcCounts, from: RpcCounts): void {
  into.httpRequests += from.httpRequests;
  into.calls += from.calls;
  into.ethCalls += from.ethCalls;
  for (const [method, count] of Object.entries(from.byMethod)) {
    into.byMethod[method] = (into.byMethod[method] ?? 0) + count;
  }
}

/** The methods in a request body; none when it is not JSON-RPC (the node then answers the error). */
function methodsOf(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const messages: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  return messages.flatMap((message) =>
    typeof message === 'object' &&
    message !== null &&
    'method' in message &&
    typeof message.method === 'string'
      ? [message.method]
      : [],
  );
}

export async function startRpcEndpoint(name: string, nodeUrl: string): Promise<RunningRpcEndpoint> {
  let counts = emptyCounts();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');

    counts.httpRequests += 1;
    for (const method of methodsOf(body)) {
      counts.calls += 1;
      if (method === 'eth_call') counts.ethCalls += 1;
      counts.byMethod[method] = (counts.byMethod[method] ?? 0) + 1;
    }

    if (endpoint.hanging) return;
    if (endpoint.down) {
      response
        .writeHead(503, { 'content-type': 'text/plain' })
        .end(`sandbox RPC endpoint "${name}" is down`);
      return;
    }
    // JSON-RPC over HTTP is always a POST; the node answers anything malformed itself.
    const upstream = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    response
      .writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      })
      .end(Buffer.from(await upstream.arrayBuffer()));
  };

  const server = createServer((request, response) => {
    // A client that gives up mid-request (a gateway timeout) must not become an unhandled
    // rejection that kills the test process; the node being unreachable answers like a proxy would.
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent || request.destroyed) response.destroy();
      else
        response
          .writeHead(502, { 'content-type': 'text/plain' })
          .end(`sandbox node unreachable: ${String(error)}`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const endpoint: RunningRpcEndpoint = {
    name,
    url: `http://127.0.0.1:${port}`,
    down: false,
    hanging: false,
    counts: () => structuredClone(counts),
    resetCounts: () => {
      counts = emptyCounts();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return endpoint;
}
