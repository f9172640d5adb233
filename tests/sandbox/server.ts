import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Counters } from './counters';
import type { Faults } from './faults/faults';
import { IMAGES_PREFIX, iconPng, localImageUrls } from './images';
import { UNMATCHED } from './upstreams/ids';
import {
  matchRoute,
  type Upstream,
  type UpstreamRequest,
  type UpstreamResponse,
} from './upstreams/upstream';

export interface AdminHandler {
  (request: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
  }): UpstreamResponse;
}

export interface ServerOptions {
  upstreams: readonly Upstream[];
  faults: Faults;
  counters: Counters;
  admin: AdminHandler;
}

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

const ADMIN_PREFIX = '/__sandbox';
const MALFORMED_BODY = '{"items":[{"value":"12500000000000","token":{"address_hash":"0x2b59';

/** One loopback HTTP server for every upstream, each under its own path prefix (port 0: any free port). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // Longest prefix first, so "/blockscout/pulse" never shadows a longer one.
  const upstreams = [...options.upstreams].sort((a, b) => b.id.length - a.id.length);
  const hung = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, {
          status: 500,
          body: {
            message: `sandbox error: ${error instanceof Error ? error.message : String(error)}`,
          },
        });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (url.pathname === ADMIN_PREFIX || url.pathname.startsWith(`${ADMIN_PREFIX}/`)) {
      send(
        res,
        options.admin({
          method,
          path: url.pathname.slice(ADMIN_PREFIX.length),
          query: url.searchParams,
          body,
        }),
      );
      return;
    }
    if (url.pathname.startsWith(IMAGES_PREFIX) && url.pathname.endsWith('.png')) {
      options.counters.record('images', 'image', url.pathname);
      const kilobytes = Number(url.searchParams.get('kb'));
      const png = iconPng(url.pathname, kilobytes > 0 ? kilobytes : undefined);
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
      return;
    }
    const upstream = upstreams.find(
      (candidate) =>
        url.pathname === `/${candidate.id}` || url.pathname.startsWith(`/${candidate.id}/`),
    );
    if (upstream === undefined) {
      send(res, { status: 404, body: { message: `no upstream at ${url.pathname}` } });
      return;
    }
    const path = url.pathname.slice(upstream.id.length + 2);
    const match = matchRoute(upstream.routes, method, path, url.searchParams);
    const routeName = match?.route.name ?? UNMATCHED;
    options.counters.record(upstream.id, routeName, `${path}${url.search}`);

    const decision = options.faults.decide(upstream.id, routeName);
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    const outcome = decision.outcome;
    if (outcome?.type === 'hang') {
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    if (outcome?.type === 'malformed') return sendRaw(res, 200, MALFORMED_BODY);
    if (outcome?.type === 'errorString')
      return sendRaw(res, 200, JSON.stringify('Internal server error'));
    if (outcome?.type === 'echoKey') {
      const key =
        url.searchParams.get('apikey') ??
        req.headers['x-api-key'] ??
        req.headers['x-cg-demo-api-key'] ??
        '';
      return sendRaw(
        res,
        200,
        JSON.stringify({ status: '0', message: 'NOTOK', result: `Invalid API Key ${String(key)}` }),
      );
    }
    if (outcome?.type === 'status') {
      const errorBody = upstream.errorBody(outcome.softRateLimit ? 429 : outcome.status, {
        route: routeName,
        soft: outcome.softRateLimit,
      });
      return send(res, { status: outcome.status, body: errorBody, headers: outcome.headers });
    }
    const request: UpstreamRequest = {
      method,
      path,
      query: url.searchParams,
      headers: req.headers,
      params: match?.params ?? {},
      body,
      empty: decision.empty,
      paging: decision.paging,
      quirks: decision.quirks,
    };
    const answer = match === undefined ? upstream.notFound(request) : match.route.handle(request);
    sendRaw(
      res,
      answer.status,
      localImageUrls(JSON.stringify(answer.body), origin()),
      answer.headers,
    );
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hung) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

function send(res: ServerResponse, response: UpstreamResponse) {
  sendRaw(res, response.status, JSON.stringify(response.body), response.headers);
}

function sendRaw(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
