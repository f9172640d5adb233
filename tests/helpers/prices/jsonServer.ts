import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body: unknown;
}

export type Route = (url: URL) => Reply | undefined;

/**
 * A real loopback HTTP server for the source tests and for cases the sandbox's consistent world
 * does not stage: `route` answers each request (404 when it returns undefined), and every
 * path+query is recorded so tests count upstream calls the way the sandbox's counters do.
 */
export interface JsonServer {
  url: string;
  /** Replace to change what the upstream answers, e.g. to inject a 503. */
  route: Route;
  /** Paths (with query) of every request so far, oldest first. */
  readonly requests: string[];
  /** Requests whose path starts with `prefix`. */
  count(prefix: string): number;
  close(): Promise<void>;
}

export async function startJsonServer(route: Route): Promise<JsonServer> {
  const requests: string[] = [];
  const state: JsonServer = {
    url: '',
    route,
    requests,
    count: (prefix) => requests.filter((request) => request.startsWith(prefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test.invalid');
    requests.push(`${url.pathname}${url.search}`);
    const reply = state.route(url) ?? { status: 404, body: { message: 'Not found' } };
    const text = JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
