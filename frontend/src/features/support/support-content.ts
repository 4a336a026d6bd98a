import { ANSWER_PROMISE } from '../../lib/contract';
import { brand } from '../../config/brand';
import { groupDigits } from '../../lib/format';
import type { SupportField } from './support-options';

export const supportPage = {
  title: `Support | ${brand.productName}`,
  description: `Get help with the ${brand.productName} surf forecast app: browse the FAQ, email the team or send a support request. We answer within ${ANSWER_PROMISE}.`,
  eyebrow: 'Support',
  heading: 'How can we help?',
  intro: `Questions about a forecast, your crew or your account? Start with the FAQ, or write to us and a real surfer on the ${brand.productName} team will answer.`,
  faqCard: {
    title: 'Frequently asked questions',
    text: 'Quick answers about forecasts, supported spots, crews and what the app costs.',
    linkLabel: 'Browse the FAQ',
  },
  emailCard: {
    title: 'Email support',
    text: `Prefer email? Write to us directly and we'll reply within ${ANSWER_PROMISE}.`,
  },
  form: {
    heading: 'Send a support request',
    intro: 'Tell us what happened and we will get back to you by email. Fields marked with an asterisk are required.',
    submit: 'Submit Request',
    submitting: 'Submitting...',
  },
  emergency: {
    title: 'Urgent safety issue?',
    text: `If you or someone else is in danger in or near the water, contact your local emergency services right away (911 in the United States). ${brand.productName} support cannot dispatch help.`,
  },
} as const;

export const fieldLabels: Record<SupportField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  category: 'Category',
  priority: 'Priority',
  description: 'Description',
};

export const fieldPlaceholders = {
  name: 'Your name',
  email: 'you@example.com',
  subject: 'A short summary of the issue',
  category: 'Select a category',
  priority: 'Select a priority',
  description: 'What happened, which spot or screen it was on, and what you expected instead.',
} as const;

/** The toasts of docs/product.md. */
export const supportToasts = {
  success: { title: 'Support request submitted!', description: `We'll get back to you within ${ANSWER_PROMISE}.` },
  failure: { title: 'Failed to submit request', fallback: 'Please try again or email us directly.' },
  network: { title: 'Network error', description: 'Please check your connection and try again.' },
} as const;

export const validationMessages = {
  required: (label: string) => `${label} is required.`,
  email: 'Enter an email address like you@example.com.',
  tooLong: (label: string, limit: number) => `${label} must be at most ${limit} characters.`,
  choose: (label: string) => `Choose a ${label.toLowerCase()}.`,
} as const;

export function charactersLeft(left: number, limit: number): string {
  return `${groupDigits(left)} of ${groupDigits(limit)} characters left`;
}
