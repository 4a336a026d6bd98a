import type { ErrorCode } from '../../../lib/api-types';
import { adminPageTitle } from '../admin-content';

export const DIGEST_COPY = {
  pageTitle: adminPageTitle('Weekly Digest'),
  description: 'Who gets the weekly digest mail, when it goes next, and a preview sent now.',
  eyebrow: 'Team mail',
  heading: 'Weekly digest',
  intro:
    'Every Monday at 08:00 the team gets last week’s figures by mail: site visitors, page views and store taps, the top sources and pages, each campaign’s top influencers with their installs, and the support requests.',
  panelLabel: 'Digest settings',
  recipientsTitle: 'Recipients',
  timeZone: (zone: string) => `Sent Mondays at 08:00, ${zone} time.`,
  nextRun: (when: string) => `Next digest: ${when}.`,
  notScheduled: 'Not scheduled: this server has no recipients or cannot send mail.',
  noRecipients: 'No recipients. Set DIGEST_RECIPIENTS on the server (comma-separated addresses) to send the digest.',
  loading: 'Loading the digest settings...',
  failed: 'The digest settings could not be loaded. Please try again.',
  sendPreview: 'Send a preview now',
  sending: 'Sending...',
  previewSent: (week: string, recipients: string) => `A preview of ${week} is on its way to ${recipients}. Its subject starts with “Preview:”.`,
  previewFailed: 'The preview could not be sent. Please try again.',
  /** What a refusal means, by its code. */
  previewRefused: {
    DIGEST_NOT_CONFIGURED: 'No preview: the digest has no recipients (DIGEST_RECIPIENTS is unset on the server).',
    MAIL_NOT_CONFIGURED: 'No preview: this server cannot send mail (SMTP_URL is unset).',
  } satisfies Partial<Record<ErrorCode, string>>,
} as const;
