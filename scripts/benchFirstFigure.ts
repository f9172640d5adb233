// The bench row "first figure on screen with one explorer hanging": what a person sees, in
// Chromium, from navigation to the dashboard's total (the healthy chains' sum), the PulseChain
// explorer hanging, a cold gateway cache and a cold browser each run.
import { existsSync } from 'node:fs';
import { launchChromium } from '../tests/browser/harness';
import { translator } from '../tests/browser/messages';
import { startTestGateway } from '../tests/helpers/testGateway';
import type { Sandbox } from '../tests/sandbox/index';

const RUNS = 3;
const t = translator('en');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The table row; says why not when there is no built client or no Chromium. */
export async function firstFigureRow(
  sandbox: Sandbox,
  wallets: readonly string[],
): Promise<string> {
  const label = `first figure on screen, dashboard of ${wallets.length} wallets, PulseChain explorer hanging (Chromium, cold gateway cache and browser; median of ${RUNS})`;
  if (!existsSync('dist/client/index.html'))
    return `| ${label} | n/a: no built client (npm run build:client) | ≤ 2,000 ms | |`;
  const browser = await launchChromium().catch(() => null);
  if (browser === null)
    return `| ${label} | n/a: no Chromium (scripts/install-test-deps.sh) | ≤ 2,000 ms | |`;
  const list = JSON.stringify(
    wallets.map((address, index) => ({ address, name: `Demo ${index + 1}` })),
  );
  const hang = sandbox.faults.inject({ upstream: 'blockscout/pulse' }, { kind: 'hang' });
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const test = await startTestGateway({ ...sandbox.env, CLIENT_DIST: 'dist/client' });
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const base = await test.gateway.listen();
        await context.addInitScript((saved) => localStorage.setItem('wallets', saved), list);
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`${base}/dashboard/default`);
        await page
          .getByRole('group', { name: t('portfolio.total') })
          .locator('.kinko-stat-value:not(.bp6-skeleton)')
          .getByText(/^\$[\d,]+\.\d\d$/)
          .waitFor({ timeout: 30_000 });
        times.push(performance.now() - started);
      } finally {
        await context.close();
        await test.close();
      }
    }
  } finally {
    hang.remove();
    await browser.close();
  }
  const shown = median(times);
  return `| ${label}: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms | ${shown.toFixed(0)} ms | ≤ 2,000 ms | ${shown <= 2000 ? 'met' : '**not met**'} |`;
}
