import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBrowserHarness, watchErrors, type BrowserHarness } from './harness';
import { settled } from './pageProbes';

/**
 * Issue 14 "icons without leaks", in Chromium against the demo's world: a page makes no request
 * off this machine (icons come through /icons, which fetches them from the sandbox on loopback),
 * and the icons it shows did load.
 */

// What the callbacks that run in the page see: the root tsconfig is Node's, without the DOM library.
declare const document: {
  querySelectorAll(selector: string): ArrayLike<{
    naturalWidth: number;
    complete: boolean;
    getAttribute(name: string): string | null;
  }>;
};

let harness: BrowserHarness;
let whale: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  whale = harness.sandbox.world.demoWallets[0]!.address;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLocal = (url: string) => {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  return LOCAL_HOSTS.has(new URL(url).hostname);
};

describe('the demo makes no request off the machine', () => {
  it.each(['/', '/dashboard/default', '/wallet/:whale', '/portfolio', '/staking/hex'])(
    '%s',
    async (route) => {
      const context = await harness.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const wallets = harness.sandbox.world.demoWallets
        .slice(0, 2)
        .map((wallet, index) => ({ address: wallet.address, name: `Demo ${index + 1}` }));
      await context.addInitScript(
        (list) => localStorage.setItem('wallets', list),
        JSON.stringify(wallets),
      );
      const requested: string[] = [];
      context.on('request', (request) => requested.push(request.url()));
      const page = await context.newPage();
      const errors = watchErrors(page, harness.base);
      await page.goto(`${harness.base}${route.replace(':whale', whale)}`);
      await settled(page);
      await page.waitForLoadState('networkidle');
      try {
        expect(requested.length).toBeGreaterThan(0);
        expect(requested.filter((url) => !isLocal(url))).toEqual([]);
        expect(errors).toEqual([]);
        const images = await page.evaluate(() =>
          Array.from(document.querySelectorAll('img')).map((img) => ({
            kind: img.getAttribute('class') ?? '',
            src: img.getAttribute('src') ?? '',
            // Lazy images far below the fold may not have been asked for yet.
            broken: img.complete && img.naturalWidth === 0,
            loaded: img.naturalWidth > 0,
          })),
        );
        expect(images.filter((image) => image.broken)).toEqual([]);
        const loaded = (kind: string, prefix: string) =>
          images.filter(
            (image) => image.kind.includes(kind) && image.loaded && image.src.startsWith(prefix),
          );
        // The ticker's coin logos are on every dashboard page (the landing page has no ticker);
        // token icons and chain marks where tables are.
        if (route !== '/') expect(loaded('kinko-ticker-icon', '/logos/').length).toBeGreaterThan(0);
        if (route === '/wallet/:whale') {
          expect(loaded('kinko-token-icon', '/icons?src=').length).toBeGreaterThan(0);
          expect(loaded('kinko-chain-logo', '/logos/').length).toBeGreaterThan(0);
        }
        for (const image of images) expect(image.src.startsWith('/')).toBe(true);
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});
