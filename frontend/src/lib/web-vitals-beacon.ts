import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { sitePageOf } from '../config/paths';
import { landingTagsOf } from './landing-tags';
import type { CreateWebVitals } from './api-types';
import { ANALYTICS_LIMITS, CONNECTION_TYPES, WEB_VITAL_MAX } from './contract';

type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** Network Information API, Chromium only: https://developer.mozilla.org/docs/Web/API/NetworkInformation/effectiveType */
function connectionType(): ConnectionType | undefined {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type);
}

/**
 * One beacon per page load, the first time the page is hidden, with the vitals measured by then
 * (web-vitals reports CLS, INP and LCP at that moment). Client navigations add no beacon: the
 * library measures the document load only. The listeners are on window, bubbling, so they run after
 * web-vitals' own (capturing) ones have reported.
 */
export function reportWebVitalsWhenHidden(): void {
  // The document's own URL, whatever client navigations happened since: its vitals belong to it.
  const loaded = new URL(performance.getEntriesByType('navigation')[0]?.name ?? location.href);
  // A report's page without its token (docs/report-links.md).
  const path = sitePageOf(loaded.pathname);
  // The 404 page has no vitals of its own: the API would refuse them.
  if (path === null) return;
  const measured: Partial<Record<Metric['name'], number>> = {};
  const keep = (metric: Metric) => {
    // Out of the API's bounds, the whole beacon would be refused: the other vitals still count.
    if (metric.value >= 0 && metric.value <= WEB_VITAL_MAX[metric.name]) measured[metric.name] = metric.value;
  };
  onLCP(keep);
  // Every change, not only the final value: the library handles an interaction in an idle moment, and
  // the tap that hides the page (a store link) has none before the hidden event, where the final
  // report would leave it out. The beacon sends the latest value once anyway.
  onINP(keep, { reportAllChanges: true });
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);

  let sent = false;
  const send = (event: Event) => {
    if (sent || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || Object.keys(measured).length === 0) return;
    sent = true;
    const body: CreateWebVitals = {
      ...measured,
      path,
      connection: connectionType(),
      referrer: document.referrer.slice(0, ANALYTICS_LIMITS.referrer) || undefined,
      ...landingTagsOf(loaded.search),
      screenWidth: window.innerWidth,
    };
    navigator.sendBeacon('/api/analytics/vitals', new Blob([JSON.stringify(body)], { type: 'application/json' }));
  };
  window.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
