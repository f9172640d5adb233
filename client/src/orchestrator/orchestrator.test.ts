import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  AWAY_MS,
  FOCUS_THROTTLE_MS,
  INTERVAL_MS,
  Orchestrator,
  type Trigger,
} from './orchestrator';

/** A window/document pair whose events the test fires by hand. */
function fakePage() {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    target,
    doc,
    setVisibility,
    goOnline: () => target.dispatchEvent(new Event('online')),
    blur: () => target.dispatchEvent(new Event('blur')),
    focus: () => target.dispatchEvent(new Event('focus')),
  };
}

describe('Orchestrator (spec §4 background orchestrator)', () => {
  let now = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    now = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup(runMs = 0) {
    const page = fakePage();
    const triggers: Trigger[] = [];
    let running = false;
    let revalidations = 0;
    const orchestrator = new Orchestrator({
      revalidate: async () => {
        revalidations += 1;
      },
      run: (trigger) => {
        triggers.push(trigger);
        running = true;
        return new Promise<void>((resolve) =>
          setTimeout(() => {
            running = false;
            resolve();
          }, runMs),
        );
      },
      isRunning: () => running,
      now: () => now,
      target: page.target as unknown as Window,
      doc: page.doc as unknown as Document,
    });
    const advance = async (ms: number) => {
      now += ms;
      await jest.advanceTimersByTimeAsync(ms);
    };
    return { ...page, orchestrator, triggers, advance, revalidations: () => revalidations };
  }

  it('runs at start and every 10 minutes', async () => {
    const { orchestrator, triggers, advance } = setup();
    orchestrator.start();
    expect(triggers).toEqual(['start']);
    await advance(INTERVAL_MS - 1);
    expect(triggers).toEqual(['start']);
    await advance(1);
    await advance(INTERVAL_MS);
    expect(triggers).toEqual(['start', 'timer', 'timer']);
    expect(INTERVAL_MS).toBe(600_000);
    orchestrator.stop();
  });

  it('runs when the tab becomes visible after 30 minutes away, not after a short absence', async () => {
    const { orchestrator, triggers, advance, setVisibility } = setup();
    orchestrator.start();
    setVisibility('hidden');
    await advance(5 * 60_000);
    setVisibility('visible');
    expect(triggers).toEqual(['start']);

    setVisibility('hidden');
    await advance(AWAY_MS);
    setVisibility('visible');
    expect(AWAY_MS).toBe(1_800_000);
    // The timer ticks while hidden were skipped: nobody was looking.
    expect(triggers).toEqual(['start', 'visible']);
    orchestrator.stop();
  });

  it('runs when the browser comes back online', async () => {
    const { orchestrator, triggers, goOnline, advance } = setup();
    orchestrator.start();
    await advance(0);
    goOnline();
    expect(triggers).toEqual(['start', 'online']);
    orchestrator.stop();
  });

  it('never starts a second run while one runs', async () => {
    const { orchestrator, triggers, advance, goOnline } = setup(INTERVAL_MS + 5_000);
    orchestrator.start();
    goOnline();
    await advance(INTERVAL_MS);
    expect(triggers).toEqual(['start']);
    await advance(5_000);
    goOnline();
    expect(triggers).toEqual(['start', 'online']);
    orchestrator.stop();
  });

  it('stops listening and ticking when stopped', async () => {
    const { orchestrator, triggers, advance, goOnline } = setup();
    orchestrator.start();
    orchestrator.stop();
    goOnline();
    await advance(INTERVAL_MS * 3);
    expect(triggers).toEqual(['start']);
  });

  it('revalidates when the reader comes back to the window, at most once per 5 s (spec §9 focus throttle)', async () => {
    const { orchestrator, triggers, advance, blur, focus, revalidations } = setup();
    orchestrator.start();
    // The focus a page gets as it loads is not a return, and the start run has just asked anyway.
    focus();
    expect(revalidations()).toBe(0);
    blur();
    await advance(FOCUS_THROTTLE_MS - 1);
    focus();
    expect(revalidations()).toBe(0);
    blur();
    await advance(3 * 60_000);
    focus();
    expect(revalidations()).toBe(1);
    blur();
    await advance(1_000);
    focus();
    expect(revalidations()).toBe(1);
    expect(FOCUS_THROTTLE_MS).toBe(5_000);
    expect(triggers).toEqual(['start']);
    orchestrator.stop();
  });

  it('a tab shown again after a few minutes revalidates; after 30 minutes it runs in full instead', async () => {
    const { orchestrator, triggers, advance, setVisibility, revalidations } = setup();
    orchestrator.start();
    setVisibility('hidden');
    await advance(4 * 60_000);
    setVisibility('visible');
    expect(revalidations()).toBe(1);
    setVisibility('hidden');
    await advance(AWAY_MS);
    setVisibility('visible');
    expect(triggers).toEqual(['start', 'visible']);
    expect(revalidations()).toBe(1);
    orchestrator.stop();
  });
});
