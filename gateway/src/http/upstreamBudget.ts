import { DeadlineError } from '../errors/errors';
import { currentScope, remainingMs } from '../request/requestScope';

/**
 * What one upstream host accepts from this process: a rate (a token bucket holding up to `burst`
 * requests, refilled at `perMinute`) and a cap on requests in flight.
 */
export interface Budget {
  perMinute: number;
  burst: number;
  concurrent: number;
}

/** §8b: keyless 30 calls a minute; its history reads need no more than two at once. */
const GECKOTERMINAL_BUDGET: Budget = { perMinute: 30, burst: 30, concurrent: 2 };

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
  geckoterminal: GECKOTERMINAL_BUDGET,
  // §6: keyless is IP-based, ~5–30/min; the ticker is cached for everyone, so this is rarely reached.
  coingecko: { perMinute: 30, burst: 30, concurrent: 2 },
  // Frankfurter publishes no limit; the rates are read once a minute for everyone, so this is a guard.
  frankfurter: { perMinute: 60, burst: 10, concurrent: 2 },
  // §2.2: free plan 3 calls/s.
  etherscan: { perMinute: 180, burst: 3, concurrent: 3 },
};

/**
 * The published budgets, each Blockscout host at `blockscoutPerMinute` and GeckoTerminal at
 * `geckoTerminalPerMinute` (each bucket one minute of it).
 */
export function upstreamBudgets(rates: {
  blockscoutPerMinute: number;
  geckoTerminalPerMinute: number;
}): Readonly<Record<string, Budget>> {
  const { blockscoutPerMinute, geckoTerminalPerMinute } = rates;
  return {
    ...UPSTREAM_BUDGETS,
    blockscout: { perMinute: blockscoutPerMinute, burst: blockscoutPerMinute, concurrent: 20 },
    geckoterminal: {
      ...GECKOTERMINAL_BUDGET,
      perMinute: geckoTerminalPerMinute,
      burst: geckoTerminalPerMinute,
    },
  };
}

/**
 * The share of each upstream background work may use: half, so a cold portfolio always finds at
 * least half the bucket and half the rate, and a long history still reads at 150 pages a minute
 * from a Blockscout.
 */
const DEFAULT_BACKGROUND_SHARE = 0.5;

interface Waiter {
  grant: (release: () => void) => void;
  cleanup: () => void;
}

interface Lane {
  budget: Budget;
  /** The upstream's whole bucket: every call takes a token of it. */
  tokens: number;
  /** The background share's own bucket: a background call takes a token of both. */
  backgroundTokens: number;
  refilledAt: number;
  active: number;
  backgroundActive: number;
  /** Interactive calls, first come first served, always ahead of background ones. */
  queue: Waiter[];
  /** Background calls per client, served one client after another (insertion order rotates). */
  background: Map<string, Waiter[]>;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The process's per-upstream request budget: every HTTP attempt takes a slot first, so the gateway
 * queues rather than exceeds each upstream's published limits. Background work (a long history's
 * pages, requestScope.ts `inBackground`) may use at most `backgroundShare` of each upstream's rate,
 * bucket and requests in flight, and waits behind every interactive call, so it never starves the
 * reads a person waits for; within that share clients take turns, so one client's long histories
 * cannot hold it all (docs/DECISIONS.md "History budgets"). A call that would wait past its
 * request's deadline fails at once as a DeadlineError, and a queued call whose deadline passes
 * leaves the queue with one.
 */
