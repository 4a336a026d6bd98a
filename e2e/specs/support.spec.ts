import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { E2E_ADMIN_PASSWORD, expect, test } from '../support/fixtures';

test.describe('the support page', () => {
  test('stores a support request sent from the form, then thanks the visitor and clears the form', async ({ page, request }) => {
    const subject = `Hourly strip empty ${Date.now()}`;
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();

    await page.getByLabel('Name').fill('Kelly Waters');
    await page.getByLabel('Email').fill('kelly@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Category').selectOption('forecasts');
    await page.getByLabel('Priority').selectOption({ label: 'High - Impacts app usage' });
    await page.getByLabel('Description').fill('The hourly strip for Steamer Lane is empty since this morning.');
    await expect(page.getByText('4,938 of 5,000 characters left')).toBeVisible();

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/support') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { ok: boolean; id: string };
    expect(created.ok).toBe(true);

    await expect(page.getByText('Support request submitted!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24-48 hours.", { exact: true })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('');

    // The request is really stored: the admin API lists it.
    expect((await request.post('/api/admin/session', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(204);
    const list = await request.get('/api/admin/support-requests');
    expect(list.status()).toBe(200);
    const body = JSON.stringify(await list.json());
    expect(body).toContain(created.id);
    expect(body).toContain(subject);
  });

  test('keeps what was typed and names the problem when a field is missing', async ({ page }) => {
    let posted = false;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/support')) posted = true;
    });
    await page.goto('/support');
    await page.getByLabel('Name').fill('Kelly');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Kelly');
    expect(posted).toBe(false);
  });

  test('links to the FAQ and to support by email, and warns to call emergency services for urgent safety issues', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText(/contact your local emergency services/)).toBeVisible();
  });

  test('has no serious accessibility violations, on a desktop and on a 320px phone', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousAxeViolations(page);
  });
});
