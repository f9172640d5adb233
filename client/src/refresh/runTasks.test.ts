import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TASK_TIMEOUT_MS, runTasks, type RefreshTask } from './runTasks';

const task = (name: string, run: () => Promise<unknown>, log?: string[]): RefreshTask => ({
  name,
  run: () => {
    log?.push(name);
    return run();
  },
});

describe('runTasks (spec §4 universal refresh)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs tasks one after another in order and reports progress after each', async () => {
    const started: string[] = [];
    const progress: Array<[number, number]> = [];
    const outcome = await runTasks(
      [
        task('a', async () => 1, started),
        task('b', async () => 2, started),
        task('c', async () => 3, started),
      ],
      {
        onProgress: (done, total) => progress.push([done, total]),
      },
    );
    expect(started).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(outcome.failed).toEqual([]);
  });

  it('times a slow task out after 20 s with the spec text, logs it and carries on', async () => {
    const logged: string[] = [];
    const started: string[] = [];
    const run = runTasks(
      [
        task('slow', () => new Promise(() => undefined), started),
        task('next', async () => undefined, started),
      ],
      {
        log: (message) => logged.push(message),
      },
    );
    await jest.advanceTimersByTimeAsync(TASK_TIMEOUT_MS - 1);
    expect(started).toEqual(['slow']);
    await jest.advanceTimersByTimeAsync(1);
    const outcome = await run;
    expect(TASK_TIMEOUT_MS).toBe(20_000);
    expect(logged).toEqual(['Task "slow" timed out after 20000ms.']);
    expect(started).toEqual(['slow', 'next']);
    expect(outcome.failed).toEqual(['slow']);
  });

  it('logs a failing task (rejecting or throwing) and continues', async () => {
    const logged: string[] = [];
    const progress: number[] = [];
    const outcome = await runTasks(
      [
        task('rejects', () => Promise.reject(new Error('boom'))),
        {
          name: 'throws',
          run: () => {
            throw new Error('sync');
          },
        },
        task('fine', async () => undefined),
      ],
      { log: (message) => logged.push(message), onProgress: (done) => progress.push(done) },
    );
    expect(outcome.failed).toEqual(['rejects', 'throws']);
    expect(logged).toEqual(['Refresh task "rejects" failed.', 'Refresh task "throws" failed.']);
    expect(progress).toEqual([0, 1, 2, 3]);
  });
});
