import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness';
import { translator } from './messages';
import { settled } from './pageProbes';

/**
 * The dashboard on a bad day (DESIGN.md "On a bad day"), in Chromium against the sandbox: one
 * explorer hanging holds only its own chain; the server going away is said once, in its own words,
 * with the shell and the last figures kept, and no wait goes on without a word.
 */
const t = translator('en');
const RPC = /\bRPCs?\b/;

let harness: BrowserHarness;
let wallets: Array<{ address: string; name: string }>;

beforeAll(async () => {
  harness = await startBrowserHarness({ evm: true });
  wallets = harness.sandbox.world.demoWallets
    .slice(0, 2)
    .map((wallet, index) => ({ address: wallet.address, name: `Demo ${index + 1}` }));
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function newContext(): Promise<BrowserContext> {
  const context = await harness.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    (list) => localStorage.setItem('wallets', list),
    JSON.stringify(wallets),
  );
  return context;
}

/** The chains a PortfolioSummary request asks, or null for another request. */
function portfolioChains(request: Request): string | null {
  if (!request.url().includes('/graphql')) return null;
  const body = request.postDataJSON() as {
    operationName?: string;
    variables?: { chains?: string[] };
  } | null;
  return body?.operationName === 'PortfolioSummary' ? (body.variables?.chains?.join() ?? '') : null;
}

/** The server gone: every request to it refused, as a stopped process's port refuses them. */
async function stopServer(page: Page): Promise<void> {
  await page.route(`${harness.base}/**`, (route) => route.abort('connectionrefused'));
}

const totalCard = (page: Page) => page.getByRole('group', { name: t('portfolio.total') });
/** The total's figure once drawn (the skeleton's placeholder is a figure too). */
const totalFigure = (page: Page) =>
  totalCard(page)
    .locator('.kinko-stat-value:not(.bp6-skeleton)')
    .getByText(/^\$[\d,]+\.\d\d$/);

/** Every URL the page asked, from now on. */
function requestLog(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

/** Waits until a chunk of this name was asked (the pages' code loads after idle: prefetchPages.ts). */
async function chunkAsked(requested: readonly string[], name: string): Promise<void> {
  const chunk = new RegExp(`/${name}-[^/]+\\.js$`);
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (requested.some((url) => chunk.test(url))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was never fetched`);
}

describe('one explorer hanging', () => {
  it('shows the other chains’ total before the hanging chain answers, naming it as still read', async () => {
    // A fresh gateway cache: this file's first test, nothing asked before it.
    const fault = harness.sandbox.faults.inject({ upstream: 'blockscout/pulse' }, { kind: 'hang' });
    const context = await newContext();
    try {
      const page = await context.newPage();
      let pulseAnsweredAt: number | null = null;
      let firstHealthyAt: number | null = null;
      const started = Date.now();
      page.on('requestfinished', (request) => {
        if (portfolioChains(request) === 'PULSE') pulseAnsweredAt ??= Date.now();
        const chains = portfolioChains(request);
        if (chains !== null && chains !== 'PULSE') firstHealthyAt ??= Date.now();
      });
      await page.goto(`${harness.base}/dashboard/default`);
      const figure = totalFigure(page);
      await figure.waitFor({ timeout: 15_000 });
      const shownAt = Date.now();
      // Ordering: the figure came while PulseChain was still being read…
      expect(pulseAnsweredAt).toBeNull();
      expect(await totalCard(page).textContent()).toContain(
        t('common.stillReading', { chains: 'PulseChain' }),
      );
      // …and, a generous bound, well before the gateway's deadline gives up on PulseChain. The
      // issue's 2 s is what the bench row measures (scripts/bench.ts "first number"); here the
      // time is logged, since on a shared machine the browser's own rendering can take seconds.
      expect(firstHealthyAt).not.toBeNull();
      expect(shownAt - started).toBeLessThan(15_000);
      console.log(
        `first figure ${shownAt - started} ms after navigation (first healthy answer at ${
          (firstHealthyAt ?? 0) - started
        } ms), PulseChain hanging`,
      );
    } finally {
      fault.remove();
      await context.close();
    }
  }, 60_000);
});

describe('the server going away', () => {
  it('says the server is unreachable within 5 s on the next page, keeping the shell and the last figures, never naming RPCs', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const requested = requestLog(page);
      await page.goto(`${harness.base}/portfolio`);
      await settled(page);
      const figure = totalFigure(page);
      await figure.waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 60_000 });
      const total = await figure.textContent();
      await chunkAsked(requested, 'DashboardPage');
      await page.waitForTimeout(1_000);
      await stopServer(page);

      const nav = page.getByRole('navigation');
      const started = Date.now();
      await nav.getByRole('link', { name: t('menu.dashboard'), exact: true }).click();
      await page.getByText(t('server.unreachable')).waitFor({ timeout: 5_000 });
      console.log(`server-down notice ${Date.now() - started} ms after navigating`);
      await page
        .getByRole('heading', { level: 1, name: t('dashboard.title') })
        .waitFor({ timeout: 5_000 });
      expect(await nav.isVisible()).toBe(true);
      expect(
        await totalCard(page)
          .getByText(total ?? '')
          .count(),
      ).toBe(1);
      // One notice for the cause, no per-query callouts, and no RPCs blamed.
      expect(await page.getByText(t('server.unreachable')).count()).toBe(1);
      expect(await page.getByText(t('error.title')).count()).toBe(0);
      expect(await page.locator('body').textContent()).not.toMatch(RPC);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('opens a page not visited yet with the server gone: no error page, the shell stays', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const requested = requestLog(page);
      await page.goto(`${harness.base}/dashboard/default`);
      await settled(page);
      await chunkAsked(requested, 'ManageWalletsPage');
      await page.waitForTimeout(1_000);
      await stopServer(page);
      for (const [link, heading] of [
        [t('menu.about'), t('about.title')],
        [t('menu.manageWallets'), t('manage.title')],
      ] as const) {
        await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 5_000 });
        expect(await page.getByText(t('error.title')).count()).toBe(0);
        expect(await page.getByRole('navigation').isVisible()).toBe(true);
      }
      expect(await page.locator('body').textContent()).not.toMatch(RPC);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('gives up a refresh and a range change with a message, not a silent wait', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${harness.base}/portfolio`);
      await settled(page);
      await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 60_000 });
      await page.getByRole('group', { name: t('chart.range') }).waitFor({ timeout: 30_000 });
      await stopServer(page);

      const started = Date.now();
      await page.getByRole('button', { name: t('refresh.label') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: t('server.refreshGaveUp') })
        .waitFor({ timeout: 5_000 });
      await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 5_000 });
      console.log(`refresh gave up ${Date.now() - started} ms after the click`);

      const range = page.getByRole('group', { name: t('chart.range') });
      await range.getByRole('button', { name: t('chart.range.YEAR') }).click();
      await page
        .getByText(t('chart.unreachable', { range: t('chart.range.YEAR') }))
        .waitFor({ timeout: 5_000 });
      expect(await page.locator('body').textContent()).not.toMatch(RPC);
    } finally {
      await context.close();
    }
  }, 120_000);
});
