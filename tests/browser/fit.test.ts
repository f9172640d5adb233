import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import type { Language } from '../../client/src/i18n/languages';
import { SETTINGS_KEY } from '../../client/src/settings/settings';
import { startBrowserHarness, type BrowserHarness } from './harness';
import { translator } from './messages';
import { runAxe, settled } from './pageProbes';

/**
 * What fits where, in Chromium against the sandbox world: the stake tables and the dashboard's
 * staking card at 375/1024/1440 px, manage wallets on a phone, price sources in words, exports,
 * the small-balance threshold, hashes in a mirrored page and /playground (rtl, axe); the positions
 * section in a world with pools.
 */
// What the callbacks that run in the page see: the root tsconfig is Node's, without the DOM library.
declare const document: {
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  documentElement: PageElement;
};
interface PageElement {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  className: string;
  getBoundingClientRect(): { top: number; bottom: number; left: number; right: number };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}

const t = translator('en');
let harness: BrowserHarness;
let whale: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  whale = harness.sandbox.world.demoWallets[0]!.address;
}, 120_000);
afterAll(async () => {
  await harness?.close();
});

interface Look {
  width: number;
  language?: Language;
  direction?: 'ltr' | 'rtl';
  colorMode?: 'dark' | 'light';
  hideBelowUsd?: number;
}

async function open(
  look: Look,
  route: string,
  on: BrowserHarness = harness,
): Promise<{ page: Page; context: BrowserContext }> {
  const { width, ...settings } = look;
  const context = await on.browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
  });
  await context.addInitScript(
    ({ key, saved, list }) => {
      localStorage.setItem(key, saved);
      localStorage.setItem('wallets', list);
    },
    {
      key: SETTINGS_KEY,
      saved: JSON.stringify(settings),
      list: JSON.stringify([{ address: whale, name: 'Whale' }]),
    },
  );
  const page = await context.newPage();
  await page.goto(`${on.base}${route}`);
  if (route === '/playground') await page.locator('.graphiql-container').waitFor();
  else await settled(page);
  return { page, context };
}

/** Elements of `selector` whose content runs past their own box, and whether the page scrolls sideways. */
const overflow = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) => ({
      clipped: Array.from(document.querySelectorAll(wanted))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => (element.textContent ?? '').slice(0, 40)),
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }),
    selector,
  );

