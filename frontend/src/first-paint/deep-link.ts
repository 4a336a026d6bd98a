import { brand } from '../config/brand';
import type { AppPlatform } from './device';
import { goTo } from './location';
import { type StoreCampaign, storeUrl } from '../lib/store-links';

/** docs/first-paint.md: the app is tried 1.5 s after the page is shown; the store takes over 10 s later. */
export const DEEP_LINK_DELAY_MS = 1_500;
export const STORE_FALLBACK_AFTER_MS = 10_000;

/** What counts as the visitor using the page (docs/first-paint.md): they are staying, so no redirect. */
const INTERACTION_EVENTS: Record<Exclude<AppPlatform, 'desktop'>, readonly string[]> = {
  ios: ['click', 'touchstart', 'focus'],
  android: ['focus', 'blur'],
};

/**
 * Starts the open-the-app flow and returns its cleanup. On a phone: wait 1.5 s, try the app's
 * custom scheme, then watch for 10 s. A page that went hidden means the app
 * opened; a click, touch or focus change means the visitor is reading the page. Neither: the app
 * is not installed, so go to the store. An attempt that throws goes to the store at once. Leaving
 * the page (pagehide, a followed link, a reload) ends it. On an influencer's page the store link carries `campaign`, as its
 * badges do (docs/product.md, "Installs per influencer").
 */
export function startDeepLinkFlow(platform: AppPlatform, campaign: StoreCampaign | null = null): () => void {
  if (platform === 'desktop') return () => {};
  const store = storeUrl(platform === 'ios' ? 'app-store' : 'play-store', campaign);

  const interactionEvents = INTERACTION_EVENTS[platform];
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;

  const stopWatching = () => {
    clearTimeout(fallbackTimer);
    interactionEvents.forEach((name) => window.removeEventListener(name, onInteraction, true));
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
  const settle = () => {
    settled = true;
    stopWatching();
  };
  function onInteraction() {
    settle();
  }
  function onVisibilityChange() {
    if (document.visibilityState === 'hidden') settle();
  }

  let attempting = false;
  const attemptTimer = setTimeout(() => {
    attempting = true;
    try {
      goTo(brand.appDeepLink);
    } catch {
      settle();
      goTo(store);
      return;
    } finally {
      attempting = false;
    }
    if (settled) return;
    // Capture phase on window: focus and blur do not bubble, and clicks count wherever they land.
    interactionEvents.forEach((name) => window.addEventListener(name, onInteraction, true));
    document.addEventListener('visibilitychange', onVisibilityChange);
    fallbackTimer = setTimeout(() => {
      stopWatching();
      if (!settled && document.visibilityState !== 'hidden') goTo(store);
      settled = true;
    }, STORE_FALLBACK_AFTER_MS);
  }, DEEP_LINK_DELAY_MS);

  // Leaving the page ends the flow: a page kept in the back/forward cache would otherwise resume its
  // timers when the visitor comes back (from the store, say) and try the app, then the store, again.
  const stop = () => {
    clearTimeout(attemptTimer);
    window.removeEventListener('pagehide', stop);
    window.removeEventListener('click', onLinkFollowed, true);
    window.removeEventListener('beforeunload', onLeaving);
    settle();
  };
  // So does following a link (a store badge), from the tap: pagehide waits for the next page to
  // answer, and an attempt in between would abort the visitor's navigation.
  function onLinkFollowed(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a[href]')) stop();
  }
  // Likewise a reload or a typed address, told by beforeunload before the browser asks for the next
  // page (not by the attempt's own navigation, should a browser send it one).
  function onLeaving() {
    if (!attempting) stop();
  }
  window.addEventListener('pagehide', stop);
  window.addEventListener('click', onLinkFollowed, true);
  window.addEventListener('beforeunload', onLeaving);
  return stop;
}
