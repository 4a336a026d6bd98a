import { readStore, STORE_BADGE_SELECTOR, type Store } from '../lib/page-markup';
import { storeUrl } from '../lib/store-links';
import type { CampaignVisit } from './campaign-pages';

/** Points one store badge at the store link of the influencer's campaign (docs/product.md, "Installs per influencer"). */
export function linkStoreBadge(badge: Element, store: Store, visit: CampaignVisit): void {
  badge.setAttribute('href', storeUrl(store, visit));
}

/**
 * Points every store badge of the page at the campaign's store links: the prerendered page, which
 * knows no handle, carries the plain links until React has read the handle; this runs as soon as
 * the page is parsed, so a badge is right from first paint.
 */
export function linkStoreBadges(visit: CampaignVisit): void {
  const link = () => {
    for (const badge of document.querySelectorAll(STORE_BADGE_SELECTOR)) {
      const store = readStore(badge);
      if (store) linkStoreBadge(badge, store, visit);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', link, { once: true });
  else link();
}
