import { REPORT_PAGE_PATH } from '../report-links';
import { CAMPAIGN_PAGES } from '../tracking';

/** In a value of their own so the first-paint script takes them without the whole route table (bench/bundle). */
export const DOWNLOAD_PAGES = {
  getApp: '/getapp',
  qrApp: '/qr/app',
} as const;

/** docs/product.md, "Routes": the frontend's router and prerender read it from lib/contract.ts. */
export const SITE_PAGES = {
  home: '/',
  oldHome: '/old_home',
  resources: '/resources',
  pricing: '/pricing',
  blog: '/blog',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  communityGuidelines: '/community-guidelines',
  faq: '/faq',
  support: '/support',
  smsConsentPolicy: '/SMS-consent-policy',
  smsOptIn: '/sms-opt-in',
  news: '/news',
  launchParty: CAMPAIGN_PAGES['launch-party'],
  deleteAccount: '/delete',
  qrApp: DOWNLOAD_PAGES.qrApp,
  getApp: DOWNLOAD_PAGES.getApp,
  invite: CAMPAIGN_PAGES.influencer,
  adminAnalytics: '/admin/analytics',
  influencerStats: '/admin/influencer-stats',
  launchPartyStats: '/admin/launch-party-influencer-stats',
  adminLinks: '/admin/links',
  adminSupportRequests: '/admin/support-requests',
  adminBetaSignups: '/admin/beta-signups',
  adminReportLinks: '/admin/report-links',
  /** One prerendered page for every /report/<token>: the token is read in the browser. */
  report: REPORT_PAGE_PATH,
  adminDigest: '/admin/digest',
  adminInstalls: '/admin/installs',
  spotTest: '/spot_test',
  steamerLanePoint: '/spots/steamerlane_point',
  random: '/random',
} as const;

const PAGE_PATHS: ReadonlySet<string> = new Set(Object.values(SITE_PAGES));

export function sitePageOf(path: string): string | null {
  if (path.startsWith(`${REPORT_PAGE_PATH}/`)) return REPORT_PAGE_PATH;
  return PAGE_PATHS.has(path) ? path : null;
}

/** A path the site has no page for counts as this page, labelled with the path (docs/analytics.md, "Pages"). */
export const NOT_FOUND_PAGE = '/404';

/** The admin's pages are the team's own visits: never counted (docs/analytics.md, "Pages"). */
export const ADMIN_PATH_PREFIX = '/admin';

export function isAdminPath(path: string): boolean {
  return path === ADMIN_PATH_PREFIX || path.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/** The pages of the site the analytics count: the Top pages card lists these only. */
export const COUNTED_PAGES: readonly string[] = [...PAGE_PATHS].filter((path) => !isAdminPath(path));
