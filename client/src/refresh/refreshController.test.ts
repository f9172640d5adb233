import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { RefreshController, type RefreshState } from './refreshController';
import type { RefreshTask, RunOptions, RunOutcome } from './runTasks';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('RefreshController', () => {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

  it('goes idle → refreshing with done/total → idle, and joins a run asked for while one runs', async () => {
    const gate = deferred();
    let runs = 0;
    let report: RunOptions['onProgress'];
    const controller = new RefreshController({
      client,
      wallets: () => ['0xa', '0xb'],
      plan: (input) => [{ name: 'one', run: async () => undefined }, ...input.others],
      run: async (tasks: readonly RefreshTask[], options?: RunOptions): Promise<RunOutcome> => {
        runs += 1;
        report = options?.onProgress;
        report?.(0, tasks.length);
        await gate.promise;
        report?.(1, tasks.length);
        report?.(2, tasks.length);
        return { failed: ['one'] };
      },
      now: () => 1000,
    });
    controller.register({ name: 'extra', run: async () => undefined });
    const states: RefreshState[] = [];
    controller.subscribe((state) => states.push(state));

    const first = controller.run('manual');
    const second = controller.run('background');
    expect(second).toBe(first);
    expect(controller.isRunning()).toBe(true);
    expect(controller.getState()).toEqual({
      status: 'refreshing',
      kind: 'manual',
      done: 0,
      total: 2,
    });

    gate.resolve();
    await first;
    expect(runs).toBe(1);
    expect(controller.isRunning()).toBe(false);
    expect(states.at(-2)).toEqual({ status: 'refreshing', kind: 'manual', done: 2, total: 2 });
    expect(controller.getState()).toEqual({
      status: 'idle',
      lastRun: { kind: 'manual', finishedAt: 1000, failed: ['one'], stopped: false },
    });
  });

  it('plans the spec order with fresh for the button, what is on screen for the background, and starts a new run once the last one ended', async () => {
    const planned: string[] = [];
    const controller = new RefreshController({
      client,
      wallets: () => [],
      plan: (input) => {
        planned.push(`manual fresh=${String(input.fresh)}`);
        return [];
      },
      planBackground: () => {
        planned.push('background');
        return [];
      },
      run: async () => ({ failed: [] }),
    });
    await controller.run('background');
    await controller.run('manual');
    expect(planned).toEqual(['background', 'manual fresh=true']);
  });
});
