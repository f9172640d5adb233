import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { PRIVACY_KEY } from '../../client/src/privacy/privacyKey';
import { SETTINGS_KEY } from '../../client/src/settings/settings';
import type { Language } from '../../client/src/i18n/languages';
import { expectedPortfolio } from '../sandbox/world/truth';
import { startBrowserHarness, watchErrors, type BrowserHarness } from './harness';
import { translator } from './messages';
import { graphqlRequests, runAxe, settled } from './pageProbes';

/**
 * Issue 19 "Done when", in Chromium against the sandbox world with its demo wallets saved:
 * accessibility (axe-core) on every route in dark and light, a heading outline and landmarks;
 * /graphql requests per page load; numbers (alignment, sticky headers, no mid-number breaks);
 * the staking table at 1440 px; the phone layout at 375 px; tab titles; failure states.
 */

// What the callbacks that run in the page see: the root tsconfig is Node's, without the DOM library.
declare const document: {
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  querySelector(selector: string): PageElement | null;
  title: string;
  documentElement: PageElement;
};
declare function getComputedStyle(element: PageElement): {
  backgroundColor: string;
  textAlign: string;
  lineHeight: string;
  fontSize: string;
};
interface PageElement {
  tagName: string;
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  scrollTop: number;
  getBoundingClientRect(): {
    top: number;
    bottom: number;
    left: number;
    right: number;
    height: number;
  };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  getAttribute(name: string): string | null;
}

const t = translator('en');
const usd = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

let harness: BrowserHarness;
let wallets: { address: string; name: string }[];
let whale: string;

const ROUTES = [
  '/',
  '/dashboard/default',
  '/wallets',
  '/wallets/manage',
  '/wallet/:whale',
  '/portfolio',
  '/token/pulse/native',
  '/staking/hex',
  '/staking/ehex',
  '/staking/eth',
  '/learn-more',
  '/no/such/page',
] as const;
const routePath = (route: string) => route.replace(':whale', whale);

beforeAll(async () => {
  harness = await startBrowserHarness();
  wallets = harness.sandbox.world.demoWallets
    .slice(0, 2)
    .map((wallet, index) => ({ address: wallet.address, name: index === 0 ? 'Whale' : 'Regular' }));
  whale = wallets[0]!.address;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

interface Look {
  width?: number;
  colorMode?: 'dark' | 'light';
  language?: Language;
  privacy?: boolean;
}

/** A returning user's browser: settings and the wallet list saved, no saved answers (a cold cache). */
async function newContext({
  width = 1440,
  colorMode = 'dark',
  language = 'en',
  privacy = false,
}: Look = {}): Promise<BrowserContext> {
  const context = await harness.browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
  });
  await context.addInitScript(
    ({ settingsKey, settings, list, privacyOn, privacyKey }) => {
      localStorage.setItem(settingsKey, settings);
      localStorage.setItem('wallets', list);
      if (privacyOn) localStorage.setItem(privacyKey, 'true');
    },
    {
      settingsKey: SETTINGS_KEY,
      settings: JSON.stringify({ colorMode, language }),
      list: JSON.stringify(wallets),
      privacyOn: privacy,
      privacyKey: PRIVACY_KEY,
    },
  );
  return context;
}

