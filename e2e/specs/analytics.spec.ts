import { downloadFrom, openUnlocked } from '../support/admin';
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
});
