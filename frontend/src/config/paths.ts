import { SITE_PAGES } from '../lib/contract';

/** Every route of the site (docs/product.md, "Routes"), named once in the API (backend/src/site/site-pages.ts), which refuses analytics of any other path. */
export const paths = SITE_PAGES;

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
