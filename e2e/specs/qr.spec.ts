import { analyticsEvent } from '../support/analytics';
import { IPHONE, phoneContext } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { APP_STORE, PLAY_STORE, routeStores } from '../support/stores';

test.describe('the QR download page', () => {
  test('records the visit as desktop, then each store click before going to that store', async ({ page }) => {
    await routeStores(page);
    const visit = analyticsEvent(page, 'qr_page_visit');
    await page.goto('/qr/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Lineup app' })).toBeVisible();
    expect((await visit).postDataJSON()).toMatchObject({ category: 'download', label: 'desktop', path: '/qr/app' });

    const appStoreClick = analyticsEvent(page, 'app_store_click');
    await page.getByRole('link', { name: 'Download Lineup on the App Store' }).click();
    expect((await appStoreClick).postDataJSON()).toMatchObject({ label: 'qr_app' });
    await expect(page).toHaveURL(APP_STORE);

    // The click is recorded by the hydrated page, which announces itself with the visit event.
    const secondVisit = analyticsEvent(page, 'qr_page_visit');
    await page.goto('/qr/app');
    await secondVisit;
    const playStoreClick = analyticsEvent(page, 'play_store_click');
    await page.getByRole('link', { name: 'Get Lineup on Google Play' }).click();
    expect((await playStoreClick).postDataJSON()).toMatchObject({ label: 'qr_app' });
    await expect(page).toHaveURL(PLAY_STORE);
  });

  test.describe('on an iPhone', () => {
    test.use(phoneContext(IPHONE));

    test('labels the visit ios', async ({ page }) => {
      const visit = analyticsEvent(page, 'qr_page_visit');
      await page.goto('/qr/app');
      expect((await visit).postDataJSON()).toMatchObject({ label: 'ios' });
    });
  });
});
