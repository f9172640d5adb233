import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { expectedPortfolio } from '../sandbox/world/truth';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * The real dashboard in Debian's Chromium (scripts/install-browser.sh) against the gateway and the
 * sandbox world: what a new user does first, with no console errors.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without these, Chromium's background connections are refused by the closed network, many at a time.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

let sandbox: Sandbox;
let test: TestGateway;
let browser: Browser;
let base: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run scripts/install-browser.sh (or set CHROMIUM_PATH).`);
  if (!existsSync('dist/client/index.html')) {
    const build = spawnSync('npm', ['run', 'build:client'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:client failed');
  }
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway({ ...sandbox.env, CLIENT_DIST: 'dist/client' });
  base = await test.gateway.listen();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await test?.close();
  await sandbox?.stop();
});

/** Console errors of the page, less failed loads of off-machine images (coin logos): this machine has no internet. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('a new user in the browser', () => {
  it('adds wallets (rejected and accepted), sees them in the menu and the portfolio', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    const whale = sandbox.world.demoWallets[0]!.address;

    await page.goto(`${base}/wallets/manage`);
    await page.fill('#wallet-address', '0xabc');
    await page.click('button[type=submit]');
    await page.getByText('Invalid wallet address "0xabc". Please check and try again.').waitFor();

    await page.fill('#wallet-address', whale);
    await page.fill('#wallet-name', 'Whale');
    await page.click('button[type=submit]');
    await page.getByText('Wallet added.').waitFor();
    // The Wallet Portfolio group stays closed off /wallet/ routes (spec §2), so the entry is in the menu but folded.
    await page.getByText(`0x...${whale.slice(-4)} - Whale`).first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('wallets'))).toContain(whale);

    await page.goto(`${base}/portfolio`);
    // The total the world says this wallet is worth, as the page formats dollars.
    const total = expectedPortfolio(sandbox.world, [whale]).totalUsd.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await page.getByText(total).first().waitFor({ timeout: 30_000 });
    // Kept for a person to look at when this fails or the layout changes.
    await page.screenshot({ path: path.join(os.tmpdir(), 'kinko-browser-portfolio.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('opens a deep link to a wallet and shows its holdings', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors = watchErrors(page);
    const wallet = sandbox.world.demoWallets[1]!.address;
    await page.goto(`${base}/wallet/${wallet}`);
    await page.getByText('Ethereum').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
