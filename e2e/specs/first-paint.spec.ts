import { isAnalyticsEvent } from '../support/analytics';
import { BetaSignupForm, uniqueEmail } from '../support/beta-signup';
import { stopTheClock } from '../support/clock';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { statsOf, uniqueHandle } from '../support/campaigns';
import { ANDROID, IPHONE, phoneContext } from '../support/devices';
import { holdAppScripts, openPainted } from '../support/held-scripts';
import { FIRST_PAINT_SCRIPT } from '../support/site-html';
import { APP_STORE, PLAY_STORE, routeStores, storeUrls } from '../support/stores';

const PHONES = {
  iPhone: {
    userAgent: IPHONE,
    store: APP_STORE,
    badge: 'Download Lineup on the App Store',
    click: 'appStoreClicks',
    link: 'appStore',
  },
  'an Android phone': {
    userAgent: ANDROID,
    store: PLAY_STORE,
    badge: 'Get Lineup on Google Play',
    click: 'playStoreClicks',
    link: 'playStore',
  },
} as const;

const DEEP_LINK_DELAY_MS = 1_500;
const STORE_FALLBACK_AFTER_MS = 10_000;

for (const [phone, { userAgent, store, badge, click, link }] of Object.entries(PHONES)) {
  test.describe(`before the app's JavaScript has arrived, on ${phone}`, () => {
    test.use(phoneContext(userAgent));

    test('the menu opens the drawer and its Download reaches /getapp', async ({ page }) => {
      await holdAppScripts(page);
      await openPainted(page, '/news');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Download' }).tap();
      await expect(page).toHaveURL(/\/getapp$/);
    });

    test('an FAQ answer opens, and opening another closes it', async ({ page }) => {
      await holdAppScripts(page);
      await openPainted(page, '/faq');
      await page.getByText('How accurate are the forecasts?').tap();
      await expect(page.getByText(/up to 7 days ahead/)).toBeVisible();
      await page.getByText(/How much does .+ cost\?/).tap();
      await expect(page.getByText(/free at this time/)).toBeVisible();
      await expect(page.getByText(/up to 7 days ahead/)).toBeHidden();
    });

    test('a store badge tapped on an invite link goes to the store with the influencer’s campaign, and the view and the tap count once for the influencer, as one visitor', async ({
      page,
      request,
    }) => {
      const handle = uniqueHandle('held');
      await routeStores(page);
      await holdAppScripts(page);
      await openPainted(page, `/invite?influencer=${handle}`);
      // The prerendered badge knows no handle: its link is the plain one until the tap.
      await expect(page.getByRole('link', { name: badge })).not.toHaveAttribute('href', /ct=|referrer=/);
      await page.getByRole('link', { name: badge }).tap();
      await expect(page).toHaveURL(storeUrls('influencer', handle)[link]);
      const unique = click === 'appStoreClicks' ? 'uniqueAppStoreClicks' : 'uniquePlayStoreClicks';
      await expect.poll(() => statsOf(request, 'influencer', handle)).toMatchObject({ pageViews: 1, [click]: 1, uniqueVisitors: 1, [unique]: 1, botCalls: 0 });
    });

    test('the open-the-app flow on an invite link falls back to the store link of the influencer’s campaign', async ({ page }) => {
      const handle = uniqueHandle('fallback');
      await routeStores(page);
      await holdAppScripts(page);
      await stopTheClock(page);
      await openPainted(page, `/invite?influencer=${handle}`);
      await page.clock.runFor(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS + 100);
      await expect(page).toHaveURL(storeUrls('influencer', handle)[link]);
    });

    test('the open-the-app attempt runs 1.5 s after load and the store takes over 10 s later, with no app at all', async ({ page }) => {
      await routeStores(page);
      const attempts: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('lineup:')) attempts.push(request.url());
      });
      await holdAppScripts(page);
      await stopTheClock(page);
      await openPainted(page, '/getapp');
      await page.clock.runFor(DEEP_LINK_DELAY_MS - 100);
      expect(attempts).toEqual([]);
      await page.clock.runFor(200);
      await expect.poll(() => attempts).toEqual(['lineup://crews']);
      await page.clock.runFor(STORE_FALLBACK_AFTER_MS);
      await expect(page).toHaveURL(store);
    });

    test('a reload while the next page is on its way, as the app is tried, reloads the page and counts it again', async ({ page, request }) => {
      const handle = uniqueHandle('reload');
      const attempts: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('lineup:')) attempts.push(request.url());
      });
      await holdAppScripts(page);
      await stopTheClock(page);
      await openPainted(page, `/invite?influencer=${handle}`);
      await page.clock.runFor(DEEP_LINK_DELAY_MS - 1_000);
      // The next page answers 2 s after it is asked for; the page shown stays until then, and its
      // clock, running again, reaches the attempt 1 s after the reload.
      let asked = () => {};
      const reloadAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route(
        (url) => url.pathname === '/invite',
        async (route) => {
          asked();
          await new Promise((answer) => setTimeout(answer, 2_000));
          await route.continue();
        },
      );
      await page.clock.resume();
      const reload = page.reload();
      await reloadAsked;
      expect((await reload)?.status()).toBe(200);
      expect(attempts).toEqual([]);
      await expect.poll(() => statsOf(request, 'influencer', handle)).toMatchObject({ pageViews: 2, uniqueVisitors: 1 });
    });
  });
}

