import { Classes } from '@blueprintjs/core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { PlainKey } from '../../client/src/i18n/catalog';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../client/src/i18n/languages';
import { SETTINGS_KEY, type ColorMode, type Direction } from '../../client/src/settings/settings';
import { startBrowserHarness, watchErrors, type BrowserHarness } from './harness';
import { translator } from './messages';

// What the callbacks that run in the page use: the root tsconfig is Node's, without the DOM library.
declare const history: { pushState(state: null, unused: string, url: string): void };
declare function dispatchEvent(event: Event): boolean;
interface PageElement {
  scrollWidth: number;
  clientWidth: number;
  getAnimations(): { finished: Promise<unknown> }[];
}

/**
 * Issue 7 "Done when": every route renders in Chromium at 1440 px and 375 px, dark and light, ltr
 * and rtl, in en, fr, ro and zh, with no console errors.
 *
 * All 448 combinations would take minutes, so the matrix is a covering: every route in every
 * language (56 renders), and for each route the four languages take the four rows of an
 * orthogonal array over width × theme × direction. So each route meets both values of each of
 * those axes and every pair of their values; the rows rotate with the route, so each language
 * meets every row too. Renders that share settings share one browser context, one page.
 */

interface Look {
  width: 1440 | 375;
  colorMode: Exclude<ColorMode, 'auto'>;
  direction: Direction;
}

/** The strength-2 orthogonal array for three two-valued factors: any two columns show all four pairs. */
const LOOKS: readonly Look[] = [
  { width: 1440, colorMode: 'dark', direction: 'ltr' },
  { width: 1440, colorMode: 'light', direction: 'rtl' },
  { width: 375, colorMode: 'dark', direction: 'rtl' },
  { width: 375, colorMode: 'light', direction: 'ltr' },
];

interface RouteCase {
  path: string;
  /** The page's own heading, in the chosen language: proof it rendered, not a blank page or the error page. */
  heading: PlainKey;
  /** Landing pages have their own header and no sidebar (spec §2). */
  landing?: boolean;
  /** Unknown paths and demo template routes: the friendly page with a way home. */
  notFound?: boolean;
}

const ROUTES: readonly RouteCase[] = [
  { path: '/', heading: 'landing.title', landing: true },
  { path: '/landing', heading: 'landing.title', landing: true },
  { path: '/dashboard/default', heading: 'dashboard.title' },
  { path: '/wallets', heading: 'walletsIndex.title' },
  { path: '/wallets/manage', heading: 'manage.title' },
  // A demo wallet that is not in the list, so its heading is a translated text rather than a name.
  { path: '/wallet/:visitor', heading: 'wallet.unsavedTitle' },
  { path: '/portfolio', heading: 'portfolio.title' },
  // Its h1 is the coin's symbol; the price chart's heading is the translated text.
  { path: '/token/eth/native', heading: 'token.priceChart' },
  { path: '/staking/hex', heading: 'staking.hexTitle' },
  { path: '/staking/ehex', heading: 'staking.ehexTitle' },
  { path: '/staking/eth', heading: 'staking.ethTitle' },
  { path: '/staking/pls', heading: 'staking.plsTitle' },
  { path: '/learn-more', heading: 'about.title' },
  { path: '/no/such/page', heading: 'notFound.title', notFound: true },
  { path: '/admin-panel/x', heading: 'notFound.title', notFound: true },
];

/**
 * Text that differs in each language (checked below), so finding it proves which language is
 * showing even where a heading reads the same in two of them ("Staking HEX" in fr and ro).
 */
const languageMarker = (route: RouteCase): PlainKey =>
  route.landing ? 'landing.openDashboard' : 'menu.dashboard';

let harness: BrowserHarness;
let saved: string;
let visitor: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  [saved, visitor] = harness.sandbox.world.demoWallets.map((wallet) => wallet.address) as [
    string,
    string,
  ];
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

