import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { expect } from './fixtures';

type SupportRequest = { name: string; email: string; subject: string; category: string; priority: string; description: string };
/** An option of a select, by its value or by the text it shows. */
type Choice = string | { label: string };

/** Sends a support request straight to the API, as the form would, and checks it was stored. */
export async function sendSupportRequest(request: APIRequestContext, data: SupportRequest): Promise<void> {
  expect((await request.post('/api/support', { data })).status()).toBe(201);
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
