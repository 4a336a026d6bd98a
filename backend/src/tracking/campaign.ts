export const CAMPAIGNS = ['influencer', 'launch-party'] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

/** The stores whose reports give installs: tracking keeps them as counted, per store (installs/ imports them). */
export const INSTALL_STORES = ['app-store', 'play-store'] as const;
export type InstallStore = (typeof INSTALL_STORES)[number];

export const CAMPAIGN_PAGES = {
  influencer: '/invite',
  'launch-party': '/launch-party-santa-cruz',
} as const satisfies Record<Campaign, `/${string}`>;

/** Fixed by the API's clients (docs/api.md). */
export const CAMPAIGN_PATHS = {
  influencer: 'influencer',
  'launch-party': 'launch-party-influencer',
} as const satisfies Record<Campaign, string>;

export const TRACKING_KINDS = ['page_view', 'app_store_click', 'play_store_click'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** A visitor row of this kind stands for a tap on either store, so a visitor who taps both counts once in uniqueStoreVisitors. */
export const STORE_VISITOR_KIND = 'store_click';
export const VISITOR_KINDS = [...TRACKING_KINDS, STORE_VISITOR_KIND] as const;
export type VisitorKind = (typeof VISITOR_KINDS)[number];
