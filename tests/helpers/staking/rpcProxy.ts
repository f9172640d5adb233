/**
 * A loopback JSON-RPC proxy for staking tests, in front of a sandbox endpoint: it adds latency (so
 * concurrency shows), counts requests in flight, and plays a node with a request-size cap of its
 * own, answering eth_calls over `maxBodyChars` with a JSON-RPC error as such nodes do.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcProxy {
  url: string;
  maxInFlight(): number;
  refused(): number;
  close(): Promise<void>;
}

export async function startRpcProxy(
  target: string,
  options: { maxBodyChars: number; latencyMs: number },
): Promise<RpcProxy> {
  let inFlight = 0;
  let maxInFlight = 0;
  let refused = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = async (): Promise<[number, string]> => {
        await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        const message = JSON.parse(body) as { id: number; method: string };
        if (message.method === 'eth_call' && body.length > options.maxBodyChars) {
          refused += 1;
          return [
            200,
            JSON.stringify({
              jsonrpc: '2.0',
              id: message.id,
              error: { code: -32000, message: 'request too large' },
            }),
          ];
        }
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        return [upstream.status, await upstream.text()];
      };
      answer()
        .then(([status, text]) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(text),
        )
        .catch((error: unknown) => response.writeHead(502).end(String(error)))
        .finally(() => {
          inFlight -= 1;
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    maxInFlight: () => maxInFlight,
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
