import type { Page } from '@playwright/test';
import { analyticsEvent } from '../support/analytics';
import { statsOf, uniqueHandle } from '../support/campaigns';
import { expect, test } from '../support/fixtures';
import { routeStores, storeUrls } from '../support/stores';

function influencerCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/influencer/')) calls.push(pathname);
  });
  return calls;
}

test.describe('the invite page', () => {
  test('greets the influencer, counts one page view and the store click, and the stats API shows them', async ({ page, request }) => {
    const handle = uniqueHandle('e2e_invite');
    await routeStores(page);

    const view = page.waitForResponse((response) => response.url().endsWith('/api/influencer/page-view'));
    await page.goto(`/invite?influencer=@${handle.toUpperCase()}`);
    // Shown as the link spells it, counted in lower case.
    await expect(page.getByRole('heading', { level: 1, name: `Join ${handle.toUpperCase()} on Lineup` })).toBeVisible();
    await expect(page.getByTestId('invite-badge')).toHaveText(`Personal invite from @${handle.toUpperCase()}`);
    expect((await view).status()).toBe(204);

    const { appStore, playStore } = storeUrls('influencer', handle);
    await expect(page.getByRole('link', { name: 'Get Lineup on Google Play' })).toHaveAttribute('href', playStore);
    await page.getByRole('link', { name: 'Download Lineup on the App Store' }).click();
    await expect(page).toHaveURL(appStore);

    await expect
      .poll(() => statsOf(request, 'influencer', handle))
      .toMatchObject({ influencer: handle, pageViews: 1, appStoreClicks: 1, playStoreClicks: 0, uniqueVisitors: 1, uniqueAppStoreClicks: 1 });
    // The invite campaign never counts towards the launch party's.
    expect(await statsOf(request, 'launch-party-influencer', handle)).toBeUndefined();
  });

  test('treats an invalid handle as no influencer and counts nothing', async ({ page }) => {
    const calls = influencerCalls(page);
    const visit = analyticsEvent(page, 'invite_page_visit');
    await page.goto('/invite?influencer=not%20a%20handle!');
    await visit;
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Lineup app' })).toBeVisible();
    await expect(page.getByTestId('invite-badge')).toHaveText('Free on iPhone and Android');
    await expect(page.getByRole('link', { name: 'Download Lineup on the App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/[^?]+$/);
    expect(calls).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`adapts to the invitation without moving the page at ${width}px`, async ({ browser, baseURL }) => {
      const path = '/invite?influencer=surfer_jane';
      const storeButtonTop = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        if (javaScriptEnabled) await expect(page.getByRole('heading', { level: 1, name: 'Join surfer_jane on Lineup' })).toBeVisible();
        const box = await page.getByRole('link', { name: 'Download Lineup on the App Store' }).boundingBox();
        await context.close();
        return box?.y;
      };
      // Without scripts the prerendered, neutral page; with them, the invited one.
      expect(await storeButtonTop(true)).toBe(await storeButtonTop(false));
    });
  }
});
