import { expect, test } from '../support/fixtures';

test.describe('the news page', () => {
  test('lists the press feature and the launch announcement, newest first, and leads back home', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(2);
    await expect(articles.nth(0)).toContainText('Aug 16, 2025');
    await expect(articles.nth(1)).toContainText('Jul 16, 2025');
    await expect(articles.nth(1).getByRole('link', { name: 'Download Lineup on the App Store' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
