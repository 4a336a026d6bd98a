import type { CreateAnalyticsEvent } from '../lib/api-types';
import { ANALYTICS_LIMITS } from '../lib/contract';
import { sendBeacon } from './beacon';

type LandingTags = Pick<CreateAnalyticsEvent, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'ref'>;

const LANDING_TAGS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', ref: 'ref' } as const;

// eslint-disable-next-line no-control-regex -- control characters and line breaks are what the API refuses in a tag.
const ONE_LINE = /^[^\0-\x1f\x7f-\x9f\u2028\u2029]+$/;

let landingTags: LandingTags = {};

/** Once per page load, from the URL the visitor landed on: client navigations keep them (docs/analytics.md). */
export function readLandingTags(): void {
  const query = new URLSearchParams(window.location.search);
  landingTags = {};
  for (const [field, parameter] of Object.entries(LANDING_TAGS)) {
    const tag = query.get(parameter)?.trim();
    // One the API would refuse, with the whole event, is left out.
    if (tag && tag.length <= ANALYTICS_LIMITS.tag && ONE_LINE.test(tag)) landingTags[field as keyof LandingTags] = tag;
  }
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
