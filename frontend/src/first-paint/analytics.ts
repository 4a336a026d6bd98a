import type { CreateAnalyticsEvent } from '../lib/api-types';
import { sendBeacon } from './beacon';

/** Records an event of docs/first-paint.md at POST /api/analytics/events, with the page's path: no cookies, no personal data, no third party. */
export function trackEvent(analyticsEvent: Omit<CreateAnalyticsEvent, 'path'>): void {
  sendBeacon('analytics/events', { ...analyticsEvent, path: window.location.pathname } satisfies CreateAnalyticsEvent);
}
