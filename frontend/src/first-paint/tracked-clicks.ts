import { trackEvent } from './analytics';
import { readStore, readTrackedClick, TRACKED_CLICK_SELECTOR, type Store } from '../lib/page-markup';
import { storeUrl } from '../lib/store-links';
import { campaignVisitAt, trackInfluencer, type InfluencerAction } from './campaign-pages';

const STORE_CLICK: Record<Store, InfluencerAction> = { 'app-store': 'app-store-click', 'play-store': 'play-store-click' };

/**
 * Records every click on a tracked element (a store badge, a download or learn-more link) from one
 * listener on the document, in the capture phase: it sees the click whether React has hydrated the
 * element or not, and whatever React does with it. On an influencer's page a store badge also
 * counts for the influencer and leaves for the store link of the influencer's campaign, and an
 * event without its own label is labelled with the handle.
 * Returns its removal.
 */
export function recordTrackedClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest(TRACKED_CLICK_SELECTOR) : null;
    if (!element) return;
    const campaignVisit = campaignVisitAt(window.location);
    const analytics = readTrackedClick(element);
    if (analytics) trackEvent({ ...analytics, label: analytics.label ?? campaignVisit?.influencer });
    const store = readStore(element);
    if (store && campaignVisit) {
      trackInfluencer(campaignVisit.campaign, STORE_CLICK[store], campaignVisit.influencer);
      // The prerendered badge, which knows no handle, leaves with the campaign's store link too
      // (docs/product.md, "Installs per influencer"): the browser follows the link after this listener.
      element.setAttribute('href', storeUrl(store, campaignVisit));
    }
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
