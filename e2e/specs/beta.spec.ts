import { expect, test } from '../support/fixtures';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lineup-e2e.test`;
}

test.describe('the beta signup', () => {
  test('signs up a new email: Signing up..., then the thank-you dialog and an empty field', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#join-beta form');
    const email = form.getByLabel('Email address');
    await email.fill(uniqueEmail('new'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/beta-signup'));
    await form.getByRole('button', { name: 'Join the Beta' }).click();
    expect((await answer).status()).toBe(201);

    const dialog = page.getByRole('dialog', { name: "You're on the list!" });
    await expect(dialog).toBeVisible();
    await expect(email).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('tells a returning email, in any letter case, that it is already signed up', async ({ page }) => {
    const address = uniqueEmail('dup');
    await page.goto('/');
    const first = page.locator('#join-beta form');
    await first.getByLabel('Email address').fill(address);
    await first.getByRole('button', { name: 'Join the Beta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The second form, in the features section, with the same address in capitals.
    const second = page.locator('#features form');
    await second.getByLabel('Email address').fill(address.toUpperCase());
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/beta-signup'));
    await second.getByRole('button', { name: 'Join the Beta' }).click();
    expect((await answer).status()).toBe(409);

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
    const form = page.locator('#join-beta form');
    await form.getByLabel('Email address').fill(uniqueEmail('early'));
    releaseScripts();

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/beta-signup'));
    await form.getByRole('button', { name: 'Join the Beta' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: "You're on the list!" })).toBeVisible();
  });
});
