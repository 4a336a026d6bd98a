import { CAMPAIGN_PAGES, CAMPAIGN_PATHS, CAMPAIGNS as CAMPAIGN_LIST } from './contract';

/** The two influencer campaigns (docs/product.md): the invite and the Santa Cruz launch party; the API names them (lib/contract.ts). */
export type Campaign = (typeof CAMPAIGN_LIST)[number];

type CampaignPlaces = {
  /** The public page an influencer's link opens; its views and store taps count for the influencer. */
  page: (typeof CAMPAIGN_PAGES)[Campaign];
  /** The API's prefix for this campaign's tracking and stats calls (docs/api.md); the two never mix their counts. */
  apiPath: (typeof CAMPAIGN_PATHS)[Campaign];
};

export const CAMPAIGNS: Record<Campaign, CampaignPlaces> = {
  influencer: { page: CAMPAIGN_PAGES.influencer, apiPath: CAMPAIGN_PATHS.influencer },
  'launch-party': { page: CAMPAIGN_PAGES['launch-party'], apiPath: CAMPAIGN_PATHS['launch-party'] },
};

export { CAMPAIGN_LIST };

/** The campaign whose page is at `pathname`, or null. */
export function campaignOfPage(pathname: string): Campaign | null {
  return CAMPAIGN_LIST.find((campaign) => CAMPAIGN_PAGES[campaign] === pathname) ?? null;
}
