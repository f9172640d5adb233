/** Spec §4: "Interval: 10 min in one reading, 30 min in another (visibility trigger after 30 min)". */
export const INTERVAL_MS = 10 * 60_000;
/** @internal */
export const AWAY_MS = 30 * 60_000;
/**
 * Spec §9 "Data-fetching: … focus throttle 5 s": at most one focus revalidation per 5 s.
 * @internal
 */
export const FOCUS_THROTTLE_MS = 5_000;

export type Trigger = 'start' | 'timer' | 'visible' | 'online';

export interface OrchestratorDeps {
  /** Starts a background run; resolves when it ends. */
  run(trigger: Trigger): Promise<unknown>;
  /** Whether any run (the button's too) is under way. */
  isRunning(): boolean;
  /**
   * Asks again for what the page shows (the gateway answers from its cache while that is fresh),
   * when the reader comes back to the tab after a short absence.
   */
  revalidate?(): Promise<unknown>;
  now?(): number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  focusThrottleMs?: number;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  intervalMs?: number;
  awayMs?: number;
}

/**
 * The background orchestrator (spec §4): refreshes at start, every 10 minutes, when the tab comes
 * back after 30 minutes away, and when the browser is back online. It never starts a run while
 * one runs: a trigger during a run is dropped, since the run under way already brings new data.
 * A hidden tab skips its timer ticks (nobody is looking; the visibility trigger covers the return).
 *
 * A shorter absence — the window lost focus or the tab was hidden, then came back — revalidates
 * what the page shows instead of a whole run (spec §9 "focus throttle 5 s"), so returning after a
 * few minutes shows current figures rather than up to 10 minutes old ones. The focus a page gets as
 * it loads is not a return: the start run covers it.
 */
export class Orchestrator {
  private hiddenAt: number | null = null;
  private leftAt: number | null = null;
  private lastRevalidateAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setInterval> | undefined;
  private started = false;
  private readonly deps: Required<Omit<OrchestratorDeps, 'target' | 'doc'>> &
    Pick<OrchestratorDeps, 'target' | 'doc'>;

  constructor(deps: OrchestratorDeps) {
    this.deps = {
      now: Date.now,
      intervalMs: INTERVAL_MS,
      awayMs: AWAY_MS,
      focusThrottleMs: FOCUS_THROTTLE_MS,
      revalidate: async () => undefined,
      ...deps,
    };
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const { target, doc, intervalMs } = this.deps;
    target?.addEventListener('online', this.onOnline);
    target?.addEventListener('focus', this.onFocus);
    target?.addEventListener('blur', this.onBlur);
    doc?.addEventListener('visibilitychange', this.onVisibility);
    if (doc?.visibilityState === 'hidden') this.hiddenAt = this.deps.now();
    this.timer = setInterval(this.onTick, intervalMs);
    this.trigger('start');
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.deps.target?.removeEventListener('online', this.onOnline);
    this.deps.target?.removeEventListener('focus', this.onFocus);
    this.deps.target?.removeEventListener('blur', this.onBlur);
    this.deps.doc?.removeEventListener('visibilitychange', this.onVisibility);
    clearInterval(this.timer);
  }

  /** Returns whether a run was started. */
  trigger(trigger: Trigger): boolean {
    if (this.deps.isRunning()) return false;
    // A whole run asks for everything again: a focus right after it has nothing to add.
    this.lastRevalidateAt = this.deps.now();
    void this.deps
      .run(trigger)
      .catch((error: unknown) => console.warn(`Background refresh (${trigger}) failed`, error));
    return true;
  }

  private readonly onTick = () => {
    if (this.deps.doc?.visibilityState === 'hidden') return;
    this.trigger('timer');
  };

  private readonly onOnline = () => {
    this.trigger('online');
  };

  private readonly onVisibility = () => {
    const { doc, now, awayMs } = this.deps;
    if (doc?.visibilityState === 'hidden') {
      this.hiddenAt = now();
      this.leftAt ??= now();
      return;
    }
    const away = this.hiddenAt === null ? 0 : now() - this.hiddenAt;
    this.hiddenAt = null;
    if (away >= awayMs) this.trigger('visible');
    this.onFocus();
  };

  private readonly onBlur = () => {
    this.leftAt ??= this.deps.now();
  };

  private readonly onFocus = () => {
    const { now, focusThrottleMs, isRunning, revalidate } = this.deps;
    if (this.leftAt === null) return;
    this.leftAt = null;
    if (now() - this.lastRevalidateAt < focusThrottleMs || isRunning()) return;
    this.lastRevalidateAt = now();
    void revalidate().catch((error: unknown) =>
      console.warn('Revalidation on focus failed', error),
    );
  };
}
