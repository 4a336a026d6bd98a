import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

test.describe('the FAQ page', () => {
  test('keeps one answer open at a time, and closes the open one when it is chosen again', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(questions).toHaveCount(8);

    const accuracy = page.getByRole('button', { name: 'How accurate are the forecasts?' });
    const cost = page.getByRole('button', { name: /How much does .+ cost\?/ });
    await accuracy.click();
    await expect(page.getByText(/up to 7 days ahead/)).toBeVisible();
    await cost.click();
    await expect(page.getByText(/free at this time/)).toBeVisible();
    await expect(accuracy).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/up to 7 days ahead/)).toBeHidden();
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-state="open"]')).toHaveCount(0);
  });

  test('works from the keyboard with a visible focus ring', async ({ page }) => {
    await page.goto('/faq');
    const spots = page.getByRole('button', { name: 'Which surf spots are supported?' });
    await spots.focus();
    expect(await spots.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Which surf spots are supported?' })).toContainText('Northern California, from Marin to Santa Cruz');
  });

  test('serves the FAQPage structured data in the HTML and links to support', async ({ page, request }) => {
    const html = await (await request.get('/faq')).text();
    expect(html).toContain('"@type":"FAQPage"');
    await page.goto('/faq');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('has no serious accessibility violations, with an answer open and on a 320px phone', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Where does the forecast data come from?' }).click();
    await expect(page.getByText(/NOAA/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
