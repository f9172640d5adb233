/** Spec §4: "Interval: 10 min in one reading, 30 min in another (visibility trigger after 30 min)". */
export const INTERVAL_MS = 10 * 60_000;
export const AWAY_MS = 30 * 60_000;

export type Trigger = 'start' | 'timer' | 'visible' | 'online';

export interface OrchestratorDeps {
  /** Starts a background run; resolves when it ends. */
  run(trigger: Trigger): Promise<unknown>;
  /** Whether any run (the button's too) is under way. */
  isRunning(): boolean;
  now?(): number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  intervalMs?: number;
  awayMs?: number;
}

/**
 * The background orchestrator (spec §4): refreshes at start, every 10 minutes, when the tab comes
 * back after 30 minutes away, and when the browser is back online. It never starts a run while
 * one runs: a trigger during a run is dropped, since the run under way already brings new data.
 * A hidden tab skips its timer ticks (nobody is looking; the visibility trigger covers the return).
 */
export class Orchestrator {
  private hiddenAt: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private started = false;
  private readonly deps: Required<Omit<OrchestratorDeps, 'target' | 'doc'>> & Pick<OrchestratorDeps, 'target' | 'doc'>;

  constructor(deps: OrchestratorDeps) {
    this.deps = { now: Date.now, intervalMs: INTERVAL_MS, awayMs: AWAY_MS, ...deps };
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const { target, doc, intervalMs } = this.deps;
    target?.addEventListener('online', this.onOnline);
    doc?.addEventListener('visibilitychange', this.onVisibility);
    if (doc?.visibilityState === 'hidden') this.hiddenAt = this.deps.now();
    this.timer = setInterval(this.onTick, intervalMs);
    this.trigger('start');
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.deps.target?.removeEventListener('online', this.onOnline);
    this.deps.doc?.removeEventListener('visibilitychange', this.onVisibility);
    clearInterval(this.timer);
  }

  /** Returns whether a run was started. */
  trigger(trigger: Trigger): boolean {
    if (this.deps.isRunning()) return false;
    void this.deps.run(trigger).catch((error: unknown) => console.warn(`Background refresh (${trigger}) failed`, error));
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
      return;
    }
    const away = this.hiddenAt === null ? 0 : now() - this.hiddenAt;
    this.hiddenAt = null;
    if (away >= awayMs) this.trigger('visible');
  };
}
