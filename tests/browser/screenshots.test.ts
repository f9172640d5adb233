import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SETTINGS_KEY } from '../../client/src/settings/settings';
import { startBrowserHarness, type BrowserHarness } from './harness';
import { axeCounts, settled } from './pageProbes';

/**
 * Opt-in (KINKO_SCREENSHOTS=1): screenshots of the staking page, the dashboard and /playground at
 * 375, 1024 and 1440 px, left to right and mirrored, and axe-core's findings per route counted by
 * impact in both themes, under artifacts/ (ignored by git) for a reviewer to look at.
 */
const OUT = 'artifacts';
const WIDTHS = [375, 1024, 1440] as const;
const SHOT_ROUTES = {
  staking: '/staking/hex',
  dashboard: '/dashboard/default',
  playground: '/playground',
};
const AXE_ROUTES = [
  '/',
  '/dashboard/default',
  '/wallets',
  '/wallets/manage',
  '/wallet/:whale',
  '/portfolio',
  '/staking/hex',
  '/staking/ehex',
  '/staking/eth',
  '/learn-more',
  '/playground',
  '/no/such/page',
];

const run = process.env.KINKO_SCREENSHOTS === '1' ? describe : describe.skip;

let harness: BrowserHarness;
let whale: string;

run('screenshots and the axe summary (artifacts/)', () => {
  beforeAll(async () => {
    harness = await startBrowserHarness();
    whale = harness.sandbox.world.demoWallets[0]!.address;
    mkdirSync(path.join(OUT, 'screenshots'), { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  const look = async (width: number, settings: Record<string, string>) => {
    const context = await harness.browser.newContext({
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
        list: JSON.stringify(
          harness.sandbox.world.demoWallets
            .slice(0, 2)
            .map((wallet, index) => ({ address: wallet.address, name: `Demo ${index + 1}` })),
        ),
      },
    );
    return context;
  };

  it('screenshots each page at each width, ltr and rtl', async () => {
    for (const direction of ['ltr', 'rtl'] as const)
      for (const width of WIDTHS) {
        const context = await look(width, { direction, colorMode: 'dark', language: 'en' });
        for (const [name, route] of Object.entries(SHOT_ROUTES)) {
          const page = await context.newPage();
          await page.goto(`${harness.base}${route}`);
          if (name === 'playground') {
            await page.locator('.graphiql-query-editor .view-line').first().waitFor();
          } else await settled(page, 90_000);
          await page.screenshot({
            path: path.join(OUT, 'screenshots', `${name}-${width}-${direction}.png`),
            fullPage: name !== 'playground',
          });
          await page.close();
        }
        await context.close();
      }
  }, 600_000);

  it('counts axe findings by impact on every route in both themes', async () => {
    const summary: Record<string, Record<string, Record<string, number>>> = {};
    for (const colorMode of ['dark', 'light'] as const) {
      const context = await look(1440, { colorMode, language: 'en' });
      summary[colorMode] = {};
      for (const route of AXE_ROUTES) {
        const page = await context.newPage();
        await page.goto(`${harness.base}${route.replace(':whale', whale)}`);
        if (route === '/playground') await page.locator('.graphiql-container').waitFor();
        else await settled(page, 90_000);
        summary[colorMode][route] = await axeCounts(page);
        await page.close();
      }
      await context.close();
    }
    writeFileSync(path.join(OUT, 'axe-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(JSON.stringify(summary, null, 2));
    for (const routes of Object.values(summary))
      for (const counts of Object.values(routes)) expect(counts.serious ?? 0).toBe(0);
  }, 600_000);
});
