import { paths } from '../config/paths';
import { influencerHandleIn, type InfluencerCampaign } from '../lib/influencer';

/** The pages whose views and store taps count for the influencer of `?influencer=`, by campaign. */
const CAMPAIGN_PAGES: Partial<Record<string, InfluencerCampaign>> = {
  [paths.invite]: 'influencer',
  [paths.launchParty]: 'launch-party-influencer',
};

export type CampaignVisit = { campaign: InfluencerCampaign; influencer: string };

/** The campaign and valid handle of the page at this location, or null: nothing counts for an influencer there. */
export function campaignVisitAt({ pathname, search }: Pick<Location, 'pathname' | 'search'>): CampaignVisit | null {
  const campaign = CAMPAIGN_PAGES[pathname];
  const influencer = campaign ? influencerHandleIn(search) : null;
  return campaign && influencer ? { campaign, influencer } : null;
}
