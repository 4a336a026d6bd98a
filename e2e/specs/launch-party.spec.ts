import { downloadFrom, openUnlocked } from '../support/admin';
import { analyticsEvent } from '../support/analytics';
import { sendTraffic, statsOf, uniqueHandle } from '../support/campaigns';
import { expect, test } from '../support/fixtures';
import { storeUrls } from '../support/stores';

test.describe('the launch party page', () => {
  test('shows who invited the visitor, links to their profile and counts the view for the launch party only', async ({ page, request }) => {
    const handle = `e2e_party_${Date.now()}`;
    const view = page.waitForResponse((response) => response.url().endsWith('/api/launch-party-influencer/page-view'));
    await page.goto(`/launch-party-santa-cruz?influencer=${handle}`);

    const banner = page.getByTestId('invited-by');
    await expect(banner).toContainText(`You were invited by @${handle}`);
    await expect(banner.getByRole('link')).toHaveAttribute('href', `https://www.instagram.com/${handle}`);
    expect((await view).status()).toBe(204);

    await expect.poll(() => statsOf(request, 'launch-party-influencer', handle)).toMatchObject({ pageViews: 1, uniqueVisitors: 1 });
    expect(await statsOf(request, 'influencer', handle)).toBeUndefined();
    // Its store links carry the launch party and the handle, so the stores report the installs.
    const { appStore, playStore } = storeUrls('launch-party', handle);
    await expect(page.getByRole('link', { name: 'Download Lineup on the App Store' })).toHaveAttribute('href', appStore);
    await expect(page.getByRole('link', { name: 'Get Lineup on Google Play' })).toHaveAttribute('href', playStore);
  });

  test('shows the event facts and the venue map, with no banner link without an influencer', async ({ page }) => {
    await page.goto('/launch-party-santa-cruz');
    await expect(page.getByText('Fri Aug 1, 2025')).toBeVisible();
    await expect(page.getByText('1-6 PM Pacific')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of Steamer Lane Lighthouse Lawn' })).toBeVisible();
    await expect(page.getByTestId('invited-by').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Lineup on Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=surf.lineup.app');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Event', startDate: '2025-08-01T13:00:00-07:00', offers: { validFrom: '2025-01-22' } });
  });

  test('Learn More About Lineup records its event and leads home', async ({ page }) => {
    // The click is recorded by the hydrated page, which announces itself with its page view.
    const hydrated = analyticsEvent(page, 'page_view');
    await page.goto('/launch-party-santa-cruz');
    await hydrated;
    const event = analyticsEvent(page, 'launch_party_learn_more');
    await page.getByRole('link', { name: 'Learn More About Lineup' }).click();
    await event;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ride Perfect Waves, Every Time' })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`shows the invitation without moving the page at ${width}px`, async ({ browser, baseURL }) => {
      const headingTop = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto('/launch-party-santa-cruz?influencer=surfer_jane');
        if (javaScriptEnabled) await expect(page.getByTestId('invited-by')).toContainText('@surfer_jane');
        const box = await page.getByRole('heading', { level: 1 }).boundingBox();
        await context.close();
        return box?.y;
      };
      expect(await headingTop(true)).toBe(await headingTop(false));
    });
  }
});

test.describe('the launch-party dashboard', () => {
  test('opens sorted by page views + App Store taps + Google Play taps, highest first, and exports in that order (SPEC §9)', async ({ page, request }) => {
    const prefix = uniqueHandle('e2e-order');
    // "tap" has 1 view and 3 taps: 4, above "view" with 3 page views, and both above two handles with 1.
    const traffic = {
      tap: { pageViews: 1, appStoreClicks: 2, playStoreClicks: 1 },
      view: { pageViews: 3, appStoreClicks: 0, playStoreClicks: 0 },
      one: { pageViews: 1, appStoreClicks: 0, playStoreClicks: 0 },
      once: { pageViews: 0, appStoreClicks: 0, playStoreClicks: 1 },
    };
    for (const [name, counts] of Object.entries(traffic)) await sendTraffic(request, 'launch-party-influencer', `${prefix}-${name}`, counts);

    await openUnlocked(page, '/admin/launch-party-influencer-stats');
    const table = page.getByRole('table', { name: 'Launch party stats per influencer' });
    await expect(table.getByRole('columnheader', { name: 'Views + taps' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Filter by handle').fill(prefix);
    // Ties by handle in the same direction: "one" before "once".
    const expected = ['tap', 'view', 'one', 'once'].map((name) => `${prefix}-${name}`);
    await expect(table.getByRole('rowheader')).toHaveText(expected);
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `${prefix}-tap` })
        .getByRole('cell')
        .nth(4),
    ).toHaveText('4');

    const lines = (await downloadFrom(page.getByRole('button', { name: 'Export CSV' }))).content.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Influencer,Visitors,Page views,App Store taps,Google Play taps,Views \+ taps,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expected);
  });
});
