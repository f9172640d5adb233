import { describe, expect, it } from '@jest/globals';
import { DeadlineError } from '../errors/errors';
import { withDeadline } from './requestScope';
import { UpstreamBudgets } from './upstreamBudget';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('UpstreamBudgets', () => {
  it('lets a burst through, then queues at the published rate instead of exceeding it', async () => {
    let clock = 0;
    const budgets = new UpstreamBudgets(
      { host: { perMinute: 60, burst: 2, concurrent: 10 } },
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
});
