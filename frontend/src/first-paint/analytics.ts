import type { CreateAnalyticsEvent } from '../lib/api-types';
import { ANALYTICS_LIMITS } from '../lib/contract';
import { type LandingTags, landingTagsOf } from '../lib/landing-tags';
import { sendBeacon } from './beacon';

let landingTags: LandingTags = {};

/** Once per page load, from the URL the visitor landed on: client navigations keep them (docs/analytics.md). */
export function readLandingTags(): void {
  landingTags = landingTagsOf(window.location.search);
}

/** Records an event of docs/first-paint.md at POST /api/analytics/events, with the page's path, referrer, landing tags and width: no cookies, no third party. */
export function trackEvent(analyticsEvent: Omit<CreateAnalyticsEvent, 'path'>): void {
  sendBeacon('analytics/events', {
    ...analyticsEvent,
    path: window.location.pathname,
    referrer: document.referrer.slice(0, ANALYTICS_LIMITS.referrer) || undefined,
    ...landingTags,
    screenWidth: window.innerWidth,
  } satisfies CreateAnalyticsEvent);
}