it('covers every route in every language, and every look for every route', () => {
  const renders = plan(ROUTES);
  expect(renders).toHaveLength(ROUTES.length * LANGUAGES.length);
  for (const route of ROUTES) {
    const mine = renders.filter((render) => render.route === route);
    expect(new Set(mine.map((render) => render.language))).toEqual(new Set(LANGUAGES));
    for (const axis of ['width', 'colorMode', 'direction'] as const) {
      expect(new Set(mine.map((render) => render.look[axis]))).toEqual(
        new Set(LOOKS.map((look) => look[axis])),
      );
    }
  }
  // A page reached in the app is known by its heading, so no two in a session may share one.
  for (const session of sessions())
    expect(new Set(session.routes.map((route) => route.heading)).size).toBe(session.routes.length);
  for (const key of new Set(ROUTES.map(languageMarker))) {
    expect(new Set(LANGUAGES.map((language) => translator(language)(key))).size).toBe(
      LANGUAGES.length,
    );
  }
});

interface Render {
  route: RouteCase;
  language: Language;
  look: Look;
}

function plan(cases: readonly RouteCase[]): Render[] {
  return cases.flatMap((route, r) =>
    LANGUAGES.map((language, l) => ({ route, language, look: LOOKS[(r + l) % LOOKS.length]! })),
  );
}

/** The renders grouped by settings: one browser context each. */
function sessions(): { language: Language; look: Look; routes: RouteCase[] }[] {
  const renders = plan(ROUTES);
  return LANGUAGES.flatMap((language) =>
    LOOKS.map((look) => ({
      language,
      look,
      routes: renders
        .filter((render) => render.language === language && render.look === look)
        .map((render) => render.route),
    })),
  );
}

const label = ({ language, look }: { language: Language; look: Look }) =>
  `${language} · ${look.width} px · ${look.colorMode} · ${look.direction}`;

