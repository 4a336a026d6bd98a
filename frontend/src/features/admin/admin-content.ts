import { paths } from '../../config/paths';
import { brand } from '../../config/brand';
import { INFLUENCER_HANDLE_MAX_LENGTH } from '../../lib/influencer';
import type { SupportMailKind, SupportMailSkipReason, SupportMailStatus, SupportRequestStatus } from '../../lib/api-types';
import { SUPPORT_RESPONSE_HOURS } from '../../lib/support';
import type { Campaign } from '../../lib/campaigns';
import type { Store } from '../../lib/page-markup';

export type AdminNavItem = { label: string; to: string };

/** What every admin page says about itself: its head tags and the heading block above its sections. */
export type AdminPageCopy = { pageTitle: string; description: string; eyebrow: string; heading: string; intro: string };

const adminPageTitle = (name: string) => `${name} | ${brand.productName} Admin`;

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Invite stats', to: paths.influencerStats },
  { label: 'Launch party', to: paths.launchPartyStats },
  { label: 'Link builder', to: paths.adminLinks },
  { label: 'Support requests', to: paths.adminSupportRequests },
  { label: 'Beta signups', to: paths.adminBetaSignups },
];

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

export const LAYOUT_COPY = {
  badge: 'Admin',
  navLabel: 'Admin pages',
  logout: 'Log out',
  loggingOut: 'Logging out...',
  logoutFailed: 'Logout failed',
  logoutFailedDetail: 'The server did not confirm the logout. Please try again.',
  footer: 'Internal tools. Numbers come straight from the tracking API; nothing here is shared publicly.',
} as const;

export type DashboardCopy = AdminPageCopy & {
  failed: string;
  empty: string;
  tableLabel: string;
  sortNote?: string;
  /** Names the dashboard's CSV exports. */
  fileName: string;
};

/** The texts of docs/product.md for each dashboard, and the words around them. */
export const DASHBOARD_COPY: Record<Campaign, DashboardCopy> = {
  influencer: {
    eyebrow: 'Invite campaign',
    heading: 'Influencer Stats',
    intro: 'Visitors, page views and store-button taps from each influencer’s invite link.',
    pageTitle: adminPageTitle('Influencer Stats'),
    description: 'Visitors, page views, store-button taps and conversion for each influencer invite link.',
    failed: 'Failed to load influencer stats',
    empty: 'No influencer data yet. Share some invite links to get started!',
    tableLabel: 'Invite link stats per influencer',
    fileName: 'influencer-stats',
  },
  'launch-party': {
    eyebrow: 'Launch party · Santa Cruz',
    heading: 'Launch Party Influencer Stats',
    intro: 'How each influencer’s launch-party link is doing: visitors to the event page and the store-button taps they led to.',
    pageTitle: adminPageTitle('Launch Party Influencer Stats'),
    description: 'Visitors, page views, store-button taps and conversion for each launch-party influencer link.',
    failed: 'Failed to load stats',
    empty: 'No influencer data available yet',
    tableLabel: 'Launch party stats per influencer',
    sortNote: 'Sorted by views plus taps, highest first, until you pick a column.',
    fileName: 'launch-party-influencer-stats',
  },
};

export const TABLE_COPY = {
  loading: 'Loading influencer stats...',
  filterLabel: 'Filter by handle',
  filterPlaceholder: 'e.g. surfer_jane',
  exportCsv: 'Export CSV',
  noMatch: (query: string) => `No handle matches “${query}”.`,
  columns: {
    influencer: 'Influencer',
    uniqueVisitors: 'Visitors',
    pageViews: 'Page views',
    appStoreClicks: 'App Store taps',
    playStoreClicks: 'Google Play taps',
    botCalls: 'Bot calls',
    conversion: 'Conversion',
    visitorConversion: 'Visitor conversion',
  },
  csvHeaders: [
    'Influencer',
    'Visitors',
    'Page views',
    'App Store taps',
    'Google Play taps',
    'Visitors who tapped App Store',
    'Visitors who tapped Google Play',
    'Bot calls',
    'Conversion rate (%)',
    'Visitor conversion (%)',
    'Updated at',
  ],
  /** The lines under the table (docs/product.md, "Dashboards"). */
  countingNote:
    'Visitors: each person once a day per influencer, known by a hash of a secret that changes daily, their address and their browser. No cookie is used. Crawlers, link previews and prefetches count as bot calls, never as visitors.',
  installsNote:
    'Taps are taps on the store buttons. Installs are read in App Store Connect (App Analytics, Campaigns) and the Play Console (User acquisition), per influencer from the store links’ campaign.',
} as const;

