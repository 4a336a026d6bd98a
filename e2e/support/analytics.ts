import type { Page, Request } from '@playwright/test';

/** Whether `request` records the analytics event `event` (POST /api/analytics/events). */
export function isAnalyticsEvent(request: Request, event: string): boolean {
  return request.url().endsWith('/api/analytics/events') && request.postDataJSON()?.event === event;
}

/** The next analytics event `event` the page sends; its body is `postDataJSON()`. */
export function analyticsEvent(page: Page, event: string): Promise<Request> {
  return page.waitForRequest((request) => isAnalyticsEvent(request, event));
}
