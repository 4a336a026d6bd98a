export const CAMPAIGNS = ['influencer', 'launch-party'] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

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
