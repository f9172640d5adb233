import type { IncomingHttpHeaders } from 'node:http';
import type { Quirk } from '../faults/fault';

/**
 * How a paged route should behave (a fault): hand out next_page_params forever, or the same ones
 * again; or 'path': spell the next page as next_page_path (spec §7), as some explorers do.
 */
export type PagingMode = 'normal' | 'endless' | 'repeat' | 'path';

export interface UpstreamRequest {
  method: string;
  /** Path below the upstream's prefix, without leading slash: "api/v2/addresses/0x…/token-balances". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Captured `:name` segments of the matched route template. */
  params: Readonly<Record<string, string>>;
  /** Parsed JSON of a POST body (raw text when it is not JSON); undefined for GETs. */
  body: unknown;
  /** An "empty results" fault is in force: answer as the upstream does when it knows nothing. */
  empty: boolean;
  paging: PagingMode;
  /** Recorded odd answers in force (faults/fault.ts Quirk). */
  quirks: ReadonlySet<Quirk>;
}

export interface UpstreamResponse {
  status: number;
  /** JSON-serialisable; bigints must already be strings. */
  body: unknown;
  headers?: Record<string, string>;
}

export interface Route<Name extends string = string> {
  /** Stable name used by counters and faults, e.g. "latest/dex/tokens" (upstreams/ids.ts lists them). */
  name: Name;
  method: 'GET' | 'POST';
  /** Segments of the path below the prefix; ":name" captures one segment. */
  template: string;
  /** Query parameters that must have these values (classic `?module=…&action=…` APIs). */
  query?: Readonly<Record<string, string>>;
  handle(request: UpstreamRequest): UpstreamResponse;
}

/** One upstream protocol served under one path prefix. */
export interface Upstream {
  /** Also the path prefix: "/blockscout/pulse", "/dexscreener"… */
  id: string;
  routes: readonly Route[];
  /** What the real upstream answers for a path it does not serve. */
  notFound(request: UpstreamRequest): UpstreamResponse;
  /**
   * The upstream's own body for an injected error status (429, 5xx) on `route`; `soft` is a rate
   * limit told in a 200 body instead of a 429 (the rateLimit fault's `status: 200`).
   */
  errorBody(status: number, where: { route: string; soft: boolean }): unknown;
}

export const ok = (body: unknown, headers?: Record<string, string>): UpstreamResponse =>
  headers === undefined ? { status: 200, body } : { status: 200, body, headers };

export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
  query: URLSearchParams,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/').filter((segment) => segment !== '');
  for (const route of routes) {
    if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) continue;
    const params = matchTemplate(route.template, segments);
    if (params === undefined) continue;
    if (
      route.query !== undefined &&
      !Object.entries(route.query).every(([key, value]) => query.get(key) === value)
    )
      continue;
    return { route, params };
  }
  return undefined;
}

function matchTemplate(
  template: string,
  segments: readonly string[],
): Record<string, string> | undefined {
  const parts = template.split('/').filter((part) => part !== '');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}
