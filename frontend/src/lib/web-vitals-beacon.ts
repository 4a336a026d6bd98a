import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { sitePageOf } from '../config/paths';
import { landingTagsOf, referrerOf } from './landing-tags';
import type { CreateWebVitals } from './api-types';
import { CONNECTION_TYPES, WEB_VITAL_MAX } from './contract';

type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** Network Information API, Chromium only: https://developer.mozilla.org/docs/Web/API/NetworkInformation/effectiveType */
function connectionType(): ConnectionType | undefined {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type);
}

/**
 * One beacon per page load, the first time the page is hidden: switching tab or app, or leaving it
 * by a link, the back button or closing the tab (a document that unloads fires `pagehide`, then
 * `visibilitychange` to hidden). web-vitals finalises CLS, INP and LCP on that visibilitychange in
 * its own listeners, capturing on window; this one, bubbling on window, runs after them with every
 * vital in, CLS 0 when nothing shifted (the library's README, "Send the results to an analytics
 * endpoint"). A tab closed while already hidden fires `pagehide` alone: the latest values are kept as
 * they change (`reportAllChanges`) for it. A page restored from the back/forward cache is the same
 * load, not a new one: the library measures the restore anew, which is kept out, and nothing more is
 * sent. Client navigations add no beacon: the library measures the document load only.
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
    if (metric.navigationType === 'back-forward-cache') return;
    // Out of the API's bounds, the whole beacon would be refused: the other vitals still count.
    if (metric.value >= 0 && metric.value <= WEB_VITAL_MAX[metric.name]) measured[metric.name] = metric.value;
  };
  // Every change, not only the final value: the library handles an interaction in an idle moment and
  // finalises LCP after the first input or when hidden, which a tab closed in the background never is.
  const everyChange = { reportAllChanges: true };
  onLCP(keep, everyChange);
  onINP(keep, everyChange);
  onCLS(keep, everyChange);
  onFCP(keep);
  onTTFB(keep);

  let sent = false;
  const send = () => {
    // A pagehide of a visible page is followed by its visibilitychange, once the library has reported.
    if (sent || document.visibilityState !== 'hidden' || Object.keys(measured).length === 0) return;
    sent = true;
    const body: CreateWebVitals = {
      ...measured,
      path,
      connection: connectionType(),
      referrer: referrerOf(document.referrer),
      ...landingTagsOf(loaded.search),
      screenWidth: window.innerWidth,
    };
    navigator.sendBeacon('/api/analytics/vitals', new Blob([JSON.stringify(body)], { type: 'application/json' }));
  };
  window.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
