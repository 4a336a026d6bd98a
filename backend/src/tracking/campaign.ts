/**
 * The two tracking campaigns of docs/api.md, whose counts never mix: `influencer`, the invite
 * campaign (page /invite), and `launch-party` (page /launch-party-santa-cruz).
 */
export const CAMPAIGNS = ['influencer', 'launch-party'] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

/** Each campaign's public page: an influencer's link opens it, and its views and store taps count for the influencer. */
export const CAMPAIGN_PAGES = {
  influencer: '/invite',
  'launch-party': '/launch-party-santa-cruz',
} as const satisfies Record<Campaign, `/${string}`>;

/** Each campaign's API path under /api, fixed by the API's clients (docs/api.md); the only place a campaign is mapped to its URL. */
export const CAMPAIGN_PATHS = {
  influencer: 'influencer',
  'launch-party': 'launch-party-influencer',
} as const satisfies Record<Campaign, string>;

export const TRACKING_KINDS = ['page_view', 'app_store_click', 'play_store_click'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];
