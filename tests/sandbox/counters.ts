import type { RouteOf, UpstreamId } from './upstreams/ids';

interface Hit {
  upstream: string;
  route: string;
  /** Path and query below the upstream's prefix, as the client sent them. */
  url: string;
}

/** Keeps at most this many requests for `requests()`; counts are never capped. */
const LOG_LIMIT = 20_000;

/**
 * Per-route request counters that tests read and reset, to assert batching and caching
 * (e.g. `counters.count('dexscreener', 'latest/dex/tokens')`). Faulted requests count too.
 */
export class Counters {
  private counts = new Map<string, number>();
  private log: Hit[] = [];

  record(upstream: string, route: string, url: string): void {
    const key = `${upstream} ${route}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.log.push({ upstream, route, url });
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
  }

  /** Requests to one route, or to every route of the upstream when `route` is absent. */
  count<U extends UpstreamId>(upstream: U, route?: RouteOf<U>): number {
    let total = 0;
    for (const [key, value] of this.counts) {
      if (route === undefined ? key.startsWith(`${upstream} `) : key === `${upstream} ${route}`)
        total += value;
    }
    return total;
  }

  /** The URLs (path and query below the prefix) of recent requests, oldest first. */
  requests<U extends UpstreamId>(upstream: U, route?: RouteOf<U>): string[] {
    return this.log
      .filter((hit) => hit.upstream === upstream && (route === undefined || hit.route === route))
      .map((hit) => hit.url);
  }

  /** Every non-zero counter, keyed "upstream route". */
  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  total(): number {
    let total = 0;
    for (const value of this.counts.values()) total += value;
    return total;
  }

  reset(): void {
    this.counts = new Map();
    this.log = [];
  }
}
