import { DOWNLOAD_PAGES } from '../config/download-pages';
import { CAMPAIGN_PAGES } from '../lib/contract';
import { readLandingTags, trackEvent } from './analytics';
import type { AnalyticsEventName } from '../lib/api-types';
import { startDeepLinkFlow } from './deep-link';
import { browserDeviceSignals, detectPlatform } from './device';
import { campaignVisitAt, trackInfluencer } from './campaign-pages';

type PageVisit = {
  /** Recorded once per visit, labelled with the visitor's platform (ios, android or desktop). */
  event: AnalyticsEventName;
  /** The page tries to open the app (docs/first-paint.md, "The open-the-app flow"). */
  opensApp: boolean;
};

const PAGE_VISITS: Partial<Record<string, PageVisit>> = {
  [DOWNLOAD_PAGES.getApp]: { event: 'getapp_page_visit', opensApp: true },
  [CAMPAIGN_PAGES.influencer]: { event: 'invite_page_visit', opensApp: true },
  [DOWNLOAD_PAGES.qrApp]: { event: 'qr_page_visit', opensApp: false },
};

const HISTORY_METHODS = ['pushState', 'replaceState'] as const;

/**
 * Records each page the visitor sees, loaded directly or reached by client-side navigation, once:
 * the analytics page view, the page's own visit event, the influencer's page view, and on the
 * download and invite pages the open-the-app flow, which the next page stops. The router moves
 * through history.pushState/replaceState and the browser through popstate; a change that keeps
 * the page (a hash, a query on a page without a campaign) counts nothing. Returns its removal.
 */
export function watchPageVisits(): () => void {
  readLandingTags();
  let current: string | null = null;
  let stopPage = () => {};

  const visit = () => {
    const { pathname } = window.location;
    const campaignVisit = campaignVisitAt(window.location);
    const key = `${pathname} ${campaignVisit?.influencer ?? ''}`;
    if (key === current) return;
    current = key;
    stopPage();

    // Its label is its page, which the API names (docs/analytics.md, "Pages").
    trackEvent({ event: 'page_view', category: 'navigation' });
    const platform = detectPlatform(browserDeviceSignals());
    const page = PAGE_VISITS[pathname];
    if (page) trackEvent({ event: page.event, category: 'download', label: platform });
    if (campaignVisit) trackInfluencer(campaignVisit.campaign, 'page-view', campaignVisit.influencer);
    stopPage = page?.opensApp ? startDeepLinkFlow(platform, campaignVisit) : () => {};
  };

  const originals = HISTORY_METHODS.map((method) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called back with apply(this) on history, below.
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      visit();
    };
    return original;
  });
  window.addEventListener('popstate', visit);
  visit();

  return () => {
    stopPage();
    HISTORY_METHODS.forEach((method, index) => (window.history[method] = originals[index]));
    window.removeEventListener('popstate', visit);
  };
}
