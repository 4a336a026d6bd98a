import type { SupportMailKind, SupportMailSkipReason, SupportMailStatus, SupportRequestStatus } from '../../../lib/api-types';
import { SUPPORT_RESPONSE_HOURS } from '../../../lib/contract';
import { adminPageTitle } from '../admin-content';
import { formatCount } from '../../../components/stats/format';

export const LIST_COPY = {
  exportCsv: 'Export CSV',
  exporting: 'Preparing CSV...',
  exportFailed: 'Export failed',
  exportFailedDetail: 'The server did not send the CSV. Please try again.',
  previous: 'Previous page',
  next: 'Next page',
  pageStatus: (first: number, last: number, total: number) => `${first}–${last} of ${formatCount(total)}`,
} as const;

const OVERDUE_AFTER = `${SUPPORT_RESPONSE_HOURS.latest} hours`;

export const SUPPORT_COPY = {
  pageTitle: adminPageTitle('Support Requests'),
  description: 'Support requests sent through the website, newest first: their status, the answers due and the delivery of their mails.',
  eyebrow: 'Operations',
  heading: 'Support requests',
  intro: `Everything sent through the support form, newest first. Open a request to read it, reply by email and mark it answered or closed; an open request older than ${OVERDUE_AFTER} is overdue.`,
  tableLabel: 'Support requests',
  loading: 'Loading support requests...',
  failed: 'Failed to load support requests',
  empty: 'No support requests yet.',
  columns: { received: 'Received', from: 'From', subject: 'Subject', status: 'Status', priority: 'Priority', mails: 'Mails', open: 'Details' },
  open: 'Read',
  close: 'Close',
  reply: 'Reply by email',
  fileName: 'support-requests',
  /** The status filter's options, in the order shown: its keys are the filters (lists/support-list-params.ts). */
  filters: { all: 'All', open: 'Open', overdue: 'Overdue', answered: 'Answered', closed: 'Closed' },
  filterLabel: 'Status',
  filterEmpty: {
    all: 'No support requests yet.',
    open: 'No open requests.',
    overdue: `No overdue requests: every open request is less than ${OVERDUE_AFTER} old.`,
    answered: 'No answered requests.',
    closed: 'No closed requests.',
  },
  overdueNote: `Open requests received more than ${OVERDUE_AFTER} ago: the longest answer time the support page promises has passed.`,
} as const;

/** A request's status and its two mails, in the list and in the request's dialog (docs/support-desk.md). */
export const SUPPORT_DESK_COPY = {
  status: { open: 'Open', answered: 'Answered', closed: 'Closed' } satisfies Record<SupportRequestStatus, string>,
  overdue: 'Overdue',
  statusHeading: 'Status',
  /** The last change: "Marked answered by admin session 3fa2c1d9 on Aug 2, 2025, 10:00 AM". */
  changed: { open: 'Reopened', answered: 'Marked answered', closed: 'Marked closed' } satisfies Record<SupportRequestStatus, string>,
  changedBy: (change: string, by: string, at: string) => `${change} by ${by} on ${at}.`,
  neverChanged: 'Open since it arrived.',
  answerDue: (at: string) => `Answer due ${at}.`,
  answerWasDue: (at: string) => `Answer was due ${at}.`,
  /** The buttons that set each status. */
  actions: { open: 'Reopen', answered: 'Mark answered', closed: 'Mark closed' } satisfies Record<SupportRequestStatus, string>,
  actionsLabel: 'Change the status',
  saving: 'Saving...',
  statusFailed: 'Could not change the status',
  mailsHeading: 'Mails',
  mailsLabel: 'Mail delivery',
  /** Short, in the list: "Team: sent · Receipt: skipped (limit)". */
  mailKinds: { team: 'Team', receipt: 'Receipt' } satisfies Record<SupportMailKind, string>,
  mailTitles: { team: 'Team mail', receipt: 'Receipt' } satisfies Record<SupportMailKind, string>,
  mailRecipients: { team: 'to the support inbox', receipt: 'to the visitor' } satisfies Record<SupportMailKind, string>,
  mailStatus: { queued: 'queued', sent: 'sent', failed: 'failed', skipped: 'skipped' } satisfies Record<SupportMailStatus, string>,
  skipReasons: { 'receipt-limit': 'limit', 'no-transport': 'no mail server' } satisfies Record<SupportMailSkipReason, string>,
  skipReasonsInFull: {
    'receipt-limit': 'Not sent: this address had its receipts for the day.',
    'no-transport': 'Not sent: the API had no mail server to send it through.',
  } satisfies Record<SupportMailSkipReason, string>,
  noMails: 'No mail recorded',
  noMailsInFull: 'No delivery was recorded for this request: it came before the site recorded its mails.',
  attempts: (attempts: number) => `${formatCount(attempts)} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  lastAttempt: (at: string) => `last ${at}`,
  sentAt: (at: string) => `sent ${at}`,
  lastError: 'Last error',
  sendAgain: 'Send again',
  sendingAgain: 'Sending...',
  sentAgain: 'Queued to send again',
  sentAgainDetail: (title: string) => `The ${title.toLowerCase()} will be tried again in a moment.`,
  sendAgainFailed: 'Could not send again',
  /** When the API sent no message of its own. */
  failedDetail: 'The server did not answer. Please try again.',
} as const;

export const BETA_COPY = {
  pageTitle: adminPageTitle('Beta Signups'),
  description: 'Email addresses signed up for the private beta, newest first.',
  eyebrow: 'Operations',
  heading: 'Beta signups',
  intro: 'Everyone who joined the private beta list from the website, newest first.',
  tableLabel: 'Beta signups',
  loading: 'Loading beta signups...',
  failed: 'Failed to load beta signups',
  empty: 'No beta signups yet.',
  columns: { email: 'Email', signedUp: 'Signed up' },
  total: (total: number) => `${formatCount(total)} ${total === 1 ? 'person has' : 'people have'} signed up.`,
  fileName: 'beta-signups',
} as const;
