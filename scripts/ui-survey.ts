/**
 * A look at every dashboard route as a reviewer takes it: screenshots at 1440 and
 * 375 px in dark and light, axe-core's serious and critical findings per route, and the /graphql
 * requests one cold page load sends. Against the sandbox world with its two demo wallets saved.
 *
 *   npm run build:client && npx tsx scripts/ui-survey.ts [label] [route …]
 *
 * Writes artifacts/screenshots/<label>-<route>-<width>-<mode>.png and artifacts/survey-<label>.json
 * (artifacts/ is ignored by git). The browser suite asserts the same things; this is for people.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SETTINGS_KEY } from '../client/src/settings/settings';
import { startBrowserHarness } from '../tests/browser/harness';
import { WORLD_NOW } from '../tests/sandbox/index';
import { graphqlRequests, runAxe, settled } from '../tests/browser/pageProbes';

const label = process.argv[2] ?? 'now';
const OUT = 'artifacts';
const SHOTS = path.join(OUT, 'screenshots');

const ALL_ROUTES = [
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
  '/no/such/page',
];
const ROUTES = process.argv.length > 3 ? process.argv.slice(3) : ALL_ROUTES;
const LOOKS = [
  { width: 1440, colorMode: 'dark' },
  { width: 1440, colorMode: 'light' },
  { width: 375, colorMode: 'dark' },
  { width: 375, colorMode: 'light' },
] as const;

// The world's present, so the value history's days line up with its transfers and prices.
const harness = await startBrowserHarness({ clock: () => WORLD_NOW * 1000 });
mkdirSync(SHOTS, { recursive: true });
const wallets = harness.sandbox.world.demoWallets.map((wallet, index) => ({
  address: wallet.address,
  name: index === 0 ? 'Whale' : 'Regular',
}));
const whale = wallets[0]?.address ?? '';
const routePath = (route: string) => route.replace(':whale', whale);
const slug = (route: string) =>
  route === '/' ? 'root' : route.slice(1).replaceAll('/', '_').replace(':whale', 'whale');

async function newPage(width: number, colorMode: string): Promise<Page> {
  const context = await harness.browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
  });
  await context.addInitScript(
    ({ settingsKey, settings, list }) => {
      localStorage.setItem(settingsKey, settings);
      localStorage.setItem('wallets', list);
    },
    {
      settingsKey: SETTINGS_KEY,
      settings: JSON.stringify({ colorMode, language: 'en' }),
      list: JSON.stringify(wallets),
    },
  );
  return context.newPage();
}

const report: {
  requests: Record<string, string[]>;
  axe: Record<string, Record<string, string[]>>;
} = { requests: {}, axe: {} };
try {
  for (const route of ROUTES) {
    // A cold load: no saved cache, the app's first visit to this route.
    const page = await newPage(1440, 'dark');
    const requests = graphqlRequests(page);
    await page.goto(`${harness.base}${routePath(route)}`);
    await settled(page);
    await page.waitForTimeout(3_000);
    report.requests[route] = requests.map((request) => request.name);
    await page.context().close();

    report.axe[route] = {};
    for (const look of LOOKS) {
      const view = await newPage(look.width, look.colorMode);
      await view.goto(`${harness.base}${routePath(route)}`);
      await settled(view);
      await view.screenshot({
        path: path.join(SHOTS, `${label}-${slug(route)}-${look.width}-${look.colorMode}.png`),
        fullPage: true,
      });
      if (look.width === 1440) {
        report.axe[route][look.colorMode] = (await runAxe(view)).map(
          (found) => `${found.impact} ${found.id} ×${found.nodes}`,
        );
      }
      await view.context().close();
    }
    console.log(route, report.requests[route]?.length, JSON.stringify(report.axe[route]));
  }
} finally {
  writeFileSync(path.join(OUT, `survey-${label}.json`), `${JSON.stringify(report, null, 2)}\n`);
  await harness.close();
}
