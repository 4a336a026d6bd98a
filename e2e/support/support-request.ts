import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { expect } from './fixtures';

type SupportRequest = { name: string; email: string; subject: string; category: string; priority: string; description: string };
/** An option of a select, by its value or by the text it shows. */
type Choice = string | { label: string };

/** Sends a support request straight to the API, as the form would, checks it was stored, and returns its id. */
export async function sendSupportRequest(request: APIRequestContext, data: SupportRequest): Promise<string> {
  const response = await request.post('/api/support', { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The support form at /support. */
export class SupportForm {
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly category: Locator;
  readonly priority: Locator;
  readonly description: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByLabel('Name');
    this.email = page.getByLabel('Email');
    this.subject = page.getByLabel('Subject');
    this.category = page.getByLabel('Category');
    this.priority = page.getByLabel('Priority');
    this.description = page.getByLabel('Description');
    this.submit = page.getByRole('button', { name: 'Submit Request' });
  }

  async fill(request: Omit<SupportRequest, 'category' | 'priority'> & { category: Choice; priority: Choice }) {
    await this.name.fill(request.name);
    await this.email.fill(request.email);
    await this.subject.fill(request.subject);
    await this.category.selectOption(request.category);
    await this.priority.selectOption(request.priority);
    await this.description.fill(request.description);
  }

  /** Submits the form and returns the API's answer. */
  async send(): Promise<Response> {
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/support') && response.request().method() === 'POST');
    await this.submit.click();
    return answer;
  }
}

type SupportFilter = 'All' | 'Open' | 'Overdue' | 'Answered' | 'Closed';
type StatusAction = 'Mark answered' | 'Mark closed' | 'Reopen';

/** The admin's support list at /admin/support-requests, once unlocked: its status filter, its rows and a request's dialog. */
export class SupportRequestsAdmin {
  readonly table: Locator;
  readonly filter: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Support requests' });
    this.filter = page.getByRole('group', { name: 'Status', exact: true });
  }

  async show(filter: SupportFilter) {
    const option = this.filter.getByRole('button', { name: filter, exact: true });
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }

  row(subject: string): Locator {
    return this.table.getByRole('row').filter({ hasText: subject });
  }

  /** Opens a request's dialog from its row. */
  async open(subject: string): Promise<Locator> {
    await this.row(subject)
      .getByRole('button', { name: `Read: ${subject}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: subject });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Presses a status button in the open dialog and waits for the API's answer. */
  async setStatus(dialog: Locator, action: StatusAction) {
    const answer = this.page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname.startsWith('/api/admin/support-requests/'));
    await dialog.getByRole('group', { name: 'Change the status' }).getByRole('button', { name: action }).click();
    expect((await answer).status()).toBe(200);
  }

  async close(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
