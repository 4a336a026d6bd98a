import { campaignOfPage, type Campaign } from '../lib/campaigns';
import { influencerHandleIn } from '../lib/influencer';

export type CampaignVisit = { campaign: Campaign; influencer: string };

/** The campaign and valid handle of the page at this location, or null: nothing counts for an influencer there. */
export function campaignVisitAt({ pathname, search }: Pick<Location, 'pathname' | 'search'>): CampaignVisit | null {
  const campaign = campaignOfPage(pathname);
  const influencer = campaign ? influencerHandleIn(search) : null;
  return campaign && influencer ? { campaign, influencer } : null;
}
