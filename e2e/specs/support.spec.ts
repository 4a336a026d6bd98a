import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { downloadFrom, logInToApi, openUnlocked } from '../support/admin';
import { backdateSupportRequest } from '../support/database';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';
import { SupportForm, SupportRequestsAdmin, sendSupportRequest } from '../support/support-request';

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

test.describe('the support desk', () => {
  test('an admin works an overdue request from open to answered to closed, and the list, the status filter and the overdue badge follow', async ({ page, request }) => {
    const run = Date.now();
    const late = `Swell period off by half ${run}`;
    const recent = `Wind arrows reversed ${run}`;
    const visitor = { name: 'Kelly Waters', email: `kelly.${run}@example.com`, category: 'forecasts', priority: 'high', description: 'The forecast says 8 s, the buoy 16 s.' };
    const lateId = await sendSupportRequest(request, { ...visitor, subject: late });
    await sendSupportRequest(request, { ...visitor, subject: recent });
    // Past the 48-hour promise, as if it had come in two days and an hour ago.
    await backdateSupportRequest(lateId, 49);

    await openUnlocked(page, '/admin/support-requests');
    const desk = new SupportRequestsAdmin(page);
    await expect(desk.row(recent)).toContainText('Open');
    await expect(desk.row(recent).getByText('Overdue', { exact: true })).toHaveCount(0);

    await desk.show('Overdue');
    await expect(page).toHaveURL(/\/admin\/support-requests\?overdue=true$/);
    await expect(desk.row(late).getByText('Overdue', { exact: true })).toBeVisible();
    await expect(desk.row(recent)).toHaveCount(0);

    let dialog = await desk.open(late);
    await expect(dialog).toContainText('Open since it arrived.');
    await expect(dialog).toContainText('Answer was due');
    await expectNoSeriousAxeViolations(page);
    await desk.setStatus(dialog, 'Mark answered');
    await expect(dialog).toContainText(/Marked answered by admin session [0-9a-f]{8} on /);
    await expect(dialog).not.toContainText('Answer was due');
    await expect(page.getByText('Marked answered', { exact: true })).toBeVisible();
    await desk.close(dialog);
    // Answered is no longer overdue: it leaves this filter.
    await expect(desk.row(late)).toHaveCount(0);

    await desk.show('Answered');
    await expect(page).toHaveURL(/\?status=answered$/);
    await expect(desk.row(late)).toContainText('Answered');
    await expect(desk.row(late).getByText('Overdue', { exact: true })).toHaveCount(0);

    dialog = await desk.open(late);
    await desk.setStatus(dialog, 'Mark closed');
    await expect(dialog).toContainText(/Marked closed by admin session [0-9a-f]{8} on /);
    await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeEnabled();
    await desk.close(dialog);
    await expect(desk.row(late)).toHaveCount(0);

    await desk.show('Closed');
    await expect(desk.row(late)).toContainText('Closed');
    // The filter is in the URL: a reload shows the same list.
    await page.reload();
    await expect(desk.filter.getByRole('button', { name: 'Closed', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(desk.row(late)).toContainText('Closed');
    const csv = (await downloadFrom(page.getByRole('button', { name: 'Export CSV' }))).content.toString('utf8');
    expect(csv).toContain(late);
    expect(csv).not.toContain(recent);

    await desk.show('Open');
    await expect(desk.row(recent)).toContainText('Open');
    await expect(desk.row(late)).toHaveCount(0);
  });
});
