import { brand } from '../../../config/brand';

export const GATE_COPY = {
  heading: 'Team sign in',
  intro: `These dashboards are for the ${brand.productName} team. Enter the admin password to continue.`,
  passwordLabel: 'Admin password',
  submit: 'Unlock dashboard',
  submitting: 'Checking...',
  checking: 'Checking your session...',
  incorrect: 'Incorrect password',
  expired: 'Session expired. Please log in again.',
  failed: 'We could not log you in right now. Please try again in a moment.',
  sessionUnknown: 'We could not reach the server to check your session.',
} as const;

export function rateLimitedMessage(retryAfterSeconds?: number): string {
  if (!retryAfterSeconds) return 'Too many login attempts. Please wait a few minutes and try again.';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
