import type { Campaign } from '../../../lib/campaigns';
import { adminPageTitle, type AdminPageCopy } from '../admin-content';
import { formatCount } from '../../../components/stats/format';

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
    sortNote: 'Sorted by views + taps, highest first, until you pick a column.',
    fileName: 'launch-party-influencer-stats',
  },
};

export const TABLE_COPY = {
  rowActions: 'Actions',
  loading: 'Loading influencer stats...',
  filterLabel: 'Filter by handle',
  filterPlaceholder: 'e.g. surfer_jane',
  exportCsv: 'Export CSV',
  noMatch: (query: string) => `No handle matches “${query}”.`,
  exporting: 'Exporting...',
  exportFailed: 'The CSV could not be made',
  exportFailedDetail: 'Reading the records failed. Please try again.',
  pagerLabel: 'Pages of influencers',
  previous: 'Previous page',
  next: 'Next page',
  pageStatus: (first: number, last: number, total: number) => `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} influencers`,
  columns: {
    influencer: 'Influencer',
    uniqueVisitors: 'Visitors',
    pageViews: 'Page views',
    appStoreClicks: 'App Store taps',
    playStoreClicks: 'Google Play taps',
    viewsAndClicks: 'Views + taps',
    installs: 'Installs',
    appStoreInstalls: 'App Store installs',
    playStoreInstalls: 'Google Play installs',
    installsPer100Visitors: 'Installs per 100 visitors',
    uniqueAppStoreClicks: 'Visitors who tapped App Store',
    uniquePlayStoreClicks: 'Visitors who tapped Google Play',
    uniqueStoreVisitors: 'Visitors who tapped a store',
    botCalls: 'Bot calls',
    conversion: 'Conversion',
    visitorConversion: 'Visitor conversion',
    updatedAt: 'Updated at',
  },
  /** The title of a "—" in an installs column. */
  noFigure: (key: 'installs' | 'appStoreInstalls' | 'playStoreInstalls' | 'installsPer100Visitors', record: { installs: number | null }) =>
    key === 'appStoreInstalls'
      ? 'The App Store has not reported these days.'
      : key === 'playStoreInstalls'
        ? 'Google Play has not reported these days.'
        : record.installs === null
          ? 'Neither store has reported these days.'
          : 'No visitors in these days.',
  /** Where the CSV file says more than the table's header. */
  csvHeaders: { conversion: 'Conversion rate (%)', visitorConversion: 'Visitor conversion (%)' },
  /** The lines under the table (docs/product.md, "Dashboards"). */
  countingNote:
    'Visitors: each person once a day per influencer, known by a hash of a secret that changes daily, their address and their browser. No cookie is used. Crawlers, link previews and prefetches count as bot calls, never as visitors.',
  installsNote:
    'Taps are taps on the store buttons. Installs are read in App Store Connect (App Analytics, Campaigns) and the Play Console (User acquisition), per influencer from the store links’ campaign, once their files are imported under Installs: App Store first-time downloads and Google Play store listing acquisitions.',
} as const;

/** The line above the table: up to which day each store's installs are imported. */
export const INSTALLS_THROUGH_COPY = {
  through: (store: string, day: string) => `${store} through ${day}`,
  notYet: (store: string) => `${store}: no reports yet`,
  stores: { appStore: 'App Store', playStore: 'Google Play' },
  none: 'No store reports imported yet',
  importLink: 'Import the stores’ files',
} as const;

export const SUMMARY_COPY = {
  label: 'Totals',
  uniqueVisitors: 'Visitors',
  pageViews: 'Total views',
  appStoreClicks: 'App Store taps',
  playStoreClicks: 'Google Play taps',
  installs: 'Installs',
  installsPer100Visitors: 'Installs per 100 visitors',
  noInstalls: 'No store has reported these days.',
  conversion: 'Overall conversion',
  visitorConversion: 'Visitor conversion',
} as const;

export const RANGE_NOTE_COPY = {
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
  date: 'Date',
} as const;
