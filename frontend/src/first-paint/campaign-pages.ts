import type { TrackInfluencer } from '../lib/api-types';
import { campaignOfPage, type Campaign } from '../lib/campaigns';
import { CAMPAIGN_PATHS } from '../lib/contract';
import { influencerHandleIn } from '../lib/influencer';
import { sendBeacon } from './beacon';

export type CampaignVisit = { campaign: Campaign; influencer: string };

/** The campaign and valid handle of the page at this location, or null: nothing counts for an influencer there. */
export function campaignVisitAt({ pathname, search }: Pick<Location, 'pathname' | 'search'>): CampaignVisit | null {
  const campaign = campaignOfPage(pathname);
  const influencer = campaign ? influencerHandleIn(search) : null;
  return campaign && influencer ? { campaign, influencer } : null;
}

export type InfluencerAction = 'page-view' | 'app-store-click' | 'play-store-click';

/** Counts one view or click for a handle; fire-and-forget, a failure is only logged. */
export function trackInfluencer(campaign: Campaign, action: InfluencerAction, influencer: string): void {
  sendBeacon(`${CAMPAIGN_PATHS[campaign]}/${action}`, { influencer } satisfies TrackInfluencer);
}