describe('stakes', () => {
  it('on a phone: a card per stake with status, value, loss and progress in view, no header gap, a sort control', async () => {
    const { page, context } = await open({ width: 375 }, '/staking/hex');
    try {
      const table = page.getByRole('table', { name: t('staking.active') });
      const row = table.locator('tbody tr').first();
      for (const cell of ['status', 'value', 'penalty', 'progress']) {
        const box = await row.locator(`.kinko-stake-${cell}`).boundingBox();
        expect({ cell, inView: box !== null && box.x >= 0 && box.x + box.width <= 375 }).toEqual({
          cell,
          inView: true,
        });
      }
      expect((await table.locator('thead').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
      expect(await overflow(page, '.kinko-table-scroll')).toEqual({ clipped: [], page: 0 });
      const sort = page.getByRole('combobox', { name: t('table.sortBy') });
      await sort.selectOption(`value:desc`);
      const values = await table
        .locator('tbody tr .kinko-stake-value')
        .evaluateAll((cells: PageElement[]) =>
          cells.map((cell) => Number((cell.textContent ?? '').replace(/[^\d.]/g, ''))),
        );
      expect(values).toEqual([...values].sort((a, b) => b - a));
    } finally {
      await context.close();
    }
  }, 120_000);

  it.each([
    [1024, 'en'],
    [1440, 'fr'],
  ] as const)(
    'at %d px (%s) every column is whole, the value column not cut',
    async (width, language) => {
      const { page, context } = await open({ width, language }, '/staking/hex');
      try {
        expect(await overflow(page, '.kinko-table-scroll, .kinko-stake-table td')).toEqual({
          clipped: [],
          page: 0,
        });
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it.each([
    [375, 'en'],
    [1024, 'en'],
    [1440, 'fr'],
  ] as const)(
    "the dashboard's staking card holds its table at %d px (%s)",
    async (width, language) => {
      const { page, context } = await open({ width, language }, '/dashboard/default');
      try {
        const card = page.locator('.kinko-card', { has: page.locator('.kinko-staking-summary') });
        const fits = await card.evaluate((element: PageElement) => {
          const table = element.querySelector('table')!.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return table.right <= box.right + 1 && table.left >= box.left - 1;
        });
        expect(fits).toBe(true);
        expect((await overflow(page, '.kinko-staking-summary th')).clipped).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});

describe('positions', () => {
  // A world of its own, with the pools and the farm: the whale holds pool shares on two chains and
  // a farmed stake. The other tests keep the plain world (and its first-load times).
  let pools: BrowserHarness;
  beforeAll(async () => {
    pools = await startBrowserHarness({ poolShares: true });
  }, 120_000);
  afterAll(async () => {
    await pools?.close();
  });

  it.each([
    [375, 'en', 'ltr', '/portfolio'],
    [1024, 'fr', 'rtl', '/wallet/:whale'],
    [1440, 'zh', 'ltr', '/portfolio'],
    [375, 'ro', 'rtl', '/dashboard/default'],
  ] as const)(
    'at %d px (%s, %s) on %s: every position in view, its figures whole, no sideways scroll',
    async (width, language, direction, route) => {
      const { page, context } = await open(
        { width, language, direction },
        route.replace(':whale', whale),
        pools,
      );
      try {
        const table = page.getByRole('table', { name: translator(language)('positions.title') });
        // The positions come with their chain's answer, which reads the pools on the EVM.
        await table.locator('tbody tr').first().waitFor({ timeout: 90_000 });
        const cells = await table.evaluate(
          (element: PageElement, viewport: number) =>
            Array.from(element.querySelectorAll('tbody td')).filter((cell) => {
              const box = cell.getBoundingClientRect();
              return box.left < -1 || box.right > viewport + 1;
            }).length,
          width,
        );
        expect(cells).toBe(0);
        expect(
          await overflow(page, '.kinko-positions .kinko-table-scroll, .kinko-position-table td'),
        ).toEqual({ clipped: [], page: 0 });
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});

describe('holdings', () => {
  it('names price sources in words, visible without hovering and clear of the next row; exports what the page shows', async () => {
    const { page, context } = await open({ width: 1440 }, '/portfolio');
    try {
      const table = page.getByRole('table', { name: t('portfolio.holdings') });
      const tags = table.locator('.kinko-source-tag');
      const names = new Set(await tags.allTextContents());
      expect(names.size).toBeGreaterThan(0);
      for (const name of names)
        expect([
          'DEX Screener',
          'Blockscout',
          'DefiLlama',
          'CoinGecko',
          t('table.source.stablecoin'),
        ]).toContain(name);
      expect(await tags.first().isVisible()).toBe(true);
      const [tag, nextRow] = await Promise.all([
        tags.first().boundingBox(),
        table.locator('tbody tr').nth(1).boundingBox(),
      ]);
      expect(tag!.y + tag!.height).toBeLessThanOrEqual(nextRow!.y + 1);

      await page.getByRole('button', { name: t('export.title') }).click();
      const links = page.getByRole('menuitem');
      const hrefs = await links.evaluateAll((items) =>
        items.map((item) =>
          (item as unknown as { getAttribute(name: string): string }).getAttribute('href'),
        ),
      );
      expect(hrefs).toEqual([
        `/api/portfolio.csv?wallets=${whale}`,
        `/api/holdings.csv?wallets=${whale}`,
        `/api/positions.csv?wallets=${whale}`,
        `/api/history.csv?wallets=${whale}`,
      ]);
      const answer = await page.request.get(`${harness.base}${hrefs[0]}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/text\/csv/);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('hides balances under the threshold the user set, and says how many', async () => {
    const all = await open({ width: 1440 }, '/portfolio');
    const count = async (page: Page) =>
      page
        .getByRole('table', { name: t('portfolio.holdings') })
        .locator('tbody > tr')
        .count();
    let before: number;
    try {
      await all.page
        .getByRole('button', { name: t('table.showAll') })
        .click()
        .catch(() => undefined);
      before = await count(all.page);
    } finally {
      await all.context.close();
    }
    const some = await open({ width: 1440, hideBelowUsd: 1000 }, '/portfolio');
    try {
      await some.page
        .getByRole('button', { name: t('table.showAll') })
        .click()
        .catch(() => undefined);
      expect(await count(some.page)).toBeLessThan(before);
      await some.page.getByText(/Hidden under \$1,000\.00: \d+/).waitFor();
    } finally {
      await some.context.close();
    }
  }, 120_000);
});

describe('a phone and a mirrored page', () => {
  it('manage wallets fits its card at 375 px', async () => {
    const { page, context } = await open({ width: 375 }, '/wallets/manage');
    try {
      const table = page.getByRole('table', { name: t('manage.listTitle') });
      const fits = await table.evaluate((element: PageElement) => {
        const box = element.getBoundingClientRect();
        return Array.from(element.querySelectorAll('td')).every(
          (cell) => cell.getBoundingClientRect().right <= box.right + 1,
        );
      });
      expect(fits).toBe(true);
      expect((await overflow(page, '.kinko-card')).page).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it.each([
    [1024, 'ltr'],
    [375, 'ltr'],
    [1440, 'rtl'],
  ] as const)(
    "the dashboard's top holdings fit their card at %d px (%s): figures whole, only a name cut",
    async (width, direction) => {
      const { page, context } = await open({ width, direction }, '/dashboard/default');
      try {
        const list = page.getByRole('list', { name: t('dashboard.topHoldings') });
        await list.locator('li').first().waitFor();
        const rows = await list.evaluate((element: PageElement) => {
          const card = element.getBoundingClientRect();
          return Array.from(element.querySelectorAll('li')).map((row) => {
            const value = row.querySelector('.kinko-rank-value')!.getBoundingClientRect();
            return {
              inCard: row.getBoundingClientRect().right <= card.right + 1,
              rowFits: row.scrollWidth <= row.clientWidth + 1,
              valueInCard: value.left >= card.left - 1 && value.right <= card.right + 1,
            };
          });
        });
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows)
          expect(row).toEqual({ inCard: true, rowFits: true, valueInCard: true });
        expect((await overflow(page, 'main')).page).toBe(0);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('wallet cards name the chain of each top token', async () => {
    const { page, context } = await open({ width: 1440 }, '/wallets');
    try {
      const top = page.getByRole('list', { name: t('walletsIndex.top') }).first();
      await top.waitFor();
      for (const item of await top.locator('li').allTextContents())
        expect(item).toMatch(/ · (PulseChain|Ethereum|Base|BNB Smart Chain|Polygon)/);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('rtl: a cut hash reads head first', async () => {
    const { page, context } = await open({ width: 1440, direction: 'rtl' }, '/wallets/manage');
    try {
      const cut = page.locator('.kinko-middle-truncate').first();
      const [head, tail] = await Promise.all([
        cut.locator('.kinko-middle-truncate-head').boundingBox(),
        cut.locator('.kinko-middle-truncate-tail').boundingBox(),
      ]);
      expect(head!.x).toBeLessThan(tail!.x);
    } finally {
      await context.close();
    }
  }, 120_000);

  it.each(['dark', 'light'] as const)(
    '/playground (%s, rtl): no sideways overflow, editor text in view, a main landmark and h1, 0 serious axe findings',
    async (colorMode) => {
      const { page, context } = await open(
        { width: 1440, direction: 'rtl', colorMode },
        '/playground',
      );
      try {
        const line = page.locator('.graphiql-query-editor .view-line').first();
        await line.waitFor();
        // The editor lays its lines out again as it starts: a line may be replaced between calls.
        let box = await line.boundingBox();
        for (let tries = 0; box === null && tries < 50; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          box = await line.boundingBox();
        }
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x).toBeLessThan(1440);
        expect((await overflow(page, 'main')).page).toBe(0);
        expect(await page.getByRole('main').count()).toBe(1);
        expect(
          await page.getByRole('heading', { level: 1, name: t('playground.title') }).count(),
        ).toBe(1);
        expect(await page.getByRole('link', { name: 'Kinko' }).count()).toBe(1);
        expect(await runAxe(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});

describe('token page', () => {
  it.each([375, 1024, 1440] as const)(
    'at %d px nothing runs past the page, its tables scroll inside their box',
    async (width) => {
      const [held] = harness.sandbox.world
        .holdings(whale as never, 'pulse')
        .filter((holding) => holding.token.expected.reason === null);
      const { page, context } = await open({ width }, `/token/pulse/${held!.token.address}`);
      try {
        await page.getByRole('heading', { name: t('token.priceChart') }).waitFor();
        await page.getByRole('heading', { name: t('token.holdings') }).waitFor();
        expect(await overflow(page, '.kinko-table-scroll, .kinko-stat, .kinko-card h2')).toEqual({
          clipped: [],
          page: 0,
        });
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
