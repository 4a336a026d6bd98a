import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';

test.describe('the delete account page', () => {
  test('explains the request, the 72-hour answer and that deletion is permanent, with a prefilled email', async ({ page }) => {
    await page.goto('/delete');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/within 72 hours/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deletion is permanent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email a deletion request' })).toHaveAttribute('href', /^mailto:[^?]+\?subject=Account%20Deletion%20Request$/);
  });

  test('has no serious accessibility violations, on a desktop and on a 320px phone', async ({ page }) => {
    await page.goto('/delete');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsNarrowPhone(page);
  });
});
