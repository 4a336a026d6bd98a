/** The two tracking campaigns of docs/api.md; their counts never mix. */
export const CAMPAIGNS = ['invite', 'launch-party'] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

export const TRACKING_KINDS = ['page_view', 'app_store_click', 'play_store_click'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];
