import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { IPHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

test.describe('the random-number page', () => {
  test('shows a number from the API and fetches a new one on each click', async ({ page }) => {
    const answers: number[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/random')) answers.push((await response.json()).number);
    });
    await page.goto('/random');
    await expect(page.getByRole('heading', { name: 'Random Number Generator' })).toBeVisible();
    const number = page.getByTestId('random-number');
    await expect(number).toHaveText(/^\d{1,3}$/);
    await expect(page.getByText(/^Generated at:/)).toBeVisible();
    expect(answers).toHaveLength(1);
    await expect(number).toHaveText(String(answers[0]));

    await page.getByRole('button', { name: 'Generate New Number' }).click();
    await expect.poll(() => answers.length).toBe(2);
    await expect(number).toHaveText(String(answers[1]));
    const value = Number(await number.textContent());
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(100);
  });
});

test.describe('serving', () => {
  test('answers an unknown path with status 404 and the 404 screen', async ({ page }) => {
    const response = await page.goto('/no/such/wave');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('answers /api/health through nginx', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  test('sends each security header once on /api, though nginx and the API both set them', async ({ request }) => {
    const headers = (await request.get('/api/health')).headersArray();
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(
        headers.filter((header) => header.name.toLowerCase() === name),
        name,
      ).toHaveLength(1);
    }
  });
});

/** Opens the drawer from the menu button: a 240px dialog along the left edge, with News and Download. */
async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  const box = await drawer.boundingBox();
  expect(box?.width).toBe(240);
  expect(box?.height).toBe(page.viewportSize()?.height);
  const nav = drawer.getByRole('navigation', { name: 'Mobile' });
  await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Download' })).toBeVisible();
  return drawer;
}

test.describe('the navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, userAgent: IPHONE, isMobile: true, hasTouch: true });

  test('opens the drawer from the menu button and closes it when a link is followed', async ({ page }) => {
    await page.goto('/random');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'News' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('has no serious accessibility violations with the drawer open', async ({ page }) => {
    await page.goto('/random');
    await openDrawer(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the navigation before React loads (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('opens the drawer from the menu button and closes it with Escape, focus back on the button', async ({ page }) => {
    await page.goto('/random');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const drawer = await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });

  test('closes the drawer with its close button', async ({ page }) => {
    await page.goto('/random');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('closes the drawer with a tap outside it', async ({ page }) => {
    await page.goto('/random');
    const drawer = await openDrawer(page);
    // The empty right end of the header, beside the dimmed page.
    await page.mouse.click(350, 32);
    await expect(drawer).toBeHidden();
  });

  test('follows a link in the drawer with a page load', async ({ page }) => {
    await page.goto('/random');
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('the Download link by device (<html data-device>, set before first paint)', () => {
  const markAsPhone = (page: Page) => page.evaluate(() => (document.documentElement.dataset.device = 'mobile'));

  test('goes to the home page hero from the header on a desktop, and to /getapp on a page marked as a phone', async ({ page }) => {
    await page.goto('/random');
    const download = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download' });
    await expect(download).toHaveCount(1);
    await expect(download).toHaveAttribute('href', '/#hero');
    await markAsPhone(page);
    await expect(download).toHaveCount(1);
    await expect(download).toHaveAttribute('href', '/getapp');
  });

  test.describe('in the drawer', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('goes to the home page hero unless the page is marked as a phone, then to /getapp', async ({ page }) => {
      await page.goto('/random');
      const download = (await openDrawer(page)).getByRole('link', { name: 'Download' });
      await expect(download).toHaveCount(1);
      await expect(download).toHaveAttribute('href', '/#hero');
      await markAsPhone(page);
      await expect(download).toHaveCount(1);
      await expect(download).toHaveAttribute('href', '/getapp');
      await download.click();
      await expect(page).toHaveURL(/\/getapp$/);
    });
  });
});
