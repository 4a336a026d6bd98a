import type { Locator, Page } from '@playwright/test';
import { BetaSignupForm, uniqueEmail } from '../support/beta-signup';
import { expect, test } from '../support/fixtures';

/**
 * Rules of shared/SPEC.md that need a real browser and no feature's own spec held;
 * docs/spec-coverage.md lists every rule with the test that checks it.
 */

/** theme.colors.teal and theme.colors.tealHover (frontend/src/styles/theme.ts) as Chromium computes them. */
const TEAL = 'rgb(11, 125, 116)';
const DARKER_TEAL = 'rgb(10, 110, 102)';

/** Drags the toast right by `distance` px with the mouse, as a visitor swipes it away; once it has come to rest (hover waits for that), not mid-slide. */
async function swipeRight(page: Page, toast: Locator, distance: number) {
  await toast.hover();
  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast is not on screen');
  const start = { x: box.x + 20, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + distance, start.y, { steps: 10 });
  await page.mouse.up();
}

test.describe('the spec’s constants in the browser', () => {
  test('a toast swiped right by less than 50 px stays, and one swiped further goes', async ({ page }) => {
    const address = uniqueEmail('swipe');
    expect((await page.request.post('/api/beta-signup', { data: { email: address } })).status()).toBe(201);
    await page.goto('/');
    const form = new BetaSignupForm(page);
    expect((await form.signUp(address)).status()).toBe(409);
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Already signed up' });
    await expect(toast).toBeVisible();

    await swipeRight(page, toast, 40);
    await expect(toast).toHaveAttribute('data-swipe', 'cancel');
    await expect(toast).toBeVisible();

    await swipeRight(page, toast, 70);
    await expect(toast).toBeHidden();
  });

  test('the brand colour is teal, darker teal under the pointer', async ({ page }) => {
    await page.goto('/random');
    await expect(page.getByTestId('random-number')).toHaveText(/^\d+$/);
    const button = page.getByRole('button', { name: 'Generate New Number' });
    await expect(button).toHaveCSS('background-color', TEAL);
    await button.hover();
    await expect(button).toHaveCSS('background-color', DARKER_TEAL);
  });
});
