import type { AnalyticsBreakdown, AnalyticsEventName } from '../../../lib/api-types';
import { adminPageTitle, type AdminPageCopy } from '../admin-content';

export const ANALYTICS_PAGE_COPY: AdminPageCopy = {
  pageTitle: adminPageTitle('Analytics'),
  description: 'Where visitors come from, what they use and which pages lead to the stores.',
  eyebrow: 'Site analytics',
  heading: 'Analytics',
  intro: 'Where surfers come from, what they use and which pages send them to the stores. First-party and cookieless: no visitor is followed from one day to the next.',
};

/** Under the range picker: "Nov 1 – Nov 30 · compared with Oct 2 – Oct 31 · Days are UTC days." */
export const rangeNote = (days: string, previous?: string): string => [days, ...(previous ? [`compared with ${previous}`] : []), 'Days are UTC days.'].join(' · ');

export const FIGURES_COPY = {
  label: 'Top figures',
  visitors: 'Visitors',
  pageViews: 'Page views',
  storeTaps: 'Store taps',
  storeVisitors: 'Visitors who tapped a store',
  storeVisitorShare: (share: string) => `${share} of visitors`,
  botPageViews: 'Bot page views',
  change: {
    up: (percent: string) => `Up ${percent} on the previous period`,
    down: (percent: string) => `Down ${percent} on the previous period`,
    same: 'Same as the previous period',
    new: 'None in the previous period',
  },
  visitorsNote: 'A visitor figure over several days is the sum of each day’s visitors: the cookieless id changes every day, so one surfer on two days counts twice.',
} as const;

export const CHART_COPY = {
  title: 'Visitors and page views',
  label: 'Visitors and page views over the range, with the previous period dashed',
  visitors: 'Visitors',
  pageViews: 'Page views',
  previousVisitors: 'Visitors, previous period',
  previousPageViews: 'Page views, previous period',
} as const;

export const REALTIME_COPY = {
  visitors: (count: string, minutes: number) => `${count} ${count === '1' ? 'visitor' : 'visitors'} in the last ${minutes} minutes`,
  unknown: 'Visitors right now: unavailable',
} as const;

export const FILTERS_COPY = {
  label: 'Filters',
  remove: (name: string, value: string) => `Remove the filter ${name}: ${value}`,
  clearAll: 'Clear filters',
  filterBy: (name: string, value: string) => `Show only ${name}: ${value}`,
} as const;

/** What each dimension is called: card tabs, filter chips and CSV headers. */
export const DIMENSION_NAMES: Record<AnalyticsBreakdown, string> = {
  page: 'Page',
  source: 'Source',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  ref: 'Ref',
  device: 'Device',
  browser: 'Browser',
  os: 'System',
  country: 'Country',
  screen: 'Screen size',
  goal: 'Goal',
  notFound: 'Path that missed',
};

export const CARD_COPY = {
  pages: 'Top pages',
  notFound: 'Not found',
  notFoundNote: 'Views of the 404 page, by the address that missed: a broken link somewhere, or a page that moved.',
  sources: 'Sources',
  devices: 'Devices',
  browsers: 'Browsers',
  systems: 'Systems',
  countries: 'Countries',
  goals: 'Goals',
  goalsNote:
    'Store taps by page and store, QR and download page visits by phone, downloads and learn-more clicks. Conversion: the share of the goal’s visitors who tapped a store that day.',
  columns: { visitors: 'Visitors', pageViews: 'Page views', events: 'Events', share: 'Share', conversion: 'Tapped store', storeVisitors: 'Visitors who tapped a store' },
  exportCsv: 'CSV',
  exportLabel: (title: string) => `Download ${title} as CSV`,
  exportFailed: 'The CSV could not be made: the figures did not load. Try again.',
  loading: 'Loading…',
  failed: 'Could not load these figures.',
  empty: 'Nothing in this range.',
  tabsLabel: (title: string) => `${title}: show by`,
} as const;

export const SPEED_COPY = {
  title: 'Speed',
  tableLabel: 'Web Vitals per page and device: the 75th percentile of each',
  columns: { page: 'Page', device: 'Device', pageViews: 'Page views' },
  bands: { good: 'Good', needsImprovement: 'Needs improvement', poor: 'Poor' },
  legendLabel: 'Bands',
  thresholds: (list: string) => `Good up to / poor above: ${list}`,
  /** One cell of a vital: what a screen reader and the tooltip say. */
  cellTitle: (vital: string, p75: string, band: string, shares: string, pageViews: string) => `${vital} p75 ${p75} (${band}). ${shares}. From ${pageViews} page views.`,
  shares: (good: string, needsImprovement: string, poor: string) => `Good ${good}, needs improvement ${needsImprovement}, poor ${poor}`,
  notMeasured: 'not measured',
  csv: {
    p75: (vital: string, unit: string) => `${vital} p75${unit ? ` (${unit})` : ''}`,
    band: (vital: string) => `${vital} band`,
    share: (vital: string, band: string) => `${vital} ${band.toLowerCase()} (%)`,
    pageViews: (vital: string) => `${vital} page views`,
  },
  showAll: (count: number) => `Show all ${count}`,
  showFewer: 'Show fewer',
  empty: 'No Web Vitals in this range yet: they arrive when a visitor leaves a page.',
  note: 'Real visitors’ Web Vitals, measured once per page load and sent when the page is hidden; bots are left out. Each cell is the 75th percentile, coloured by Google’s thresholds, over the share of page loads in each band. Client-side navigations are not measured: a page’s vitals are those of the page a visitor loaded.',
} as const;

export const PAGE_STATES_COPY = {
  failed: 'The analytics could not be loaded. Check the connection and try again.',
  retry: 'Try again',
  empty: 'No visits in this range yet. Pick a longer range, or remove a filter.',
} as const;

export const GOAL_NAMES: Record<Exclude<AnalyticsEventName, 'page_view'>, string> = {
  app_store_click: 'App Store tap',
  play_store_click: 'Google Play tap',
  getapp_page_visit: 'Download page visit',
  invite_page_visit: 'Invite page visit',
  qr_page_visit: 'QR page visit',
  download_app: 'Download link',
  launch_party_learn_more: 'Launch party: learn more',
};

export const PLATFORM_NAMES: Record<string, string> = { ios: 'iPhone', android: 'Android', desktop: 'desktop' };

export const DIRECT_SOURCE = 'Direct';
