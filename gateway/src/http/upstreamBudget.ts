import { DeadlineError } from '../errors/errors';
import { currentScope, remainingMs } from './requestScope';

/**
 * What one upstream host accepts from this process: a rate (a token bucket holding up to `burst`
 * requests, refilled at `perMinute`) and a cap on requests in flight.
 */
export interface Budget {
  perMinute: number;
  burst: number;
  concurrent: number;
}

/**
 * Published limits (UPSTREAMS.md), by the part of the upstream id before ':' — each Blockscout host
 * ("blockscout:polygon") has its own. The bucket holds a whole published window where the upstream
 * counts per minute, so the gateway queues only where the upstream would refuse. Figures and
 * sources: docs/DECISIONS.md "Upstream budgets". RPC nodes publish no limits: none here.
 */
const UPSTREAM_BUDGETS: Readonly<Record<string, Budget>> = {
  // §1.8: keyless 300 per IP per minute (API_RATE_LIMIT_BY_IP=300 / 1m); v2 and classic share it.
  blockscout: { perMinute: 300, burst: 300, concurrent: 20 },
  // §4: 300/min on the token and search endpoints.
  dexscreener: { perMinute: 300, burst: 300, concurrent: 20 },
  // §5: not published for the free API; ~300/min fair use.
  defillama: { perMinute: 300, burst: 300, concurrent: 20 },
  // §6: keyless is IP-based, ~5–30/min; the ticker is cached for everyone, so this is rarely reached.
  coingecko: { perMinute: 30, burst: 30, concurrent: 2 },
  // §2.2: free plan 3 calls/s.
  etherscan: { perMinute: 180, burst: 3, concurrent: 3 },
};

interface Waiter {
  grant: (release: () => void) => void;
  cleanup: () => void;
}

interface Lane {
  budget: Budget;
  tokens: number;
  refilledAt: number;
  active: number;
  queue: Waiter[];
  timer: NodeJS.Timeout | undefined;
}

/**
 * The process's per-upstream request budget (issue 13 "a global per-upstream request budget that
 * queues rather than exceeds each upstream's published limits"): every HTTP attempt takes a slot
 * first. A call that would wait past its request's deadline fails at once as a DeadlineError, and a
 * queued call whose deadline passes leaves the queue with one.
 */
export class UpstreamBudgets {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly budgets: Readonly<Record<string, Budget>> = UPSTREAM_BUDGETS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves with the function that gives the slot back once the attempt is over. */
  acquire(upstream: string): Promise<() => void> {
    const budget = this.budgets[upstream.split(':', 1)[0] ?? upstream];
    if (budget === undefined) return Promise.resolve(() => undefined);
    const lane = this.lane(upstream, budget);
    this.refill(lane);
    const ahead = lane.queue.length + 1 - lane.tokens;
    const waitMs = ahead <= 0 ? 0 : (ahead * 60_000) / budget.perMinute;
    if (waitMs > remainingMs()) return Promise.reject(this.overBudget(upstream, budget));
    return new Promise((resolve, reject) => {
      const signal = currentScope()?.signal;
      const onAbort = () => {
        lane.queue = lane.queue.filter((other) => other !== waiter);
        reject(this.overBudget(upstream, budget));
      };
      const waiter: Waiter = {
        grant: resolve,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      lane.queue.push(waiter);
      this.pump(lane);
    });
  }

  private pump(lane: Lane): void {
    this.refill(lane);
    while (lane.queue.length > 0 && lane.active < lane.budget.concurrent && lane.tokens >= 1) {
      const waiter = lane.queue.shift();
      if (waiter === undefined) break;
      lane.tokens -= 1;
      lane.active += 1;
      waiter.cleanup();
      let released = false;
      waiter.grant(() => {
        if (released) return;
        released = true;
        lane.active -= 1;
        this.pump(lane);
      });
    }
    if (lane.queue.length > 0 && lane.tokens < 1 && lane.timer === undefined) {
      const untilToken = ((1 - lane.tokens) * 60_000) / lane.budget.perMinute;
      lane.timer = setTimeout(() => {
        lane.timer = undefined;
        this.pump(lane);
      }, Math.ceil(untilToken));
      lane.timer.unref();
    }
  }

  private refill(lane: Lane): void {
    const now = this.now();
    lane.tokens = Math.min(
      lane.budget.burst,
      lane.tokens + ((now - lane.refilledAt) * lane.budget.perMinute) / 60_000,
    );
    lane.refilledAt = now;
  }

  private lane(upstream: string, budget: Budget): Lane {
    let lane = this.lanes.get(upstream);
    if (!lane) {
      lane = {
        budget,
        tokens: budget.burst,
        refilledAt: this.now(),
        active: 0,
        queue: [],
        timer: undefined,
      };
      this.lanes.set(upstream, lane);
    }
    return lane;
  }

  private overBudget(upstream: string, budget: Budget): DeadlineError {
    return new DeadlineError(
      `${upstream}: request budget (${budget.perMinute}/min) would be exceeded before this request's deadline`,
      upstream,
    );
  }
}
