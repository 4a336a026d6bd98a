import AxeBuilder from '@axe-core/playwright';
import { analyticsEvent } from '../support/analytics';
import { stopTheClock } from '../support/clock';
import { ANDROID, IPHONE, phoneContext } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { APP_STORE, PLAY_STORE, routeStores } from '../support/stores';

/** docs/product.md, "Constants". */
const DEEP_LINK_DELAY_MS = 1_500;
const STORE_FALLBACK_AFTER_MS = 10_000;

for (const [device, userAgent, store] of [
  ['an iPhone', IPHONE, APP_STORE],
  ['an Android phone', ANDROID, PLAY_STORE],
] as const) {
  test.describe(`the open-the-app flow on ${device}`, () => {
    test.use(phoneContext(userAgent));

    test('tries the app after 1.5 s and goes to its store when the page stays visible for 10 s', async ({ page }) => {
      await routeStores(page);
      await stopTheClock(page);
      // The flow starts as the page paints, with this event, whenever React arrives.
      const started = analyticsEvent(page, 'getapp_page_visit');
      await page.goto('/getapp', { waitUntil: 'commit' });
      await started;

      await page.clock.runFor(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS - 500);
      await expect(page).toHaveURL(/\/getapp$/);
      await page.clock.runFor(1_000);
      await expect(page).toHaveURL(store);
    });

    test('stays on the page when the visitor interacts with it', async ({ page }) => {
      await routeStores(page);
      await stopTheClock(page);
      const started = analyticsEvent(page, 'invite_page_visit');
      await page.goto('/invite', { waitUntil: 'commit' });
      await started;
      await page.clock.runFor(DEEP_LINK_DELAY_MS + 100);
      await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
      await page.clock.runFor(STORE_FALLBACK_AFTER_MS + 1_000);
      await expect(page).toHaveURL(/\/invite$/);
    });
  });
}

test.describe('the open-the-app flow and the back/forward cache', () => {
  test('does not try the app or the store again on a page restored from the cache after a store visit', async ({ playwright, launchOptions, baseURL }) => {
    // Playwright turns the cache off by default; real phones keep it on.
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    const context = await browser.newContext({ baseURL, ...phoneContext(IPHONE) });
    const page = await context.newPage();
    await routeStores(page);
    const appAttempts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('lineup:')) appAttempts.push(request.url());
    });
    await stopTheClock(page);
    const started = analyticsEvent(page, 'getapp_page_visit');
    await page.goto('/getapp');
    await started;
    await page.evaluate(() => Object.assign(window, { keptInCache: true }));

    // The visitor taps the App Store badge before the attempt, then comes back.
    await page.getByRole('link', { name: 'Download Lineup on the App Store' }).first().click();
    await expect(page).toHaveURL(APP_STORE);
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/getapp$/);
    expect(await page.evaluate(() => 'keptInCache' in window)).toBe(true);

    await page.clock.runFor(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS + 1_000);
    await expect(page).toHaveURL(/\/getapp$/);
    expect(appAttempts).toEqual([]);
    await browser.close();
  });
});

test.describe('the app download page on a desktop', () => {
  test('only records the page view and stays', async ({ page }) => {
    await page.clock.install();
    const visit = analyticsEvent(page, 'getapp_page_visit');
    await page.goto('/getapp');
    expect((await visit).postDataJSON()).toMatchObject({ category: 'download', label: 'desktop', path: '/getapp' });
    await page.clock.runFor(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS + 1_000);
    await expect(page).toHaveURL(/\/getapp$/);
    await expect(page.getByText('Now Available')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Support/ })).toHaveAttribute('href', '/support');
    await expect(page.getByRole('main').getByRole('link', { name: /^FAQ/ })).toHaveAttribute('href', '/faq');
  });
});

test.describe('the store badges', () => {
  for (const path of ['/getapp', '/invite?influencer=surfer_jane', '/qr/app']) {
    test(`on ${path} are named by the text they show (axe's label-content-name-mismatch, off by default, run by Lighthouse)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Download Lineup on the App Store' }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
    });
  }
});
