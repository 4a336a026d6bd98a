import type { Browser, BrowserContext, Page } from '@playwright/test';
import { openUnlocked } from '../support/admin';
import { storedWebVitals, type StoredWebVitals } from '../support/database';
import { DESKTOP } from '../support/devices';
import { test as base, expect } from '../support/fixtures';

/**
 * The visitors' own browser. A beacon sent while a page unloads carries the browser's user agent,
 * not a context's, and headless Chromium's (HeadlessChrome) is a bot's, whose vitals the API drops;
 * no host but this machine's resolves, so a store link fails at once and leaves the page all the
 * same; the back button restores a page from the back/forward cache, as Chrome does (Playwright
 * turns the cache off by default).
 */
const test = base.extend<object, { visitorBrowser: Browser }>({
  visitorBrowser: [
    async ({ playwright, launchOptions }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--user-agent=${DESKTOP}`, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
        ignoreDefaultArgs: ['--disable-back-forward-cache'],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

const WEB_VITALS_MODULE = /\/assets\/web-vitals-[\w-]+\.js$/;

/** A fresh campaign tag per page load: the rows of one visit, whatever else the suite stores meanwhile. */
const tagOf = (name: string) => `e2e-vitals-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A visitor opens `path` tagged `tag` and reads it until the Web Vitals module has arrived (after the
 * load event, in an idle moment) and a moment more.
 */
async function openAndRead(page: Page, path: string, tag: string): Promise<void> {
  const module = page.waitForResponse((response) => WEB_VITALS_MODULE.test(response.url()));
  await page.goto(`${path}?utm_source=${tag}`);
  await module;
  await page.waitForTimeout(500);
}

/** The one row the API stored for `tag`, and still one a moment later (nothing sent twice). */
async function theOneRow(tag: string): Promise<StoredWebVitals> {
  await expect.poll(() => storedWebVitals(tag)).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rows = await storedWebVitals(tag);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** Every vital of a page load; INP only when the visitor interacted. */
function expectWhole(stored: StoredWebVitals, { interacted }: { interacted: boolean }): void {
  for (const vital of ['lcp', 'cls', 'fcp', 'ttfb'] as const) expect(stored[vital], vital).toEqual(expect.any(Number));
  expect(stored.fcp).toBeLessThanOrEqual(stored.lcp as number);
  if (interacted) expect(stored.inp, 'inp').toEqual(expect.any(Number));
  else expect(stored.inp, 'inp').toBeNull();
}

test.describe('Web Vitals of real visitors: one beacon per page load, whole, however the page is left', () => {
  let context: BrowserContext;
  test.beforeEach(async ({ visitorBrowser, baseURL }) => {
    context = await visitorBrowser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  });
  test.afterEach(() => context.close());

  test('left by following a store link after a tap, and shown on the Speed card', async ({ page }) => {
    const tag = tagOf('link');
    const visitor = await context.newPage();
    await openAndRead(visitor, '/news', tag);
    await visitor.getByRole('heading', { level: 1 }).click();
    await visitor.waitForTimeout(300);
    // The store is out of reach here: the browser shows its error page in place of this one.
    await visitor.locator('a[data-store="app-store"]').first().click();
    await visitor.waitForURL(/apps\.apple\.com/, { waitUntil: 'commit' }).catch(() => undefined);

    const stored = await theOneRow(tag);
    expect(stored).toMatchObject({ path: '/news', device: 'desktop' });
    expectWhole(stored, { interacted: true });

    await openUnlocked(page, `/admin/analytics?range=today&source=${tag}`);
    const row = page.getByRole('region', { name: 'Speed' }).getByRole('row', { name: /^\/news desktop/ });
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('1');
    await expect(cells.nth(2)).toContainText(/\d+ ms|\d\.\d\d s/);
    await expect(cells.nth(2)).toContainText(/\((Good|Needs improvement|Poor)\)/);
  });

  test('left by closing the tab, untouched: CLS 0 on a page where nothing shifted, no INP', async () => {
    const tag = tagOf('close');
    const visitor = await context.newPage();
    await openAndRead(visitor, '/faq', tag);
    await visitor.close({ runBeforeUnload: true });

    const stored = await theOneRow(tag);
    expectWhole(stored, { interacted: false });
    expect(stored.cls).toBe(0);
  });

  test('left by switching to another tab after a tap, then the browser closed', async () => {
    const tag = tagOf('tab');
    const visitor = await context.newPage();
    await openAndRead(visitor, '/support', tag);
    await visitor.getByRole('heading', { level: 1 }).click();
    await visitor.waitForTimeout(300);
    // Headless Chromium keeps every tab visible, the one behind too: its beacon leaves when the window closes.
    const other = await context.newPage();
    await other.goto('/pricing');
    await other.bringToFront();
    await other.waitForTimeout(300);
    await context.close();

    expectWhole(await theOneRow(tag), { interacted: true });
  });

  test('left by the back button; the page restored from the back/forward cache is no new load and sends nothing more', async () => {
    const tag = tagOf('back');
    const visitor = await context.newPage();
    await openAndRead(visitor, '/faq', `${tag}-before`);
    await openAndRead(visitor, '/news', tag);
    await visitor.getByRole('heading', { level: 1 }).click();
    await visitor.waitForTimeout(300);
    await visitor.goBack({ waitUntil: 'commit' });
    // The first document again, as it was loaded (a new load would be a back_forward navigation).
    await expect.poll(() => visitor.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toContain(`${tag}-before`);
    expect(await visitor.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
    await visitor.getByRole('heading', { level: 1 }).click();
    await visitor.waitForTimeout(300);
    await context.close();

    expectWhole(await theOneRow(tag), { interacted: true });
    expectWhole(await theOneRow(`${tag}-before`), { interacted: false });
  });
});
