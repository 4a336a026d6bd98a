import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';

test.describe('the SMS opt-in page', () => {
  test('shows three captioned screens of the invite flow, the key features and the opt-in rule', async ({ page }) => {
    await page.goto('/sms-opt-in');
    const figures = page.getByRole('figure');
    await expect(figures).toHaveCount(3);
    for (const figure of await figures.all()) {
      await expect(figure.getByRole('img')).toBeVisible();
      await expect(figure.locator('figcaption')).not.toBeEmpty();
    }
    await expect(page.getByRole('heading', { name: 'Key features' })).toBeVisible();
    await expect(page.getByText(/the opt-in checkbox must be ticked before the SMS invite send action is enabled/)).toBeVisible();
  });

  test('has no serious accessibility violations, on a desktop and on a 320px phone', async ({ page }) => {
    await page.goto('/sms-opt-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsNarrowPhone(page);
  });
});
