import { expect, test } from '../support/fixtures';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

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
      expect(headers.filter((header) => header.name.toLowerCase() === name), name).toHaveLength(1);
    }
  });
});

test.describe('the navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, userAgent: IPHONE, isMobile: true, hasTouch: true });

  test('opens the drawer from the menu button and closes it when a link is followed', async ({ page }) => {
    await page.goto('/random');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(240);
    await drawer.getByRole('link', { name: 'News' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('sends Download to /getapp on an iPhone', async ({ page }) => {
    await page.goto('/random');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const download = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '/getapp');
    await download.click();
    await expect(page).toHaveURL(/\/getapp$/);
  });
});

test.describe('the navigation on a desktop', () => {
  test('sends Download to the home page hero', async ({ page }) => {
    await page.goto('/random');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/#hero');
  });
});