export class UpstreamBudgets {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly budgets: Readonly<Record<string, Budget>> = UPSTREAM_BUDGETS,
    private readonly backgroundShare = DEFAULT_BACKGROUND_SHARE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves with the function that gives the slot back once the attempt is over. */
  acquire(upstream: string): Promise<() => void> {
    const budget = this.budgets[upstream.split(':', 1)[0] ?? upstream];
    if (budget === undefined) return Promise.resolve(() => undefined);
    const lane = this.lane(upstream, budget);
    this.refill(lane);
    const scope = currentScope();
    const background = scope?.priority === 'background';
    const client = scope?.client ?? '';
    if (this.waitMs(lane, background, client) > remainingMs())
      return Promise.reject(this.overBudget(upstream, budget, background));
    return new Promise((resolve, reject) => {
      const signal = scope?.signal;
      const onAbort = () => {
        if (background) this.dequeue(lane, client, waiter);
        else lane.queue = lane.queue.filter((other) => other !== waiter);
        reject(this.overBudget(upstream, budget, background));
      };
      const waiter: Waiter = {
        grant: resolve,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (background) lane.background.set(client, [...(lane.background.get(client) ?? []), waiter]);
      else lane.queue.push(waiter);
      this.pump(lane);
    });
  }

  /**
   * How long a new call would wait for a token: interactive calls behind the interactive queue at
   * the whole rate; background calls behind their own client's queue, taking turns with every other
   * client waiting, at the background share's rate.
   */
  private waitMs(lane: Lane, background: boolean, client: string): number {
    const { perMinute } = lane.budget;
    if (!background) {
      const ahead = lane.queue.length + 1 - lane.tokens;
      return ahead <= 0 ? 0 : (ahead * 60_000) / perMinute;
    }
    const own = (lane.background.get(client)?.length ?? 0) + 1;
    const clients = lane.background.size + (lane.background.has(client) ? 0 : 1);
    const ahead = lane.queue.length + own * clients - Math.min(lane.tokens, lane.backgroundTokens);
    return ahead <= 0 ? 0 : (ahead * 60_000) / (perMinute * this.backgroundShare);
  }

  private pump(lane: Lane): void {
    this.refill(lane);
    const { concurrent } = lane.budget;
    while (lane.active < concurrent && lane.tokens >= 1) {
      const interactive = lane.queue.shift();
      if (interactive !== undefined) {
        this.grant(lane, interactive, false);
        continue;
      }
      if (lane.backgroundActive >= this.backgroundLimit(lane) || lane.backgroundTokens < 1) break;
      const next = this.nextBackground(lane);
      if (next === undefined) break;
      this.grant(lane, next, true);
    }
    const waiting = lane.queue.length > 0 || lane.background.size > 0;
    if (!waiting || lane.timer !== undefined) return;
    // Waiting for a token of the whole bucket, or (background only) of the share's.
    const shareRate = lane.budget.perMinute * this.backgroundShare;
    const untilToken = Math.max(
      lane.tokens < 1 ? ((1 - lane.tokens) * 60_000) / lane.budget.perMinute : 0,
      lane.queue.length === 0 && lane.backgroundTokens < 1
        ? ((1 - lane.backgroundTokens) * 60_000) / shareRate
        : 0,
    );
    if (untilToken <= 0) return;
    lane.timer = setTimeout(() => {
      lane.timer = undefined;
      this.pump(lane);
    }, Math.ceil(untilToken));
    lane.timer.unref();
  }

  private grant(lane: Lane, waiter: Waiter, background: boolean): void {
    lane.tokens -= 1;
    lane.active += 1;
    if (background) {
      lane.backgroundTokens -= 1;
      lane.backgroundActive += 1;
    }
    waiter.cleanup();
    let released = false;
    waiter.grant(() => {
      if (released) return;
      released = true;
      lane.active -= 1;
      if (background) lane.backgroundActive -= 1;
      this.pump(lane);
    });
  }

  /** The first waiter of the client whose turn it is; that client then goes to the back of the line. */
  private nextBackground(lane: Lane): Waiter | undefined {
    const first = lane.background.entries().next();
    if (first.done === true) return undefined;
    const [client, waiters] = first.value;
    lane.background.delete(client);
    const [waiter, ...rest] = waiters;
    if (rest.length > 0) lane.background.set(client, rest);
    return waiter;
  }

  private dequeue(lane: Lane, client: string, waiter: Waiter): void {
    const rest = (lane.background.get(client) ?? []).filter((other) => other !== waiter);
    if (rest.length > 0) lane.background.set(client, rest);
    else lane.background.delete(client);
  }

  /** Requests in flight background work may hold: its share of the cap, at least one. */
  private backgroundLimit(lane: Lane): number {
    return Math.max(1, Math.floor(lane.budget.concurrent * this.backgroundShare));
  }

  private refill(lane: Lane): void {
    const now = this.now();
    const minutes = (now - lane.refilledAt) / 60_000;
    const { perMinute, burst } = lane.budget;
    lane.tokens = Math.min(burst, lane.tokens + minutes * perMinute);
    lane.backgroundTokens = Math.min(
      Math.max(1, burst * this.backgroundShare),
      lane.backgroundTokens + minutes * perMinute * this.backgroundShare,
    );
    lane.refilledAt = now;
  }

  private lane(upstream: string, budget: Budget): Lane {
    let lane = this.lanes.get(upstream);
    if (!lane) {
      lane = {
        budget,
        tokens: budget.burst,
        backgroundTokens: Math.max(1, budget.burst * this.backgroundShare),
        refilledAt: this.now(),
        active: 0,
        backgroundActive: 0,
        queue: [],
        background: new Map(),
        timer: undefined,
      };
      this.lanes.set(upstream, lane);
    }
    return lane;
  }

  private overBudget(upstream: string, budget: Budget, background: boolean): DeadlineError {
    const share = background
      ? ` (background share ${Math.round(budget.perMinute * this.backgroundShare)}/min)`
      : '';
    return new DeadlineError(
      `${upstream}: request budget (${budget.perMinute}/min)${share} would be exceeded before this request's deadline`,
      upstream,
    );
  }
}
