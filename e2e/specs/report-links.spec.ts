import { openUnlocked, statsRow } from '../support/admin';
import { sendTraffic, sendVisits, uniqueHandle } from '../support/campaigns';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

const INVALID = 'This report link is no longer valid';

test.describe('report links', () => {
  test('an admin shares a report, an influencer opens it without a session, and it stops working once revoked', async ({ page, browser, baseURL, request }) => {
    const handle = uniqueHandle('e2e-report');
    const other = uniqueHandle('e2e-other');
    await sendVisits(request, 'influencer', handle, [
      { pageViews: 2, appStoreClicks: 1, playStoreClicks: 0 },
      { pageViews: 1, appStoreClicks: 0, playStoreClicks: 1 },
    ]);
    // Neither another handle nor the same handle in the other campaign may show in its report.
    await sendTraffic(request, 'influencer', other, { pageViews: 7, appStoreClicks: 5, playStoreClicks: 5 });
    await sendTraffic(request, 'launch-party-influencer', handle, { pageViews: 9, appStoreClicks: 9, playStoreClicks: 9 });

    const admin = await openUnlocked(page, '/admin/influencer-stats');
    const share = statsRow(page, 'Invite link stats per influencer', handle).getByRole('button', { name: `Share report: ${handle}` });
    // The table's narrow last column once squeezed the icon to nothing (the global svg max-width).
    expect((await share.locator('svg').boundingBox())?.width).toBeGreaterThanOrEqual(12);
    await share.click();
    const dialog = page.getByRole('dialog', { name: `Share ${handle}'s report` });
    await dialog.getByLabel('Link expires after').selectOption({ label: '30 days' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const urlField = dialog.getByLabel('Report link URL');
    await expect(urlField).toHaveValue(/\/report\/[A-Za-z0-9_-]{43}$/);
    const shared = new URL(await urlField.inputValue());
    await expect(dialog.getByAltText(`QR code for ${shared.href}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The influencer's phone: a browser of its own, without the admin's cookie.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      const report = await phone.newPage();
      const reportUrl = new URL(shared.pathname, baseURL).href;
      const response = await report.goto(reportUrl);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      const apiAnswer = report.waitForResponse((answer) => answer.url().includes('/api/reports/'));
      await expect(report.getByRole('heading', { level: 1, name: `@${handle}` })).toBeVisible();
      const api = await apiAnswer;
      expect(api.headers()['x-robots-tag']).toBe('noindex');
      expect(api.headers()['referrer-policy']).toBe('no-referrer');
      await expect(report.getByText('Invite campaign')).toBeVisible();
      const figure = (label: string) => report.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
      await expect(figure('Visitors')).toHaveText('2');
      await expect(figure('Page views')).toHaveText('3');
      await expect(figure('App Store taps')).toHaveText('1');
      await expect(figure('Google Play taps')).toHaveText('1');
      await expect(figure('Conversion')).toHaveText('66.7%');
      await expect(report.getByLabel('Invite link URL')).toHaveValue(new RegExp(`/invite\\?influencer=${handle}$`));
      await expect(report.getByRole('img', { name: /^QR code for / })).toBeVisible();
      await expect(report.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await report.locator('a[href^="/admin"]').count()).toBe(0);
      expect(await phone.cookies()).toEqual([]);
      await expectNoSidewaysScroll(report);

      await report.getByRole('button', { name: 'All time' }).click();
      await expect(report.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
      await expect(figure('Page views')).toHaveText('3');

      await admin.menu.getByRole('link', { name: 'Report links' }).click();
      const row = page
        .getByRole('table', { name: 'Report links' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: handle, exact: true }) });
      await expect(row).toContainText('Invite');
      await expect(row.locator('time')).toHaveCount(3);
      await row.getByRole('button', { name: `Revoke the report link of ${handle}` }).click();
      await row.getByRole('button', { name: `Confirm: revoke the report link of ${handle}` }).click();
      await expect(row).toHaveCount(0);

      await report.reload();
      await expect(report.getByRole('heading', { name: INVALID })).toBeVisible();
      await expect(report.getByText('Visitors')).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });

  test('an unknown link says it is no longer valid, and the page is kept out of search engines', async ({ page }) => {
    const response = await page.goto('/report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { name: INVALID })).toBeVisible();
  });
});
