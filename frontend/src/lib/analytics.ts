import { sendBeacon } from './beacon';

/** The first-party analytics events of docs/first-paint.md. */
export type AnalyticsEventName =
  'app_store_click' | 'play_store_click' | 'getapp_page_visit' | 'invite_page_visit' | 'qr_page_visit' | 'download_app' | 'launch_party_learn_more' | 'page_view';

export type AnalyticsEvent = {
  event: AnalyticsEventName;
  category: string;
  label?: string;
  value?: number;
};

/** Records an event at POST /api/analytics/events: no cookies, no personal data, no third party. */
export function trackEvent(analyticsEvent: AnalyticsEvent): void {
  sendBeacon('analytics/events', { ...analyticsEvent, path: window.location.pathname });
}