describe('every route renders', () => {
  it.each(sessions().map((session) => [label(session), session] as const))(
    '%s',
    async (_, session) => {
      const { language, look } = session;
      const context = await harness.browser.newContext({
        viewport: { width: look.width, height: look.width === 375 ? 812 : 900 },
      });
      // Before the app's own scripts on every load, as a returning user's browser has them.
      await context.addInitScript(
        ({ settingsKey, settings, walletsKey, wallets }) => {
          localStorage.setItem(settingsKey, settings);
          localStorage.setItem(walletsKey, wallets);
        },
        {
          settingsKey: SETTINGS_KEY,
          settings: JSON.stringify({
            colorMode: look.colorMode,
            direction: look.direction,
            language,
          }),
          // Spec §3: the wallet list lives under `wallets`.
          walletsKey: 'wallets',
          wallets: JSON.stringify([{ address: saved, name: 'Whale' }]),
        },
      );
      const page = await context.newPage();
      const errors = watchErrors(page, harness.base);
      try {
        for (const [index, route] of session.routes.entries()) {
          const path = route.path.replace(':visitor', visitor);
          // The first route loads the app; the others are reached inside it, as the menu's links do.
          if (index === 0) await page.goto(`${harness.base}${path}`);
          else await navigateInApp(page, path);
          await renderAndCheck(page, route, language, look).catch((error: unknown) => {
            throw new Error(
              `${path}: ${error instanceof Error ? error.message : String(error)}\nConsole errors: ${JSON.stringify(errors)}`,
            );
          });
          expect(errors).toEqual([]);
        }
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});

/** A history entry and its popstate: the router renders the path without reloading the app. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new Event('popstate'));
  }, path);
}

/** The sidebar, found also while closed (it is then hidden from the accessibility tree). */
const sidebarOf = (page: Page, language: Language) =>
  page.getByRole('complementary', {
    name: translator(language)('shell.sidebar'),
    includeHidden: true,
  });

async function renderAndCheck(
  page: Page,
  route: RouteCase,
  language: Language,
  look: Look,
): Promise<void> {
  const t = translator(language);
  await page.getByRole('heading', { name: t(route.heading), exact: true }).waitFor();
  // Drawn with its data (or its error): no skeleton, spinner or busy refresh left.
  await page
    .locator(`.${Classes.SKELETON}, .${Classes.SPINNER}, [aria-busy="true"]`)
    .first()
    .waitFor({ state: 'detached' });

  const root = page.locator('html');
  const region = await page.locator('.kinko-content, .kinko-landing').first().getAttribute('class');
  const shown = {
    dir: await root.getAttribute('dir'),
    lang: await root.getAttribute('lang'),
    theme: await root.getAttribute('data-theme'),
    darkRegion: region?.split(' ').includes(Classes.DARK),
    marker: (await page.locator('body').textContent())?.includes(t(languageMarker(route))),
    overflowsSideways: await root.evaluate(
      (element: PageElement) => element.scrollWidth > element.clientWidth,
    ),
  };
  expect({ route: route.path, ...shown }).toEqual({
    route: route.path,
    dir: look.direction,
    lang: LANGUAGE_INFO[language].tag,
    theme: look.colorMode,
    darkRegion: look.colorMode === 'dark',
    marker: true,
    overflowsSideways: false,
  });

  if (!route.landing) await checkSidebar(page, language, look);
  if (route.notFound) {
    expect(
      await page
        .getByRole('button', { name: t('notFound.toHome'), exact: true })
        .getAttribute('href'),
    ).toBe('/');
  }
}

/** Spec §2: docked at the start edge on a wide screen; at 1024 px or less hidden until asked for. */
async function checkSidebar(page: Page, language: Language, look: Look): Promise<void> {
  const sidebar = sidebarOf(page, language);
  if (look.width === 375) {
    expect(await sidebar.isVisible()).toBe(false);
    return;
  }
  const box = await sidebar.boundingBox();
  const width = await page.locator('html').evaluate((root: PageElement) => root.clientWidth);
  expect(box).not.toBeNull();
  const startEdge = look.direction === 'ltr' ? box!.x : width - (box!.x + box!.width);
  expect(Math.round(startEdge)).toBe(0);
}

it('at 375 px the menu overlays the page when opened and the backdrop closes it (rtl)', async () => {
  const t = translator('en');
  const context = await harness.browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addInitScript(({ key, settings }) => localStorage.setItem(key, settings), {
    key: SETTINGS_KEY,
    settings: JSON.stringify({ direction: 'rtl' }),
  });
  const page = await context.newPage();
  const errors = watchErrors(page, harness.base);
  try {
    await page.goto(`${harness.base}/learn-more`);
    const sidebar = sidebarOf(page, 'en');
    await page.getByRole('heading', { name: t('about.title') }).waitFor();
    expect(await sidebar.isVisible()).toBe(false);

    await page.getByRole('button', { name: t('header.toggleSidebar') }).click();
    await sidebar.waitFor({ state: 'visible' });
    // Where it comes to rest once it has slid in.
    await sidebar.evaluate((element: PageElement) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    // Over the page rather than beside it (the page keeps the full width), at the right edge in rtl.
    const box = (await sidebar.boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    const width = await page.locator('html').evaluate((root: PageElement) => root.clientWidth);
    expect([Math.round(main.x), Math.round(main.x + main.width)]).toEqual([0, width]);
    expect(Math.round(box.x + box.width)).toBe(width);

    await page.getByTestId('sidebar-backdrop').click({ position: { x: 20, y: 400 } });
    await sidebar.waitFor({ state: 'hidden' });

    // Following a menu link closes it too, and the page changes in place.
    await page.getByRole('button', { name: t('header.toggleSidebar') }).click();
    await sidebar.getByRole('link', { name: t('menu.manageWallets') }).click();
    await page.getByRole('heading', { name: t('manage.title') }).waitFor();
    await sidebar.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 60_000);
