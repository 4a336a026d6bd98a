import { isAdminPath, sitePageOf } from '../config/paths';
import type { CreateAnalyticsEvent } from '../lib/api-types';
import { ANALYTICS_LIMITS, NOT_FOUND_PAGE } from '../lib/contract';
import { type LandingTags, landingTagsOf, referrerOf } from '../lib/landing-tags';
import { sendBeacon } from './beacon';

let landingTags: LandingTags = {};

/** Once per page load, from the URL the visitor landed on: client navigations keep them (docs/analytics.md). */
export function readLandingTags(): void {
  landingTags = landingTagsOf(window.location.search);
}

/**
 * What the analytics count of the page at `pathname` (docs/analytics.md, "Pages"): its page (a
 * report without its token) and the label of its page view, on the 404 page the path that missed;
 * null on the admin's pages, which count nothing.
 */
export function analyticsPageOf(pathname: string): { path: string; label: string } | null {
  if (isAdminPath(pathname)) return null;
  const page = sitePageOf(pathname);
  return page ? { path: page, label: page } : { path: NOT_FOUND_PAGE, label: pathname.slice(0, ANALYTICS_LIMITS.label) };
}

/** Records an event of docs/first-paint.md at POST /api/analytics/events, with the page, referrer, landing tags and width: no cookies, no third party. */
export function trackEvent(analyticsEvent: Omit<CreateAnalyticsEvent, 'path'>): void {
  const page = analyticsPageOf(window.location.pathname);
  if (!page) return;
  sendBeacon('analytics/events', {
    ...analyticsEvent,
    path: page.path,
    referrer: referrerOf(document.referrer),
    ...landingTags,
    screenWidth: window.innerWidth,
  } satisfies CreateAnalyticsEvent);
}
