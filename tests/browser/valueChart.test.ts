import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { WORLD_NOW } from '../sandbox/index';
import { startBrowserHarness, watchErrors, type BrowserHarness } from './harness';
import { translator } from './messages';

/**
 * Issue 17 "the chart shows it in Chromium": the dashboard of the demo wallets draws their value
 * history, and the value read under the crosshair on a day is the API's for that day. The gateway's
 * clock is the sandbox world's present, so history's days line up with the world's.
 */
const t = translator('en');
const usd = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const utcDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

interface Point {
  at: string;
  totalUsd: number;
  coverage: number;
}

interface History {
  complete: boolean;
  points: Point[];
  sources: { chain: string; state: string; reason: string | null }[];
}

let harness: BrowserHarness;
let wallets: string[];

beforeAll(async () => {
  harness = await startBrowserHarness({
    clock: () => WORLD_NOW * 1000,
    env: (sandbox) => ({
      DEMO_WALLETS: sandbox.world.demoWallets.map((wallet) => wallet.address).join(','),
    }),
  });
  wallets = harness.sandbox.world.demoWallets.map((wallet) => wallet.address);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

/** The demo wallets' month, asked of the API until no chain is still being read. */
async function monthHistory(): Promise<History> {
  const query = `query ($wallets: [Address!]!) {
    portfolioHistory(wallets: $wallets, range: MONTH) {
      complete
      points { at totalUsd coverage }
      sources { chain state reason }
    }
  }`;
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${harness.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { wallets } }),
    });
    const body = (await response.json()) as { data: { portfolioHistory: History } };
    const history = body.data.portfolioHistory;
    // A read that outlasts the request goes on in the background (reason TIMEOUT meanwhile).
    const reading = history.sources.some(
      (source) => source.state === 'FAILED' && source.reason === 'TIMEOUT',
    );
    if (!reading || attempt >= 20) return history;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

describe('the value chart', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } });
    errors = watchErrors(page, harness.base);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows the demo wallets’ month on the dashboard, each day’s value as the API gives it', async () => {
    const history = await monthHistory();
    expect(history.points.length).toBe(30);

    await page.goto(`${harness.base}/dashboard/default`);
    await page.getByRole('button', { name: t('empty.demo', { count: wallets.length }) }).click();
    const first = history.points[0]!;
    const last = history.points[history.points.length - 1]!;
    const chart = page.getByRole('img', {
      name: new RegExp(
        `^Value from ${utcDay(first.at)} to ${utcDay(last.at)}: ${escape(usd(first.totalUsd))} to ${escape(usd(last.totalUsd))}`,
      ),
    });
    await chart.waitFor({ timeout: 60_000 });
    expect(
      await page.getByRole('button', { name: t('chart.range.MONTH') }).getAttribute('aria-pressed'),
    ).toBe('true');

    // A day in the middle of the month, under the pointer.
    const index = 20;
    const day = history.points[index]!;
    const box = (await chart.boundingBox())!;
    // LineChart's frame at this width: 64 px of ticks on the left, 12 px kept on the right.
    const x = box.x + 64 + (index / (history.points.length - 1)) * (box.width - 64 - 12);
    await page.mouse.move(x, box.y + box.height / 2);
    const readout = page.locator('.kinko-line-readout');
    await readout.waitFor();
    expect(await readout.locator('.kinko-line-readout-time').textContent()).toBe(utcDay(day.at));
    expect(await readout.locator('.kinko-line-readout-value').textContent()).toBe(
      usd(day.totalUsd),
    );
    // Days under 99 % coverage are hatched (ValueChart's LOW_COVERAGE), and the world has some.
    const partial = history.points.flatMap((point, at) => (point.coverage < 0.99 ? [at] : []));
    expect(partial.length).toBeGreaterThan(0);
    const bands = await Promise.all(
      (await page.locator('[data-partial]').all()).map((band) => band.getAttribute('data-partial')),
    );
    expect(bands.flatMap((band) => expandRun(band ?? ''))).toEqual(partial);

    // The page's other reads (staking from the local EVM) end before the gateway is stopped.
    await page
      .getByRole('table', { name: t('dashboard.staking') })
      .locator('.bp6-skeleton')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    expect(errors).toEqual([]);
  }, 120_000);
});

/** "3-5" → [3, 4, 5] */
function expandRun(run: string): number[] {
  const [first = 0, last = 0] = run.split('-').map(Number);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
