import { BetaSignupForm, uniqueEmail } from '../support/beta-signup';
import { expect, test } from '../support/fixtures';

test.describe('the beta signup', () => {
  test('signs up a new email: Signing up..., then the thank-you dialog and an empty field', async ({ page }) => {
    await page.goto('/');
    const form = new BetaSignupForm(page);
    expect((await form.signUp(uniqueEmail('new'))).status()).toBe(201);

    await expect(form.thankYou).toBeVisible();
    await form.thankYou.getByRole('button', { name: 'Close' }).click();
    await expect(form.thankYou).toBeHidden();
    // The modal dialog hides the page from the accessibility tree: the field is read once it is closed.
    await expect(form.email).toHaveValue('');
  });

  test('tells a returning email, in any letter case, that it is already signed up', async ({ page }) => {
    const address = uniqueEmail('dup');
    await page.goto('/');
    const first = new BetaSignupForm(page);
    await first.signUp(address);
    await first.thankYou.getByRole('button', { name: 'Close' }).click();

    // The second form, in the features section, with the same address in capitals.
    const second = new BetaSignupForm(page, 'features');
    expect((await second.signUp(address.toUpperCase())).status()).toBe(409);

    const toast = page.getByRole('status').filter({ hasText: 'Already signed up' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('This email has already been registered for the beta.');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('keeps an address typed before the page script has loaded', async ({ page }) => {
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // DOMContentLoaded waits for module scripts: only the parsed HTML is awaited here.
    await page.goto('/', { waitUntil: 'commit' });
    const form = new BetaSignupForm(page);
    await form.email.fill(uniqueEmail('early'));
    releaseScripts();

    expect((await form.send()).status()).toBe(201);
    await expect(form.thankYou).toBeVisible();
  });
});