async function open(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${harness.base}${routePath(route)}`);
  await settled(page);
  return page;
}

describe('accessibility (axe-core) on every route', () => {
  it.each(['dark', 'light'] as const)(
    '%s: no serious or critical findings, one h1, no skipped heading level, a nav landmark and a skip link',
    async (colorMode) => {
      const context = await newContext({ colorMode });
      const found: Record<string, unknown> = {};
      try {
        for (const route of ROUTES) {
          const page = await open(context, route);
          const levels = await page.evaluate(() =>
            Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) =>
              Number(heading.tagName.slice(1)),
            ),
          );
          const problems = {
            axe: await runAxe(page),
            h1:
              levels.filter((level) => level === 1).length === 1
                ? []
                : [`${levels.filter((level) => level === 1).length} h1`],
            skippedLevels: levels
              .filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1)
              .map((level) => `h${level}`),
            landmarks:
              route === '/' ||
              ((await page.getByRole('navigation').count()) > 0 &&
                (await page.getByRole('link', { name: t('shell.skipToContent') }).count()) === 1)
                ? []
                : ['no nav or skip link'],
          };
          if (Object.values(problems).some((list) => list.length > 0)) found[route] = problems;
          await page.close();
        }
      } finally {
        await context.close();
      }
      expect(found).toEqual({});
    },
    600_000,
  );
});

describe('/graphql requests per page load', () => {
  /**
   * What each page asks on a cold load (no saved answers): its own data (the value chart's
   * history included), the ticker and the chain registry, each once; the footer's contact details (a plain GET, "?") once. The
   * background run at start repeats none of it; pages without data ask for none.
   */
  const DATA = [
    'PortfolioSummary',
    'HexStaking',
    'WalletDetail',
    'WalletTransactions',
    'DemoWallets',
  ];
  it.each([
    // The portfolio and a wallet's holdings are asked once per chain (5 each).
    ['/dashboard/default', 11],
    ['/wallet/:whale', 10],
    ['/portfolio', 9],
    ['/staking/hex', 4],
    ['/wallets/manage', 3],
    ['/learn-more', 2],
  ] as const)(
    '%s sends at most %d, none twice',
    async (route, most) => {
      const context = await newContext();
      try {
        const page = await context.newPage();
        const requests = graphqlRequests(page);
        await page.goto(`${harness.base}${routePath(route)}`);
        await settled(page);
        await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1_500);
        const questions = requests.map((request) => `${request.name} ${request.variables}`);
        expect(questions.length).toBeLessThanOrEqual(most);
        expect(
          questions.filter((question, index) => questions.indexOf(question) !== index),
        ).toEqual([]);
        if (route === '/learn-more' || route === '/wallets/manage')
          expect(
            requests.map((request) => request.name).filter((name) => DATA.includes(name)),
          ).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it.each([
    ['/dashboard/default', 'DashboardPage', ['PortfolioSummary', 'HexStaking', 'HexStaking']],
    ['/wallet/:whale', 'WalletPage', ['WalletDetail', 'WalletTransactions']],
    ['/staking/ehex', 'EhexStakingPage', ['HexStaking']],
  ] as const)(
    "%s asks its questions while the page's code loads, and not again once it has",
    async (route, chunk, questions) => {
      const context = await newContext();
      try {
        const page = await context.newPage();
        const requests = graphqlRequests(page);
        // The page's chunk is held back until its questions are out: without route-level
        // preloading they would never go out, and the page would not show within the timeout.
        const asked = () =>
          questions.every(
            (name, index) =>
              requests.filter((request) => request.name === name).length >=
              questions.slice(0, index + 1).filter((other) => other === name).length,
          );
        let heldUntilAsked = false;
        await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (held) => {
          for (let waited = 0; waited < 15_000 && !asked(); waited += 50)
            await new Promise((resolve) => setTimeout(resolve, 50));
          heldUntilAsked = asked();
          await held.continue();
        });
        await page.goto(`${harness.base}${routePath(route)}`);
        await settled(page);
        await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1_500);
        expect(heldUntilAsked).toBe(true);
        const seen = requests.map((request) => `${request.name} ${request.variables}`);
        expect(seen.filter((question, index) => seen.indexOf(question) !== index)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('going back to a page shows what the cache holds without asking again', async () => {
    const context = await newContext();
    try {
      const page = await open(context, '/portfolio');
      await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 60_000 });
      const requests = graphqlRequests(page);
      await page
        .getByRole('complementary', { name: t('shell.sidebar') })
        .getByRole('link', { name: t('menu.about') })
        .click();
      await page.getByRole('heading', { name: t('about.title') }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: t('portfolio.title'), level: 1 }).waitFor();
      await settled(page);
      await page.waitForTimeout(1_000);
      expect(requests.map((request) => request.name).filter((name) => name !== 'Ticker')).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('numbers and tables', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext();
    page = await open(context, '/portfolio');
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  it('names the page and the total in the tab title', async () => {
    const total = usd(
      expectedPortfolio(
        harness.sandbox.world,
        wallets.map((wallet) => wallet.address),
      ).totalUsd,
    );
    await page.getByText(total).first().waitFor();
    expect(await page.title()).toBe(`${total} · ${t('portfolio.title')} · Kinko`);
  });

  it('aligns every figure at the end of its column, sort icons after the labels', async () => {
    const aligns = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table td.kinko-numeric, table th.kinko-numeric')).map(
        (cell) => getComputedStyle(cell).textAlign,
      ),
    );
    expect(aligns.length).toBeGreaterThan(10);
    expect(new Set(aligns)).toEqual(new Set(['end']));
    const header = page.getByRole('columnheader', { name: t('table.value') }).first();
    const label = await header.getByText(t('table.value')).boundingBox();
    const icon = await header.locator('svg').boundingBox();
    expect(icon!.x).toBeGreaterThan(label!.x);
  });

  it('lets the page scroll a long table: no box inside it scrolls up and down', async () => {
    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.kinko-table-scroll')).map((element) => ({
        scrolls: element.scrollHeight > element.clientHeight + 1,
      })),
    );
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((box) => box.scrolls)).toEqual([]);
  });

  it('shows huge amounts compact with the exact amount in the tooltip', async () => {
    const titled = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.kinko-amount[title]')).map((element) => ({
        shown: element.textContent ?? '',
        exact: (element as unknown as { title: string }).title,
      })),
    );
    for (const { shown, exact } of titled) {
      expect(shown.length).toBeLessThanOrEqual(18);
      expect(exact).toMatch(/^\d+(\.\d+)?$/);
    }
  });
});

describe('headline figures', () => {
  it.each([
    ['en', 1440],
    ['zh', 375],
    ['fr', 375],
  ] as const)(
    'never break inside a number (%s, %d px)',
    async (language, width) => {
      const context = await newContext({ language, width });
      try {
        for (const route of ['/portfolio', '/staking/hex']) {
          const page = await open(context, route);
          const lines = await page.evaluate(() =>
            Array.from(document.querySelectorAll('.kinko-stat-value')).map((element) => {
              const style = getComputedStyle(element);
              const lineHeight =
                Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
              return {
                text: element.textContent,
                lines: Math.round(element.getBoundingClientRect().height / lineHeight),
                clipped: element.scrollWidth > element.clientWidth + 1,
              };
            }),
          );
          for (const line of lines)
            expect({ route, ...line, lines: Math.min(line.lines, 1) }).toEqual({
              route,
              ...line,
              lines: 1,
              clipped: false,
            });
          await page.close();
        }
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});

describe('the allocation donut', () => {
  it.each([
    ['en', 1440],
    ['zh', 375],
  ] as const)(
    'shows a total of $10M and more whole in its centre, the exact figure on hover (%s, %d px)',
    async (language, width) => {
      const context = await newContext({ language, width });
      try {
        const page = await open(context, '/portfolio');
        const centre = page.locator('.kinko-donut-center').first();
        await centre.waitFor({ timeout: 30_000 });
        const shown = await centre.evaluate((element: PageElement) => ({
          clipped: element.scrollWidth > element.clientWidth + 1,
          exact: element.querySelector('[title]')?.getAttribute('title') ?? null,
        }));
        expect(shown.clipped).toBe(false);
        // The demo wallets hold well over $10M: the full figure has 11+ digits.
        expect(shown.exact?.replace(/\D/g, '').length ?? 0).toBeGreaterThanOrEqual(10);
        await page.close();
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});

describe('the staking table at 1440 px', () => {
  it('fits beside the sidebar and sorts by any column', async () => {
    const context = await newContext();
    try {
      const page = await open(context, '/staking/hex');
      const table = page.getByRole('table', { name: t('staking.active') });
      // The value column, the last, is in the scroll box's view without scrolling sideways.
      const widths = await table.evaluate((element: PageElement) => ({
        table: element.scrollWidth,
        box: (element as unknown as { parentElement: PageElement }).parentElement.clientWidth,
      }));
      expect(widths.table).toBeLessThanOrEqual(widths.box + 1);
      const apy = table.getByRole('columnheader', { name: t('staking.apy') });
      await apy.getByRole('button').click();
      expect(await apy.getAttribute('aria-sort')).toBe('descending');
      const column =
        (await table.locator('thead th').allTextContents()).indexOf(t('staking.apy')) + 1;
      const shown = await table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
      const numbers = shown
        .map((text) => Number.parseFloat(text.replace(/[^\d.-]/g, '')))
        .filter(Number.isFinite);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('a phone (375 px)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext({ width: 375, colorMode: 'light' });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lists tokens as cards: token, amount and value in view without a sideways swipe', async () => {
    const page = await open(context, '/portfolio');
    const row = page
      .getByRole('table', { name: t('portfolio.holdings') })
      .locator('tbody tr')
      .first();
    for (const cell of ['.kinko-cell-token', '.kinko-cell-amount', '.kinko-cell-value']) {
      const box = await row.locator(cell).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('.kinko-table-scroll')).every(
          (element) => element.scrollWidth <= element.clientWidth + 1,
        ),
      ),
    ).toBe(true);
    await page.close();
  }, 60_000);

  it('stripes whole card rows, not patches behind each cell', async () => {
    const page = await open(context, '/portfolio');
    const rows = page.getByRole('table', { name: t('portfolio.holdings') }).locator('tbody tr');
    const backgrounds = (index: number) =>
      rows.nth(index).evaluate((row: PageElement) => ({
        row: getComputedStyle(row).backgroundColor,
        cells: Array.from(row.querySelectorAll('td')).map(
          (cell) => getComputedStyle(cell).backgroundColor,
        ),
      }));
    const transparent = 'rgba(0, 0, 0, 0)';
    const odd = await backgrounds(0);
    expect(odd.row).not.toBe(transparent);
    expect(new Set(odd.cells)).toEqual(new Set([transparent]));
    expect((await backgrounds(1)).row).toBe(transparent);
    await page.close();
  }, 60_000);

  it('shows transaction dates on at most two lines, and each transaction within the screen', async () => {
    const page = await open(context, '/wallet/:whale');
    const table = page.getByRole('table', { name: t('tx.title') });
    await table.waitFor({ timeout: 30_000 });
    const time = table.locator('tbody tr').first().locator('time');
    const box = await time.boundingBox();
    const lineHeight = await time.evaluate(
      (element: PageElement) => Number.parseFloat(getComputedStyle(element).lineHeight) || 18,
    );
    expect(Math.round(box!.height / lineHeight)).toBeLessThanOrEqual(2);
    expect(await table.evaluate((element: PageElement) => element.scrollWidth <= 375)).toBe(true);
    await page.close();
  }, 60_000);

  it('names a missing history source once, wrapped within the screen', async () => {
    const page = await open(context, '/wallet/:whale');
    await page.getByRole('table', { name: t('tx.title') }).waitFor({ timeout: 30_000 });
    // BSC's history needs a paid Etherscan plan: the all-chains history names it.
    const lines = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.kinko-source-list li')).map((item) => ({
        text: item.textContent,
        fits: item.scrollWidth <= item.clientWidth + 1,
      })),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.text)).size).toBe(lines.length);
    expect(lines.filter((line) => !line.fits)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375 + 1)).toBe(true);
    await page.close();
  }, 60_000);

  it('manages wallets without tall address columns, the actions in view', async () => {
    const page = await open(context, '/wallets/manage');
    const row = page
      .getByRole('table', { name: t('manage.listTitle') })
      .locator('tbody tr')
      .first();
    const address = await row.locator('.kinko-address-cell').boundingBox();
    expect(address!.height).toBeLessThan(48);
    // The whole address is still the link's name.
    expect(await row.locator('.kinko-address-cell a').textContent()).toHaveLength(42);
    const remove = await row
      .getByRole('button', { name: t('manage.deleteLabel', { name: 'Whale' }) })
      .boundingBox();
    expect(remove!.x + remove!.width).toBeLessThanOrEqual(375);
    await page.close();
  }, 60_000);
});

describe('failure states', () => {
  it('names a failed source in words, never by its internal id', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      // The gateway's answer with one Ethereum listing failed, as a 503 from the explorer leaves it.
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== 'PortfolioSummary') return route.continue();
        const response = await route.fetch();
        const json = (await response.json()) as { data?: { portfolio?: { sources: unknown[] } } };
        json.data?.portfolio?.sources.push({
          __typename: 'SourceStatus',
          chain: 'ETH',
          wallet: whale,
          source: 'token-listing:blockscout-tokens-paged',
          state: 'FAILED',
          ageSeconds: null,
          message: 'blockscout-tokens-paged: Blockscout v2 HTTP 503',
        });
        return route.fulfill({ response, json });
      });
      await page.goto(`${harness.base}/portfolio`);
      const notice = page.getByRole('status').filter({ hasText: t('sources.titleFailed') });
      await notice.waitFor({ timeout: 30_000 });
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain(
        t('sources.failedFor', {
          chain: 'Ethereum',
          what: t('sources.kind.balances'),
          wallets: `0x...${whale.slice(-4)} - Whale`,
        }),
      );
      expect(text).toContain(t('sources.via', { source: t('sources.name.explorer') }));
      expect(text).not.toMatch(/blockscout|HTTP 503/i);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('with the server unreachable keeps the last figures under one server notice, never naming RPCs', async () => {
    const context = await newContext();
    try {
      const page = await open(context, '/portfolio');
      const total = usd(
        expectedPortfolio(
          harness.sandbox.world,
          wallets.map((wallet) => wallet.address),
        ).totalUsd,
      );
      await page.getByText(total).first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: t('refresh.label') }).waitFor({ timeout: 60_000 });
      // Saved answers are written shortly after they arrive.
      await page.waitForTimeout(1_500);
      await page.route('**/graphql**', (route) => route.abort('connectionrefused'));
      await page.reload();
      await page.getByText(t('server.unreachable')).waitFor({ timeout: 5_000 });
      expect(await page.getByText(total).first().isVisible()).toBe(true);
      expect(await page.getByText('Failed to fetch').count()).toBe(0);
      expect(await page.locator('body').textContent()).not.toMatch(/\bRPCs?\b/);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lists the wallet’s history on all chains at once, newest first, paging without repeats', async () => {
    const context = await newContext();
    try {
      const page = await open(context, '/wallet/:whale');
      const table = page.getByRole('table', { name: t('tx.title') });
      await table.waitFor({ timeout: 30_000 });
      const rows = async () =>
        table.locator('tbody tr').evaluateAll((elements: PageElement[]) =>
          elements.map((row) => ({
            chain: row.querySelector('.kinko-cell-chain')?.textContent?.trim() ?? '',
            time: row.querySelector('time')?.getAttribute('datetime') ?? '',
            hash: row.querySelector('.kinko-cell-hash a')?.getAttribute('href') ?? '',
          })),
        );
      const first = await rows();
      // 50 rows of the API's; a token transfer and the transaction that carried it share a row.
      expect(first.length).toBeGreaterThan(25);
      expect(first.length).toBeLessThanOrEqual(50);
      expect(new Set(first.map((row) => row.chain)).size).toBeGreaterThan(1);
      const times = first.map((row) => row.time);
      expect(times).toEqual([...times].sort().reverse());
      await page.getByRole('button', { name: t('tx.older') }).click();
      await page.getByText(t('tx.page', { page: 2 })).waitFor();
      await page.waitForFunction(
        (firstHash) =>
          document
            .querySelector('.kinko-tx-table tbody tr .kinko-cell-hash a')
            ?.getAttribute('href') !== firstHash,
        first[0]?.hash,
      );
      const second = await rows();
      const seen = new Set(first.map((row) => `${row.hash} ${row.time}`));
      expect(second.length).toBeGreaterThan(0);
      // A transaction split by the page boundary (its transfer on one page, the carrying
      // transaction on the next) shows on both; nothing else repeats.
      const repeated = second.filter((row) => seen.has(`${row.hash} ${row.time}`));
      expect(repeated.length).toBeLessThanOrEqual(1);
      if (repeated.length === 1) expect(repeated[0]).toEqual(second[0]);
      expect((second[0]?.time ?? '') <= (first.at(-1)?.time ?? '')).toBe(true);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('starts the transaction history without waiting for the wallet’s holdings', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const errors = watchErrors(page, harness.base);
      const held: (() => void)[] = [];
      await page.route('**/graphql', (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName === 'WalletDetail')
          held.push(() => void route.continue().catch(() => undefined));
        else void route.continue();
      });
      await page.goto(`${harness.base}/wallet/${whale}`);
      await page.getByRole('table', { name: t('tx.title') }).waitFor({ timeout: 30_000 });
      expect(held.length).toBeGreaterThan(0);
      for (const release of held) release();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('masks the total in the tab title in privacy mode', async () => {
    const context = await newContext({ privacy: true });
    try {
      const page = await open(context, '/portfolio');
      await page.waitForFunction(() => document.title !== 'Kinko');
      expect(await page.title()).toBe(`${t('portfolio.title')} · Kinko`);
    } finally {
      await context.close();
    }
  }, 60_000);
});
