import type { Browser, BrowserContext, Page } from '@playwright/test';
import { countCells, NO_INSTALLS_CELLS, openUnlocked, statsRow } from '../support/admin';
import { CRAWLER, sendTraffic, statsOf, uniqueHandle } from '../support/campaigns';
import { stopTheClock } from '../support/clock';
import { ANDROID, IPHONE, phoneContext } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { routeStores } from '../support/stores';

/** A phone of its own, whose page reaches nothing outside the site but the store listings (answered here). */
async function openPhone(browser: Browser, baseURL: string | undefined, userAgent: string): Promise<{ phone: BrowserContext; phonePage: Page }> {
  const phone = await browser.newContext({ ...phoneContext(userAgent), baseURL });
  await phone.route(
    (url) => !url.href.startsWith(baseURL ?? ''),
    (route) => route.abort('blockedbyclient'),
  );
  const phonePage = await phone.newPage();
  await routeStores(phonePage);
  return { phone, phonePage };
}

test.describe('visitors on the dashboards', () => {
  test('ten reloads of an invite link on one phone are 10 page views and 1 visitor; a crawler’s preview is a bot call', async ({ browser, baseURL, page, request }) => {
    const handle = uniqueHandle('e2e-reload');
    const { phone, phonePage } = await openPhone(browser, baseURL, IPHONE);
    // An iPhone tries the app 1.5 s after each load; headless Chromium, with no app, holds that
    // attempt as a navigation that aborts the next reload. Stopped, the clock keeps it from coming.
    await stopTheClock(phonePage);
    const views = () => phonePage.waitForResponse((response) => response.url().endsWith('/api/influencer/page-view'));
    let view = views();
    await phonePage.goto(`/invite?influencer=${handle}`);
    expect((await view).status()).toBe(204);
    for (let reload = 1; reload < 10; reload += 1) {
      view = views();
      await phonePage.reload();
      expect((await view).status()).toBe(204);
    }
    await phonePage.getByRole('link', { name: 'Download Lineup on the App Store' }).click();
    await expect(phonePage).toHaveURL(/^https:\/\/apps\.apple\.com\//);
    await phone.close();
    await sendTraffic(request, 'influencer', handle, { pageViews: 1, appStoreClicks: 0, playStoreClicks: 0 }, CRAWLER);
    // The tap's call leaves with the page (keepalive): counted by the time the API shows it.
    await expect.poll(() => statsOf(request, 'influencer', handle)).toMatchObject({ pageViews: 11, appStoreClicks: 1, botCalls: 1 });

    await openUnlocked(page, '/admin/influencer-stats');
    await page.getByLabel('Filter by handle').fill(handle);
    // Visitors, page views, App Store taps, Google Play taps, installs, per 100 visitors, conversion, visitor conversion (bot calls: the CSV's).
    await expect(countCells(statsRow(page, 'Invite link stats per influencer', handle))).toHaveText(['1', '11', '1', '0', ...NO_INSTALLS_CELLS, '9.1%', '100.0%']);
  });

  test('two phones on a launch-party link are two visitors in the table and the totals, with both conversion rates', async ({ browser, baseURL, page, request }) => {
    const handle = uniqueHandle('e2e-phones');
    for (const [userAgent, badge] of [
      [IPHONE, null],
      [ANDROID, 'Get Lineup on Google Play'],
    ] as const) {
      const { phone, phonePage } = await openPhone(browser, baseURL, userAgent);
      const view = phonePage.waitForResponse((response) => response.url().endsWith('/api/launch-party-influencer/page-view'));
      await phonePage.goto(`/launch-party-santa-cruz?influencer=${handle}`);
      expect((await view).status()).toBe(204);
      if (badge) {
        await phonePage.getByRole('link', { name: badge }).click();
        await expect(phonePage).toHaveURL(/^https:\/\/play\.google\.com\//);
      }
      await phone.close();
    }
    await expect.poll(() => statsOf(request, 'launch-party-influencer', handle)).toMatchObject({ pageViews: 2, playStoreClicks: 1 });

    await openUnlocked(page, '/admin/launch-party-influencer-stats');
    await page.getByLabel('Filter by handle').fill(handle);
    const row = statsRow(page, 'Launch party stats per influencer', handle);
    // Views + taps (2 + 0 + 1), the launch-party table's order (SPEC §9), stands after the taps.
    await expect(countCells(row)).toHaveText(['2', '2', '0', '1', '3', ...NO_INSTALLS_CELLS, '50.0%', '50.0%']);
    await expect(row.getByText('50.0%').first()).toHaveAttribute('data-tone', 'high');
    // The totals are the whole campaign's, which other tests add to: they show visitors and both rates.
    const totals = page.getByLabel('Totals');
    for (const term of ['Visitors', 'Total views', 'App Store taps', 'Google Play taps', 'Overall conversion', 'Visitor conversion'])
      await expect(totals.getByText(term, { exact: true })).toBeVisible();
  });
});
