import type { AnalyticsEventName } from './api-types';

/**
 * The markup contract between React and the first-paint script (src/first-paint): React renders
 * these attributes into the prerendered HTML, the script acts on them from first paint on, whether
 * or not React has arrived. Each behaviour has this one implementation (docs/first-paint.md).
 */

export type Store = 'app-store' | 'play-store';

/**
 * Set on <html> by the first-paint script before first paint; CSS then shows each element marked
 * for one kind of device only there (the header's two Download links), before React loads.
 */
export const DEVICE_ATTRIBUTE = 'data-device';
export const DEVICE_ONLY_ATTRIBUTE = 'data-device-only';
export const DEVICE_KIND = { mobile: 'mobile', desktop: 'desktop' } as const;
export type DeviceKind = (typeof DEVICE_KIND)[keyof typeof DEVICE_KIND];

/** The props that show an element only on one kind of device (GlobalStyle hides it on the other). */
export function deviceOnly(device: DeviceKind): Record<string, string> {
  return { [DEVICE_ONLY_ATTRIBUTE]: device };
}

/** Set on <html> and dispatched on document by React once the page has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const HYDRATED_EVENT = 'lineup:hydrated';

/** Set on <html> by the first-paint script while an action taken before hydration (a form sent, a button React completes) waits for React. */
export const ACTION_HELD_ATTRIBUTE = 'data-action-held';

/** User Timing marks: when the page's actions work, and when React has hydrated (read by bench/lighthouse). */
export const ACTIONS_READY_MARK = 'lineup:actions-ready';
export const HYDRATED_MARK = 'lineup:hydrated';

/**
 * The first-paint script's own tag names the app's entry module and the modules to preload with it,
 * and the Web Vitals module, which loads on every page whether React does or not.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';
export const WEB_VITALS_ENTRY_ATTRIBUTE = 'data-web-vitals-entry';

/**
 * On an element React must render for the page to be whole (a map, figures read after load, the
 * invite's handle): when it is near the viewport after the load event, the first-paint script loads
 * React then instead of at the visitor's first input (docs/first-paint.md, "Loading React"). A value
 * names the query parameter without which the element needs no React.
 */
export const APP_NEEDED_ATTRIBUTE = 'data-app-needed';

export function appNeeded(queryParameter = ''): Record<string, string> {
  return { [APP_NEEDED_ATTRIBUTE]: queryParameter };
}

const EVENT = 'data-track-event';
const CATEGORY = 'data-track-category';
const LABEL = 'data-track-label';
const STORE = 'data-store';

/** Elements whose click the first-paint script records. */
export const TRACKED_CLICK_SELECTOR = `[${EVENT}], [${STORE}]`;

export type TrackedClick = { event: AnalyticsEventName; category: string; label?: string };

/** Attributes that make a click on the element record this analytics event. */
export function trackedClick({ event, category, label }: TrackedClick): Record<string, string> {
  return { [EVENT]: event, [CATEGORY]: category, ...(label === undefined ? {} : { [LABEL]: label }) };
}

/** The analytics event of a store badge: the store click, category download, labelled with the page. */
export function storeClick(label: string): (store: Store) => TrackedClick {
  return (store) => ({ event: store === 'app-store' ? 'app_store_click' : 'play_store_click', category: 'download', label });
}

/** A store badge: records its analytics event, and on an influencer's page counts the click for the influencer. */
export function storeBadge(store: Store, click: TrackedClick): Record<string, string> {
  return { [STORE]: store, ...trackedClick(click) };
}

export function readTrackedClick(element: Element): TrackedClick | null {
  const event = element.getAttribute(EVENT) as AnalyticsEventName | null;
  if (!event) return null;
  const label = element.getAttribute(LABEL);
  return { event, category: element.getAttribute(CATEGORY) ?? '', ...(label === null ? {} : { label }) };
}

export function readStore(element: Element): Store | null {
  const store = element.getAttribute(STORE);
  return store === 'app-store' || store === 'play-store' ? store : null;
}
