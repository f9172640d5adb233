import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * The real dashboard in Debian's Chromium (scripts/install-test-deps.sh) against the gateway and
 * the sandbox world, for every browser test file.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without these, Chromium's background connections are refused by the closed network, many at a time.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium with the flags this closed network needs (the harness's, the bench's). */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: run scripts/install-test-deps.sh (or set CHROMIUM_PATH).`,
    );
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export interface BrowserHarness {
  sandbox: Sandbox;
  browser: Browser;
  /** The gateway's origin, serving dist/client. */
  base: string;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The sandbox's local EVM, which the staking pages read; without it the harness starts faster. */
  evm?: boolean;
  /** More gateway settings, which may name what the sandbox holds (its demo wallets, say). */
  env?: (sandbox: Sandbox) => Record<string, string>;
  /** The gateway's clock for dated data: WORLD_NOW for a test that reads history's days. */
  clock?: () => number;
  /** The sandbox's pools, farm and their demo positions (tests/sandbox/STATUS.md), on the EVM. */
  poolShares?: boolean;
}

/** Sandbox, gateway and browser; builds the dashboard when it was never built. */
export async function startBrowserHarness(options: HarnessOptions = {}): Promise<BrowserHarness> {
  if (!existsSync('dist/client/index.html')) {
    const build = spawnSync('npm', ['run', 'build:client'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:client failed');
  }
  let sandbox: Sandbox | undefined;
  let test: TestGateway | undefined;
  try {
    // GeckoTerminal at a rate that lets the demo's whole history in while a page is looked at: at
    // the keyless 30 a minute its first read takes minutes, and the pages say so until it ends.
    sandbox = await startSandbox({
      evm: options.evm ?? true,
      geckoTerminalPerMinute: 6_000,
      ...(options.poolShares ? { poolShares: true } : {}),
    });
    test = await startTestGateway(
      { ...sandbox.env, ...options.env?.(sandbox), CLIENT_DIST: 'dist/client' },
      options.clock ? { clock: options.clock } : {},
    );
    const base = await test.gateway.listen();
    const browser = await launchChromium();
    const started = { sandbox, test };
    return {
      sandbox,
      browser,
      base,
      close: async () => {
        await browser.close();
        await started.test.close();
        await started.sandbox.stop();
      },
    };
  } catch (error) {
    await test?.close();
    await sandbox?.stop();
    throw error;
  }
}

/**
 * The page's console errors and uncaught exceptions. Failed loads of other origins' resources
 * (coin logos) are left out: this machine has no internet. A failed load from the gateway itself
 * counts.
 */
export function watchErrors(page: Page, base: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const offMachine =
      message.text().startsWith('Failed to load resource') &&
      !message.location().url.startsWith(base);
    if (!offMachine) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
