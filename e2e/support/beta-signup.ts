import type { Locator, Page, Response } from '@playwright/test';

/** The home page's sections that hold a beta signup form, by their headings. */
const SECTIONS = {
  joinBeta: 'Be in the water before everyone else',
  features: 'Everything you check before a session, in one place',
} as const;

/** An address no other test signs up with. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lineup-e2e.test`;
}

/** A beta signup form of the home page, found by the section it sits in. */
export class BetaSignupForm {
  readonly email: Locator;
  readonly submit: Locator;
  /** The thank-you dialog a signup opens. */
  readonly thankYou: Locator;

  constructor(
    private readonly page: Page,
    section: keyof typeof SECTIONS = 'joinBeta',
  ) {
    const region = page.getByRole('region', { name: SECTIONS[section] });
    this.email = region.getByLabel('Email address');
    this.submit = region.getByRole('button', { name: 'Join the Beta' });
    this.thankYou = page.getByRole('dialog', { name: "You're on the list!" });
  }

  /** Sends the form as it is and returns the API's answer. */
  async send(): Promise<Response> {
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/beta-signup'));
    await this.submit.click();
    return answer;
  }

  async signUp(address: string): Promise<Response> {
    await this.email.fill(address);
    return this.send();
  }
}
