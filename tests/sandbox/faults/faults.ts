import type { RouteOf, UpstreamId } from '../upstreams/ids';
import type { PagingMode } from '../upstreams/upstream';
import { Rng } from '../world/random';
import type { Fault, Quirk } from './fault';

export interface FaultTarget<U extends UpstreamId = UpstreamId> {
  upstream: U;
  /** One route of the upstream; every route when absent. */
  route?: RouteOf<U>;
}

export interface FaultHandle {
  /** How many requests the fault has acted on so far. */
  readonly hits: number;
  remove(): void;
}

/** What the server must do to one request, decided before the route runs. */
export interface FaultDecision {
  delayMs: number;
  /** Replaces the route's answer; null lets the route answer. */
  outcome:
    | { type: 'status'; status: number; headers: Record<string, string>; softRateLimit: boolean }
    | { type: 'hang' }
    | { type: 'malformed' }
    | { type: 'errorString' }
    | { type: 'echoKey' }
    | null;
  empty: boolean;
  paging: PagingMode;
  quirks: Set<Quirk>;
}

interface Entry {
  upstream: string;
  route: string | undefined;
  fault: Fault;
  hits: number;
  /** Each fault draws from its own stream, so its decisions do not depend on what ran before it. */
  rng: Rng;
}

/** The sandbox's fault table: per upstream and per route, with seeded randomness (per fault) for rates and jitter. */
export class Faults {
  private entries: Entry[] = [];

  constructor(private readonly seed: number) {}

  inject<U extends UpstreamId>(target: FaultTarget<U>, fault: Fault): FaultHandle {
    return this.add(target.upstream, target.route, fault);
  }

  /** Untyped twin of inject for the admin route, which receives names as strings. */
  add(upstream: string, route: string | undefined, fault: Fault): FaultHandle {
    const rng = Rng.derive(this.seed, 'fault', upstream, route ?? '*', JSON.stringify(fault));
    const entry: Entry = { upstream, route, fault, hits: 0, rng };
    this.entries.push(entry);
    return {
      get hits() {
        return entry.hits;
      },
      remove: () => {
        this.entries = this.entries.filter((other) => other !== entry);
      },
    };
  }

  /** Removes every fault, or those of one upstream. */
  clear(upstream?: string): void {
    this.entries =
      upstream === undefined ? [] : this.entries.filter((entry) => entry.upstream !== upstream);
  }

  list(): readonly { upstream: string; route: string | undefined; fault: Fault; hits: number }[] {
    return this.entries.map(({ upstream, route, fault, hits }) => ({
      upstream,
      route,
      fault,
      hits,
    }));
  }

  decide(upstream: string, route: string): FaultDecision {
    const decision: FaultDecision = {
      delayMs: 0,
      outcome: null,
      empty: false,
      paging: 'normal',
      quirks: new Set(),
    };
    for (const entry of this.entries.filter(
      (candidate) =>
        candidate.upstream === upstream &&
        (candidate.route === undefined || candidate.route === route),
    )) {
      if (this.apply(entry, decision)) {
        entry.hits++;
        const times = 'times' in entry.fault ? entry.fault.times : undefined;
        if (times !== undefined && entry.hits >= times)
          this.entries = this.entries.filter((other) => other !== entry);
      }
    }
    return decision;
  }

  /** Folds one fault into the decision; true when it acted on this request. */
  private apply(entry: Entry, decision: FaultDecision): boolean {
    const fault = entry.fault;
    switch (fault.kind) {
      case 'latency':
        decision.delayMs +=
          fault.ms +
          (fault.jitterMs === undefined ? 0 : Math.floor(entry.rng.next() * fault.jitterMs));
        return true;
      case 'empty':
        decision.empty = true;
        return true;
      case 'paging':
        decision.paging = fault.mode;
        return true;
      case 'quirk':
        decision.quirks.add(fault.quirk);
        return true;
      default:
        break;
    }
    // The first replacing fault wins; later ones neither act nor count.
    if (decision.outcome !== null) return false;
    switch (fault.kind) {
      case 'failureRate':
        if (!entry.rng.chance(fault.rate)) return false;
        decision.outcome = {
          type: 'status',
          status: fault.status ?? 500,
          headers: {},
          softRateLimit: false,
        };
        return true;
      case 'rateLimit': {
        const soft = fault.status === 200;
        const retryAfter = fault.retryAfter ?? 1;
        const headers = soft
          ? {}
          : {
              'retry-after':
                retryAfter instanceof Date ? retryAfter.toUTCString() : String(retryAfter),
            };
        decision.outcome = {
          type: 'status',
          status: soft ? 200 : 429,
          headers,
          softRateLimit: soft,
        };
        return true;
      }
      case 'status':
        decision.outcome = {
          type: 'status',
          status: fault.status,
          headers: {},
          softRateLimit: false,
        };
        return true;
      case 'hang':
      case 'malformed':
      case 'errorString':
      case 'echoKey':
        decision.outcome = { type: fault.kind };
        return true;
    }
  }
}
