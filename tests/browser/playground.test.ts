import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness';

/**
 * /playground (DESIGN.md "One process, one port") in Debian's Chromium against the gateway and the
 * sandbox world, as `npm run demo` serves it: GraphiQL from dist/client alone, with no request
 * leaving the machine, and its examples aimed at the demo wallets.
 */
let harness: BrowserHarness;
let browser: Browser;
let base: string;
let demoWallets: string[];

beforeAll(async () => {
  harness = await startBrowserHarness({
    evm: false,
    env: (sandbox) => ({
      DEMO_WALLETS: sandbox.world.demoWallets.map((wallet) => wallet.address).join(','),
    }),
  });
  ({ browser, base } = harness);
  demoWallets = harness.sandbox.world.demoWallets.map((wallet) => wallet.address);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

interface Watch {
  errors: string[];
  /** Every request the page or its workers made that was not for the gateway's own origin. */
  offMachine: string[];
  /** Paths asked of the gateway. */
  paths: string[];
}

/** Every console error, uncaught exception and request; Monaco's fallback from workers to the main thread counts as an error. */
function watch(context: BrowserContext): Watch {
  const seen: Watch = { errors: [], offMachine: [], paths: [] };
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base) seen.paths.push(url.pathname);
    else if (url.protocol !== 'data:' && url.protocol !== 'blob:')
      seen.offMachine.push(request.url());
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || /could not create web worker/i.test(message.text()))
      seen.errors.push(message.text());
  });
  context.on('weberror', (error) => seen.errors.push(error.error().message));
  return seen;
}

/** The files of dist/client that a manifest entry needs, its static imports included. */
function chunkFiles(key: string): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (chunk === undefined || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

describe('the GraphQL playground', () => {
  it('loads GraphiQL from this server alone, introspects the schema and runs an example on the demo wallets', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const seen = watch(context);
    const page = await context.newPage();

    await page.goto(`${base}/playground`);
    await page.locator('.graphiql-container').waitFor();
    // One tab per example, the first one open; the wallet one holds the first demo wallet. (A tab
    // switched to before the editors have mounted comes up with empty variables.)
    await page.locator('.graphiql-query-editor', { hasText: 'query Chains' }).waitFor();
    await page.getByText('WalletHoldings').click();
    await page.locator('.graphiql-editor-tool', { hasText: demoWallets[0]! }).waitFor();

    const answer = page.waitForResponse(
      (response) =>
        response.url() === `${base}/graphql` &&
        response.request().postData()?.includes('WalletHoldings') === true,
    );
    await page.locator('.graphiql-execute-button').click();
    const body = (await (await answer).json()) as {
      data?: { wallet?: { address: string } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.wallet?.address).toBe(demoWallets[0]);
    // The result pane shows it: Monaco renders the visible lines of the answer.
    await page.locator('.graphiql-response', { hasText: '"totalUsd"' }).waitFor();

    // The documentation explorer is built from the schema GraphiQL introspected through /graphql.
    await page.getByLabel('Show Documentation Explorer').click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).click();
    await page.locator('.graphiql-doc-explorer').getByText('hexStaking').waitFor();

    // Monaco's editor, GraphQL and JSON workers run from dist/client (a CDN would be an off-machine request).
    expect(page.workers().length).toBeGreaterThanOrEqual(2);
    expect(seen.paths.filter((file) => /worker.*\.js$/.test(file)).length).toBeGreaterThanOrEqual(
      2,
    );
    await page.screenshot({ path: path.join(os.tmpdir(), 'kinko-browser-playground.png') });
    expect(seen.offMachine).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('follows the dashboard light setting', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() =>
      localStorage.setItem('kinko.settings.v1', JSON.stringify({ colorMode: 'light' })),
    );
    const page = await context.newPage();
    await page.goto(`${base}/playground`);
    await page.locator('.graphiql-container').waitFor();
    await page.locator('body.graphiql-light').waitFor({ state: 'attached' });
    await context.close();
  }, 60_000);

  it('is not part of the first page: the landing page downloads none of its chunks', async () => {
    const context = await browser.newContext();
    const seen = watch(context);
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'networkidle' });
    const shared = chunkFiles('index.html');
    const playgroundOnly = [...chunkFiles('src/routes/playground/PlaygroundPage.tsx')].filter(
      (file) => !shared.has(file),
    );
    expect(playgroundOnly.length).toBeGreaterThan(0);
    expect(seen.paths.filter((file) => playgroundOnly.includes(file))).toEqual([]);
    await context.close();
  }, 60_000);
});