test.describe('counting does not depend on hydration', () => {
  // On a desktop: a phone would try the app's scheme 1.5 s after load, and headless Chromium then
  // stops answering taps while it waits on the unknown scheme, however long hydration takes.
  test('a store click before, during and after hydration counts once each', async ({ page, request }) => {
    const handle = uniqueHandle('timeline');
    // The store answers 204: the browser stays on the page, so one page takes every click.
    await page.route(PHONES.iPhone.store, (route) => route.fulfill({ status: 204 }));
    const app = await holdAppScripts(page);
    await openPainted(page, `/invite?influencer=${handle}`);
    const appStore = page.getByRole('link', { name: PHONES.iPhone.badge });

    let clicks = 0;
    await appStore.click();
    clicks += 1;
    app.release();
    // Clicks while React loads and hydrates, until it has.
    while (!(await page.locator('html[data-hydrated]').count())) {
      await appStore.click();
      clicks += 1;
    }
    await appStore.click();
    clicks += 1;
    await expect.poll(() => statsOf(request, 'influencer', handle)).toMatchObject({ pageViews: 1, appStoreClicks: clicks });
  });

  test.describe('on a phone', () => {
    test.use(phoneContext(PHONES.iPhone.userAgent));

    test('a visitor who leaves 500 ms after first paint is counted', async ({ page, request }) => {
      const handle = uniqueHandle('quick');
      await holdAppScripts(page);
      await page.goto(`/invite?influencer=${handle}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await page.waitForTimeout(500);
      await page.goto('about:blank');
      await expect.poll(() => statsOf(request, 'influencer', handle)).toMatchObject({ pageViews: 1, appStoreClicks: 0 });
    });

    test('a page reached through a link, after hydration, is counted once', async ({ page }) => {
      const pageViews: string[] = [];
      page.on('request', (request) => {
        if (isAnalyticsEvent(request, 'page_view')) pageViews.push(request.postDataJSON().path);
      });
      await page.goto('/support');
      // The visitor scrolls, which loads React, and reads on while it hydrates (observed, not brought about).
      await page.mouse.wheel(0, 300);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/news/i);
      await expect.poll(() => pageViews).toEqual(['/support', '/news']);
    });

    test('an influencer page reached by client-side navigation is counted once', async ({ page, request }) => {
      const handle = uniqueHandle('spa');
      await page.goto('/launch-party-santa-cruz');
      // A client-side navigation is React's router's: the visitor scrolls, which loads React, and it hydrates first.
      await page.mouse.wheel(0, 300);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate((url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/launch-party-santa-cruz?influencer=${handle}`);
      await expect(page.getByTestId('invited-by')).toContainText(`@${handle}`);
      await expect.poll(() => statsOf(request, 'launch-party-influencer', handle)).toMatchObject({ pageViews: 1 });
    });
  });
});

