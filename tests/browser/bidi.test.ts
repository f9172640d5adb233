import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Language } from '../../client/src/i18n/languages';
import { SETTINGS_KEY } from '../../client/src/settings/settings';
import { startBrowserHarness, watchErrors, type BrowserHarness } from './harness';
import { translator } from './messages';

// What the callbacks that run in the page use: the root tsconfig is Node's, without the DOM library.
declare const document: { createRange(): PageRange };
interface PageRange {
  setStart(node: PageNode, offset: number): void;
  setEnd(node: PageNode, offset: number): void;
  getBoundingClientRect(): { left: number; right: number };
}
interface PageNode {
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<PageNode>;
}

/**
 * The rtl setting mirrors the layout, but every language Kinko speaks is written left to right
 * (spec §2 "Settings"). Chromium lays out the page; these tests read where glyphs land, so a
 * message or a number reordered by the bidi algorithm ("24 小时变化" painted as "小时变化 24") fails.
 */
let harness: BrowserHarness;
let wallet: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  wallet = harness.sandbox.world.demoWallets[0]!.address;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function openRtl(
  language: Language,
  route: string,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await harness.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ settingsKey, settings, wallets }) => {
      localStorage.setItem(settingsKey, settings);
      localStorage.setItem('wallets', wallets);
    },
    {
      settingsKey: SETTINGS_KEY,
      settings: JSON.stringify({ direction: 'rtl', language, colorMode: 'light' }),
      wallets: JSON.stringify([{ address: wallet, name: 'Whale' }]),
    },
  );
  const page = await context.newPage();
  const errors = watchErrors(page, harness.base);
  await page.goto(`${harness.base}${route}`);
  return { page, errors, close: () => context.close() };
}

/** The left edge of each part of the element's text, in page pixels; the parts are found in order. */
async function leftEdges(element: Locator, parts: readonly string[]): Promise<number[]> {
  return element.evaluate((root: PageNode, wanted: readonly string[]) => {
    const texts: PageNode[] = [];
    const walk = (node: PageNode) => {
      if (node.nodeType === 3) texts.push(node);
      else Array.from(node.childNodes).forEach(walk);
    };
    walk(root);
    let node = 0;
    let from = 0;
    return wanted.map((part) => {
      for (; node < texts.length; node += 1, from = 0) {
        const at = (texts[node]!.textContent ?? '').indexOf(part, from);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(texts[node]!, at);
        range.setEnd(texts[node]!, at + part.length);
        from = at + part.length;
        return range.getBoundingClientRect().left;
      }
      throw new Error(`"${part}" is not in the element's text, in that order`);
    });
  }, parts);
}

/** Painted left to right: each part starts right of the one before. */
const expectLeftToRight = (what: string, edges: number[]) =>
  expect({ what, edges }).toEqual({ what, edges: [...edges].sort((a, b) => a - b) });

/** The stake table's day cell, "100 → 465" over "365 d": both lines read left to right in rtl. */
async function expectStakeDaysLeftToRight(page: Page): Promise<void> {
  const cell = page.locator('.kinko-days[title]').first();
  await cell.waitFor();
  const [span, length] = [cell.locator('span').nth(0), cell.locator('span').nth(1)];
  const days = ((await span.textContent()) ?? '').split(' → ');
  expect(days).toHaveLength(2);
  expectLeftToRight('stake days', await leftEdges(span, days));
  expectLeftToRight(
    'stake length',
    await leftEdges(length, ((await length.textContent()) ?? '').split(' ')),
  );
}

const shot = (name: string) => path.join(os.tmpdir(), `kinko-bidi-${name}.png`);

describe('rtl layout, left-to-right text', () => {
  it('zh: "24 小时变化" reads 24 first, and the stake days read locked → end from the left', async () => {
    const t = translator('zh');
    const { page, errors, close } = await openRtl('zh', '/staking/hex');
    try {
      await page.getByRole('heading', { name: t('staking.hexTitle'), exact: true }).waitFor();
      await expectStakeDaysLeftToRight(page);
      await page.screenshot({ path: shot('zh-staking'), fullPage: true });

      await page.goto(`${harness.base}/portfolio`);
      const change = page.getByText(t('common.change24h'), { exact: true }).first();
      await change.waitFor();
      expectLeftToRight('24h change card', await leftEdges(change, ['24', '小时']));
      const column = page.getByRole('columnheader', { name: t('table.change') });
      expectLeftToRight('24h column', await leftEdges(column, ['24', '小时']));
      await page.screenshot({ path: shot('zh-portfolio') });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('en: the portfolio and the HEX stakes mirror, their figures still read left to right', async () => {
    const t = translator('en');
    const { page, errors, close } = await openRtl('en', '/staking/hex');
    try {
      await page.getByRole('heading', { name: t('staking.hexTitle'), exact: true }).waitFor();
      await expectStakeDaysLeftToRight(page);
      await page.screenshot({ path: shot('en-staking'), fullPage: true });

      await page.goto(`${harness.base}/portfolio`);
      const wallets = page.getByText(t('portfolio.wallets', { count: 1 }), { exact: true });
      await wallets.waitFor();
      expectLeftToRight('wallet count', await leftEdges(wallets, ['across', '1', 'wallet']));
      await page.screenshot({ path: shot('en-portfolio') });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
