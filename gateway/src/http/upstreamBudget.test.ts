import { describe, expect, it } from '@jest/globals';
import { DeadlineError } from '../errors/errors';
import { inBackground, withDeadline, type RequestScope } from '../request/requestScope';
import { UpstreamBudgets } from './upstreamBudget';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('UpstreamBudgets', () => {
  it('lets a burst through, then queues at the published rate instead of exceeding it', async () => {
    let clock = 0;
    const budgets = new UpstreamBudgets(
      { host: { perMinute: 60, burst: 2, concurrent: 10 } },
      0.5,
      () => clock,
    );
    const granted: number[] = [];
    for (let index = 0; index < 4; index++)
      void budgets.acquire('host:a').then((release) => {
        granted.push(index);
        release();
      });
    await tick();
    expect(granted).toEqual([0, 1]);
    clock += 1_000;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(granted).toEqual([0, 1, 2]);
  });

  it('never has more requests in flight than the cap; a release lets the next one go', async () => {
    const budgets = new UpstreamBudgets({ host: { perMinute: 6_000, burst: 100, concurrent: 2 } });
    const releases: (() => void)[] = [];
    for (let index = 0; index < 3; index++)
      void budgets.acquire('host').then((release) => releases.push(release));
    await tick();
    expect(releases).toHaveLength(2);
    releases[0]?.();
    releases[0]?.();
    await tick();
    expect(releases).toHaveLength(3);
  });

  it('fails at once, as a deadline error, when the queue would outlast the request', async () => {
    const budgets = new UpstreamBudgets({ host: { perMinute: 6, burst: 1, concurrent: 10 } });
    await budgets.acquire('host');
    const error = await withDeadline(1_000, () =>
      budgets.acquire('host').catch((caught: unknown) => caught),
    );
    expect(error).toBeInstanceOf(DeadlineError);
    expect(String(error)).toContain('request budget (6/min)');
  });

  it("takes a queued call out of the queue when its request's deadline passes", async () => {
    const budgets = new UpstreamBudgets({ host: { perMinute: 6_000, burst: 100, concurrent: 1 } });
    await budgets.acquire('host');
    const started = performance.now();
    const error = await withDeadline(200, () =>
      budgets.acquire('host').catch((caught: unknown) => caught),
    );
    expect(error).toBeInstanceOf(DeadlineError);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('leaves upstreams without a published budget (RPC nodes, unknown ids) alone', async () => {
    const budgets = new UpstreamBudgets({});
    const releases = await Promise.all(
      Array.from({ length: 50 }, () => budgets.acquire('bsc-indexer')),
    );
    expect(releases).toHaveLength(50);
  });

  it('keeps background work to its share, behind every interactive call', async () => {
    const budgets = new UpstreamBudgets({ host: { perMinute: 60, burst: 10, concurrent: 10 } });
    const order: string[] = [];
    for (let index = 0; index < 8; index++)
      // Still queued when the test ends: its deadline fails it later, outside any test.
      void asClient('a', () => inBackground(60_000, () => budgets.acquire('host'))).then(
        () => order.push(`b${index}`),
        () => undefined,
      );
    await tick();
    // The share: half the bucket (5 of 10) and half the requests in flight.
    expect(order).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
    const interactive = await Promise.all(
      Array.from({ length: 5 }, () => withDeadline(1_000, () => budgets.acquire('host'))),
    );
    expect(interactive).toHaveLength(5);
    expect(order).toHaveLength(5);
  });

  it('serves background clients in turns, so one client cannot hold the share', async () => {
    let clock = 0;
    const budgets = new UpstreamBudgets(
      { host: { perMinute: 600, burst: 2, concurrent: 10 } },
      0.5,
      () => clock,
    );
    const granted: string[] = [];
    const ask = (client: string, count: number) => {
      for (let index = 0; index < count; index++)
        void asClient(
          client,
          () =>
            inBackground(60_000, async () => {
              const release = await budgets.acquire('host');
              granted.push(client);
              release();
            }),
          // Still queued when the test ends: its deadline fails it later, outside any test.
        ).catch(() => undefined);
    };
    ask('a', 6);
    ask('b', 2);
    await tick();
    expect(granted).toEqual(['a']);
    for (let step = 0; step < 4; step++) {
      clock += 200;
      await new Promise((resolve) => setTimeout(resolve, 220));
    }
    expect(granted.slice(0, 5)).toEqual(['a', 'a', 'b', 'a', 'b']);
  });

  it("fails background work at once when its share's queue would outlast the read", async () => {
    const budgets = new UpstreamBudgets({ host: { perMinute: 6, burst: 2, concurrent: 10 } });
    await asClient('a', () => inBackground(60_000, () => budgets.acquire('host')));
    const error = await asClient('a', () =>
      inBackground(1_000, () => budgets.acquire('host').catch((caught: unknown) => caught)),
    );
    expect(error).toBeInstanceOf(DeadlineError);
    expect(String(error)).toContain('background share 3/min');
    // The interactive share is untouched.
    await expect(withDeadline(1_000, () => budgets.acquire('host'))).resolves.toBeInstanceOf(
      Function,
    );
  });
});

/** Runs `work` as a request of `client` (what the request scope middleware sets). */
function asClient<T>(client: string, work: () => Promise<T>): Promise<T> {
  return withDeadline(60_000, (scope: RequestScope) => {
    scope.client = client;
    return work();
  });
}