test.describe('React loads when the visitor needs it', () => {
  const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;
  const WEB_VITALS_ENTRY = /\/assets\/web-vitals-[^/]+\.js$/;

  test('a page only read never loads React, and still measures its Web Vitals; the first input loads it', async ({ page }) => {
    const appRequests: string[] = [];
    page.on('request', (request) => {
      if (APP_ENTRY.test(new URL(request.url()).pathname)) appRequests.push(request.url());
    });
    const webVitals = page.waitForRequest((request) => WEB_VITALS_ENTRY.test(new URL(request.url()).pathname));
    await page.goto('/faq', { waitUntil: 'commit' });
    await webVitals;
    // The idle moment that loads the Web Vitals module loaded React too before this change.
    await page.waitForLoadState('networkidle');
    expect(appRequests).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    await page.mouse.move(200, 200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(appRequests).toHaveLength(1);
  });

  test('a spot page loads it untouched where its map is near the screen, and not on a phone where the map lies further down', async ({ page, browser, baseURL }) => {
    await page.goto('/spots/steamerlane_point', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

    const phone = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const onPhone = await phone.newPage();
    const appRequests: string[] = [];
    onPhone.on('request', (request) => {
      if (APP_ENTRY.test(new URL(request.url()).pathname)) appRequests.push(request.url());
    });
    const webVitals = onPhone.waitForRequest((request) => WEB_VITALS_ENTRY.test(new URL(request.url()).pathname));
    await onPhone.goto('/spots/steamerlane_point');
    await webVitals;
    await onPhone.waitForLoadState('networkidle');
    expect(appRequests).toEqual([]);
    await onPhone.mouse.wheel(0, 600);
    await expect(onPhone.locator('html')).toHaveAttribute('data-hydrated', '');
    await phone.close();
  });

  test('a page React completes (an invite with its handle) loads it after the load event, untouched', async ({ page }) => {
    await page.goto('/invite?influencer=kelly.surf', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByTestId('invite-badge')).toHaveText('Personal invite from @kelly.surf');
  });
});

test.describe('a form sent before hydration', () => {
  test('is sent once, when the app arrives, and the visitor is thanked', async ({ page }) => {
    const app = await holdAppScripts(page);
    const signups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/beta-signup')) signups.push(request.postDataJSON().email);
    });
    await openPainted(page, '/');
    const form = new BetaSignupForm(page);
    const address = uniqueEmail('held');
    await form.email.fill(address);
    await form.submit.click();
    await form.submit.click();
    await expect(page.locator('html')).toHaveAttribute('data-action-held');
    expect(signups).toEqual([]);

    app.release();
    await expect(form.thankYou).toBeVisible();
    expect(signups).toEqual([address]);
  });
});

test.describe('a button only the app completes, tapped before hydration', () => {
  test.use(phoneContext(IPHONE));

  test('opens its dialog once the app arrives, and only the latest tap does', async ({ page }) => {
    const app = await holdAppScripts(page);
    await openPainted(page, '/spots/steamerlane_point');
    await page.getByRole('button', { name: 'Explore Nearby Spots' }).tap();
    await page.getByRole('button', { name: 'Ask a question' }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-action-held');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    app.release();
    await expect(page.getByRole('dialog', { name: 'Ask the AI surf companion in the app' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-action-held');
  });
});

test.describe('the inline first-paint script under the Content-Security-Policy', () => {
  const ACTIONS_READY_MARK = 'lineup:actions-ready';

  /** Records the policy's violations from before the page's own scripts, and every script file the page requests. */
  async function watchScripts(page: Page): Promise<{ files: string[]; violations: () => Promise<string[]> }> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.push(request.url());
    });
    return { files, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
  }

  test('runs as built: it marks the device and its actions, and loads the app, with no violation', async ({ page }) => {
    const { files, violations } = await watchScripts(page);
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, ACTIONS_READY_MARK)).toBe(1);
    // The loader asks for the app once the page is idle, which may come after the mark.
    await expect.poll(() => files.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('does not run at all once one byte of it differs from the hash the policy allows', async ({ page }) => {
    const { files, violations } = await watchScripts(page);
    await page.route(
      (url) => url.pathname === '/faq',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        // The device pattern is case-insensitive: the altered script would do exactly what the built one does.
        const altered = html.replace(FIRST_PAINT_SCRIPT, (script) => script.replace('/android|', '/Android|'));
        expect(altered).not.toBe(html);
        expect(altered.length).toBe(html.length);
        await route.fulfill({ response, body: altered });
      },
    );
    await page.goto('/faq', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect.poll(violations).toEqual(['script-src-elem inline']);
    await expect(page.locator('html')).not.toHaveAttribute('data-device');
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, ACTIONS_READY_MARK)).toBe(0);
    expect(files).toEqual([]);
    // The prerendered page itself is still there to read.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
