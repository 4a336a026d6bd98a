import type { CreateAnalyticsEvent } from '../lib/api-types';
import { ADMIN_PATH_PREFIX, ANALYTICS_LIMITS, REPORT_PAGE_PATH } from '../lib/contract';
import { type LandingTags, landingTagsOf, referrerOf } from '../lib/landing-tags';
import { sendBeacon } from './beacon';

let landingTags: LandingTags = {};

/** Once per page load, from the URL the visitor landed on: client navigations keep them (docs/analytics.md). */
export function readLandingTags(): void {
  landingTags = landingTagsOf(window.location.search);
}

/**
 * The address the analytics are sent for (docs/analytics.md, "Pages"): a report's without its token
 * (its address is its key, docs/report-links.md); null on the admin's pages, which count nothing.
 * The API knows the site's pages (the list stays out of this script, bench/bundle): any other
 * address is the 404 page's, counted by the address that missed.
 */
export function analyticsPathOf(pathname: string): string | null {
  if (pathname === ADMIN_PATH_PREFIX || pathname.startsWith(`${ADMIN_PATH_PREFIX}/`)) return null;
  return pathname.startsWith(`${REPORT_PAGE_PATH}/`) ? REPORT_PAGE_PATH : pathname.slice(0, ANALYTICS_LIMITS.path);
}

/** Records an event of docs/first-paint.md at POST /api/analytics/events, with the page, referrer, landing tags and width: no cookies, no third party. */
export function trackEvent(analyticsEvent: Omit<CreateAnalyticsEvent, 'path'>): void {
  const path = analyticsPathOf(window.location.pathname);
  if (path === null) return;
  sendBeacon('analytics/events', {
    ...analyticsEvent,
    path,
    referrer: referrerOf(document.referrer),
    ...landingTags,
    screenWidth: window.innerWidth,
  } satisfies CreateAnalyticsEvent);
}
