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

/**
 * How real public nodes refuse while their HTTP server is up (UPSTREAMS.md §7.1), each answered
 * with the body those nodes send:
 * - `over-rate-limit`: HTTP 429 whose body is a JSON-RPC error wrapping the provider's own, as
 *   Base's public node answers (github.com/base/node issues/368):
 *   `{"jsonrpc":"2.0","id":…,"error":{"code":-32000,"message":"429 Too Many Requests: {\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32016,\"message\":\"over rate limit\"},\"id\":…}\n"}}`;
 * - `limit-exceeded`: HTTP 429 with `{"code":-32005,"message":"rate limit exceeded"}`, as
 *   Tenderly's gateway answers (github.com/fluencelabs/dev-rewards issues/20);
 * - `internal-error`: HTTP 200 with `{"code":-32603,"message":"Internal error"}` for every call, as
 *   an overloaded default node answers (github.com/godwokenrises/godwoken-web3 issues/188).
 * `retryAfterSeconds` adds a Retry-After header to the 429s.
 */
export type RpcRefusal =
  | { kind: 'over-rate-limit' | 'limit-exceeded'; retryAfterSeconds?: number }
  | { kind: 'internal-error' };

export interface RpcEndpoint {
  readonly name: string;
  readonly url: string;
  /** While true, every request is answered 503 (and still counted) without reaching the node. */
  down: boolean;
  /** While true, every request is counted and never answered: a node that accepts and goes silent. */
  hanging: boolean;
  /** While set, every request is counted and refused the way real nodes refuse (RpcRefusal). */
  refusal: RpcRefusal | null;
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

/** The id of the request (the first of a batch), echoed as the node would. */
function idOf(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as unknown;
    const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    return typeof first === 'object' && first !== null && 'id' in first ? first.id : null;
  } catch {
    return null;
  }
}

function refusalAnswer(
  refusal: RpcRefusal,
  body: string,
): { status: number; headers: Record<string, string>; text: string } {
  const id = idOf(body);
  const answer = (status: number, error: { code: number; message: string }) => ({
    status,
    headers:
      'retryAfterSeconds' in refusal && refusal.retryAfterSeconds !== undefined
        ? { 'retry-after': String(refusal.retryAfterSeconds) }
        : {},
    text: JSON.stringify({ jsonrpc: '2.0', id, error }),
  });
  switch (refusal.kind) {
    case 'over-rate-limit': {
      const inner = JSON.stringify({
        jsonrpc: '2.0',
        error: { code: -32016, message: 'over rate limit' },
        id,
      });
      return answer(429, { code: -32000, message: `429 Too Many Requests: ${inner}\n` });
    }
    case 'limit-exceeded':
      return answer(429, { code: -32005, message: 'rate limit exceeded' });
    case 'internal-error':
      return answer(200, { code: -32603, message: 'Internal error' });
  }
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
    if (endpoint.refusal !== null) {
      const { status, headers, text } = refusalAnswer(endpoint.refusal, body);
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);
      return;
    }
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
    refusal: null,
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
