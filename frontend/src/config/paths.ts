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
  paths.adminInstalls,
];

/**
 * The page a pathname shows (the API's sitePageOf): a trailing slash is the same page, every
 * /report/<token> is the report page, without its token; null where the site has none (the 404 page).
 */
export function sitePageOf(pathname: string): SitePath | null {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (path.startsWith(`${paths.report}/`)) return paths.report;
  return SITE_PATHS.find((page) => page === path) ?? null;
}
