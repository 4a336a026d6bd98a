import { paths, type SitePath } from '../config/paths';

/** The two influencer campaigns (docs/product.md): the invite and the Santa Cruz launch party. */
export type Campaign = 'influencer' | 'launch-party';

type CampaignPlaces = {
  /** The public page an influencer's link opens; its views and store taps count for the influencer. */
  page: SitePath;
  /** The API's prefix for this campaign's tracking and stats calls (docs/api.md); the two never mix their counts. */
  apiPath: string;
};

export const CAMPAIGNS: Record<Campaign, CampaignPlaces> = {
  influencer: { page: paths.invite, apiPath: 'influencer' },
  'launch-party': { page: paths.launchParty, apiPath: 'launch-party-influencer' },
};

export const CAMPAIGN_LIST = Object.keys(CAMPAIGNS) as Campaign[];

/** The campaign whose page is at `pathname`, or null. */
export function campaignOfPage(pathname: string): Campaign | null {
  return CAMPAIGN_LIST.find((campaign) => CAMPAIGNS[campaign].page === pathname) ?? null;
}
