import { CAMPAIGN_PAGES, REPORT_PAGE_PATH } from '../lib/contract';
import { DOWNLOAD_PAGES } from './download-pages';

/** Every route of the site (docs/product.md, "Routes"), named once; the campaigns' pages are the API's (lib/contract.ts). */
export const paths = {
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
  spotTest: '/spot_test',
  steamerLanePoint: '/spots/steamerlane_point',
  random: '/random',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** Every path the server answers with a page (status 200); anything else is the 404 page. */
export const SITE_PATHS: readonly SitePath[] = Object.values(paths);

/** Kept out of search engines: the admin dashboards and the pages docs/product.md marks noindex. */
export const NOINDEX_PATHS: readonly SitePath[] = [
  paths.oldHome,
  paths.spotTest,
  paths.adminAnalytics,
  paths.influencerStats,
  paths.launchPartyStats,
  paths.adminLinks,
  paths.adminSupportRequests,
  paths.adminBetaSignups,
  paths.adminReportLinks,
  paths.report,
  paths.adminDigest,
];
