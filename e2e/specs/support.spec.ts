import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { logInToApi } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';
import { SupportForm } from '../support/support-request';

test.describe('the support page', () => {
  test('stores a support request sent from the form, then thanks the visitor and clears the form', async ({ page, request }) => {
    const subject = `Hourly strip empty ${Date.now()}`;
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();

    const form = new SupportForm(page);
    await form.fill({
      name: 'Kelly Waters',
      email: 'kelly@example.com',
      subject,
      category: 'forecasts',
      priority: { label: 'High - Impacts app usage' },
      description: 'The hourly strip for Steamer Lane is empty since this morning.',
    });
    await expect(page.getByText('4,938 of 5,000 characters left')).toBeVisible();

    const response = await form.send();
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { ok: boolean; id: string };
    expect(created.ok).toBe(true);

    await expect(page.getByText('Support request submitted!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24-48 hours.", { exact: true })).toBeVisible();
    await expect(form.subject).toHaveValue('');
    await expect(form.category).toHaveValue('');

    // The request is really stored: the admin API lists it.
    await logInToApi(request);
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
    const form = new SupportForm(page);
    await form.name.fill('Kelly');
    await form.submit.click();
    await expect(form.email).toBeFocused();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(form.name).toHaveValue('Kelly');
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
    await expectFitsNarrowPhone(page);
    await expectNoSeriousAxeViolations(page);
  });
});
