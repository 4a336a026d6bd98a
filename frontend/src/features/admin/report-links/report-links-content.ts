import type { Campaign } from '../../../lib/campaigns';
import { REPORT_LINK_EXPIRES_IN_DAYS_MAX } from '../../../lib/contract';
import { adminPageTitle, type AdminPageCopy } from '../admin-content';

export const CAMPAIGN_NAMES = { influencer: 'Invite', 'launch-party': 'Launch party' } as const satisfies Record<Campaign, string>;

/** Choices offered when sharing; the API takes any whole number of days up to its maximum. */
export const EXPIRY_CHOICES = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: REPORT_LINK_EXPIRES_IN_DAYS_MAX },
  { label: 'Never (until revoked)', days: undefined },
] as const;

export const SHARE_COPY = {
  button: 'Share',
  buttonLabel: (handle: string) => `Share report: ${handle}`,
  title: (handle: string) => `Share ${handle}'s report`,
  description: (campaign: Campaign) =>
    `A page with ${CAMPAIGN_NAMES[campaign].toLowerCase()} campaign figures for this handle only, opened without a login. Anyone with the link can read it until it expires or you revoke it.`,
  expiryLabel: 'Link expires after',
  create: 'Create link',
  creating: 'Creating...',
  createFailed: 'The link could not be created. Please try again.',
  urlLabel: 'Report link URL',
  onceNote: 'Copy it now: the link is shown only once. Revoke it on the Report links page.',
  close: 'Close',
} as const;

export const REPORT_LINKS_COPY: AdminPageCopy = {
  pageTitle: adminPageTitle('Report links'),
  description: 'Every shared influencer report, and revoking one.',
  eyebrow: 'Shared reports',
  heading: 'Report links',
  intro:
    'Each link opens one influencer’s figures in one campaign, without a login. Share one from a row of the Invite stats or Launch party table; revoke it here and it stops working at once.',
};

export const LIST_COPY = {
  tableLabel: 'Report links',
  loading: 'Loading report links...',
  failed: 'The report links could not be loaded.',
  empty: 'No report links yet. Share one from a row of a campaign dashboard.',
  columns: { influencer: 'Handle', campaign: 'Campaign', createdAt: 'Created', expiresAt: 'Expires', lastOpenedAt: 'Last opened', actions: 'Actions' },
  never: 'Never',
  notOpened: 'Not yet',
  expired: 'Expired',
  revoke: 'Revoke',
  revokeLabel: (handle: string) => `Revoke the report link of ${handle}`,
  confirm: 'Yes, revoke',
  confirmLabel: (handle: string) => `Confirm: revoke the report link of ${handle}`,
  cancel: 'Keep',
  revoked: 'Link revoked',
  revokedDetail: (handle: string) => `${handle}'s report link no longer works.`,
  revokeFailed: 'The link could not be revoked',
  revokeFailedDetail: 'Please try again.',
} as const;
