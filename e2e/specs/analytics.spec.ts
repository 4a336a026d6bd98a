import { downloadFrom, openUnlocked } from '../support/admin';
import { isAnalyticsEvent } from '../support/analytics';
import { ANDROID, DESKTOP, IPHONE, phoneContext } from '../support/devices';
import { expect, test } from '../support/fixtures';

test.describe('site analytics', () => {
  test('visits from two phones and a desktop with a UTM source show on the dashboard, which filters by that source and exports a card as CSV', async ({
    browser,
    baseURL,
    page,
  }) => {
    const source = `e2e-${Date.now().toString(36)}`;
    const visitors = [phoneContext(IPHONE), phoneContext(ANDROID), { userAgent: DESKTOP, viewport: { width: 1280, height: 800 } }];
    for (const device of visitors) {
      const context = await browser.newContext({ ...device, baseURL });
      await context.route(
        (url) => !url.href.startsWith(baseURL ?? ''),
        (route) => route.abort('blockedbyclient'),
      );
      const visitor = await context.newPage();
      const pageView = visitor.waitForResponse((response) => response.url().endsWith('/api/analytics/events') && response.request().postDataJSON()?.event === 'page_view');
      await visitor.goto(`/news?utm_source=${source}&utm_medium=social&utm_campaign=e2e-launch`);
      expect((await pageView).status()).toBe(204);
      await context.close();
    }

    await openUnlocked(page, '/admin/analytics?range=today');
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.getByRole('button', { name: source, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]source=${source}`));
    await expect(page.getByRole('button', { name: `Remove the filter Source: ${source}` })).toBeVisible();

    const figures = page.getByLabel('Top figures');
    await expect(figures.getByText('Visitors', { exact: true }).locator('..')).toContainText('3');
    await expect(figures.getByText('Page views', { exact: true }).locator('..')).toContainText('3');
    const systems = page.getByRole('region', { name: 'Systems' });
    await expect(systems.getByRole('row', { name: /iOS/ })).toContainText('1');
    await expect(systems.getByRole('row', { name: /Android/ })).toContainText('1');

    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByRole('row', { name: /mobile/ })).toBeVisible();
    const csv = await downloadFrom(devices.getByRole('button', { name: 'Download Devices as CSV' }));
    expect(csv.name).toMatch(/^lineup-device-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.content.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Device,Visitors,Page views,Events,Share (%),Tapped store (%),Visitors who tapped a store');
    expect(lines.slice(1).sort()).toEqual(['desktop,1,1,1,33.3,0.0,0', 'mobile,2,2,2,66.7,0.0,0']);
  });

  test('the Top pages card lists pages of the site only: a missed address is in Not found, the team’s own visits nowhere', async ({ browser, baseURL, page }) => {
    const source = `e2e-pages-${Date.now().toString(36)}`;
    const missed = `/no-such-wave-${Date.now().toString(36)}`;
    const context = await browser.newContext({ ...phoneContext(IPHONE), baseURL });
    const visitor = await context.newPage();
    const notFoundView = visitor.waitForResponse((response) => isAnalyticsEvent(response.request(), 'page_view'));
    const answer = await visitor.goto(`${missed}?utm_source=${source}`);
    expect(answer?.status()).toBe(404);
    expect((await notFoundView).request().postDataJSON()).toMatchObject({ path: missed });
    expect((await notFoundView).status()).toBe(204);
    const newsView = visitor.waitForResponse((response) => isAnalyticsEvent(response.request(), 'page_view'));
    await visitor.goto(`/news?utm_source=${source}`);
    expect((await newsView).status()).toBe(204);
    await context.close();

    const sentFromAdmin: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/events')) sentFromAdmin.push(request.postData() ?? '');
    });
    await openUnlocked(page, `/admin/analytics?range=today&source=${source}`);
    const pages = page.getByRole('region', { name: 'Top pages' });
    await expect(pages.getByRole('rowheader')).toHaveText(['/news']);
    const notFound = page.getByRole('region', { name: 'Not found' });
    await expect(notFound.getByRole('rowheader')).toHaveText([missed]);
    await expect(notFound.getByRole('row', { name: new RegExp(missed) })).toContainText('1');
    expect(sentFromAdmin).toEqual([]);
  });
});