export const SUMMARY_COPY = {
  label: 'Totals',
  uniqueVisitors: 'Visitors',
  pageViews: 'Total views',
  appStoreClicks: 'App Store taps',
  playStoreClicks: 'Google Play taps',
  conversion: 'Overall conversion',
  visitorConversion: 'Visitor conversion',
} as const;

export const RANGE_COPY = {
  label: 'Date range',
  from: 'From',
  to: 'To',
  allTimeNote: 'Showing every count since tracking began.',
  rangeNote: (from?: string, to?: string) => `Showing ${from ?? 'the start'} to ${to ?? 'today'} (UTC days).`,
} as const;

export const CHART_COPY = {
  heading: 'Counts over time',
  intro: 'Visitors, page views and store-button taps per day.',
  chartLabel: (heading: string) => `${heading}: visitors, page views and store-button taps per day`,
  loading: 'Loading daily counts...',
  failed: 'Failed to load daily counts',
  empty: 'No visits or taps in this period yet.',
  exportCsv: 'Export series CSV',
  series: { uniqueVisitors: 'Visitors', pageViews: 'Page views', appStoreClicks: 'App Store taps', playStoreClicks: 'Google Play taps' },
  csvHeaders: ['Date', 'Visitors', 'Page views', 'App Store taps', 'Google Play taps', 'Visitors who tapped App Store', 'Visitors who tapped Google Play', 'Bot calls'],
} as const;

export const LINKS_COPY = {
  pageTitle: adminPageTitle('Link Builder'),
  description: 'Invite and launch-party links with QR codes for an influencer.',
  eyebrow: 'Campaign tools',
  heading: 'Link builder',
  intro: 'Type an influencer’s handle to get their invite and launch-party links, and the store links that carry their campaign, ready to paste into a bio or print as a QR code.',
  handleLabel: 'Influencer handle',
  handleHint: `Letters, digits, dots, dashes and underscores; up to ${INFLUENCER_HANDLE_MAX_LENGTH} characters. A leading @ is fine.`,
  handleInvalid: `That handle cannot be tracked: use 1 to ${INFLUENCER_HANDLE_MAX_LENGTH} letters, digits, dots, dashes or underscores.`,
  placeholder: 'Type a handle to see its links and QR codes.',
  /** Each campaign's link card; `fileName` starts the names of its QR code files. */
  cards: {
    influencer: {
      title: 'Invite link',
      text: (handle: string) => `Opens the app download page headed “Join ${handle} on ${brand.productName}”. Visitors and store-button taps count toward Invite stats.`,
      fileName: 'invite',
    },
    'launch-party': {
      title: 'Launch party link',
      text: (handle: string) => `Opens the Santa Cruz launch party page with an “invited by ${handle}” banner. Visitors and store-button taps count toward Launch party stats.`,
      fileName: 'launch-party',
    },
  },
  /** The store links of a card: straight to a store, carrying the campaign and handle. */
  storeTitle: (title: string, store: Store) => `${title}, ${store === 'app-store' ? 'App Store' : 'Google Play'}`,
  storeText:
    'The store links skip the page: nothing counts here, but App Store Connect (Campaigns) and the Play Console (User acquisition) report the installs they bring, for this influencer.',
  linkLabel: (title: string) => `${title} URL`,
  copy: 'Copy link',
  copied: 'Link copied',
  copiedDetail: (link: string) => `${link} is on your clipboard.`,
  copyFailed: 'Could not copy',
  copyFailedDetail: 'Your browser blocked the clipboard. Select the link and copy it by hand.',
  open: 'Open',
  downloadPng: 'PNG',
  downloadSvg: 'SVG',
  qrAlt: (link: string) => `QR code for ${link}`,
  qrFailed: 'The QR code could not be drawn in this browser.',
} as const;

export const LIST_COPY = {
  exportCsv: 'Export CSV',
  exporting: 'Preparing CSV...',
  exportFailed: 'Export failed',
  exportFailedDetail: 'The server did not send the CSV. Please try again.',
  previous: 'Previous page',
  next: 'Next page',
  pageStatus: (first: number, last: number, total: number) => `${first}–${last} of ${total.toLocaleString('en-US')}`,
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
  attempts: (attempts: number) => `${attempts.toLocaleString('en-US')} ${attempts === 1 ? 'attempt' : 'attempts'}`,
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
  total: (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'person has' : 'people have'} signed up.`,
  fileName: 'beta-signups',
} as const;
