import { paths } from '../../../config/paths';
import type { InfluencerCampaign } from '../../../lib/influencer';

export type CampaignId = 'invite' | 'launchParty';

type Campaign = {
  /** The API's prefix for this campaign's tracking and stats calls (docs/api.md). */
  apiPath: InfluencerCampaign;
  tag: 'InfluencerStats' | 'LaunchPartyInfluencerStats';
  /** The public page an influencer link of this campaign opens. */
  publicPath: typeof paths.invite | typeof paths.launchParty;
  /** Used in file names of stats exports. */
  slug: string;
  /** Used in file names of QR codes. */
  linkSlug: string;
};

/** The two campaigns never mix their counts (docs/api.md). */
export const CAMPAIGNS: Record<CampaignId, Campaign> = {
  invite: { apiPath: 'influencer', tag: 'InfluencerStats', publicPath: paths.invite, slug: 'influencer-stats', linkSlug: 'invite' },
  launchParty: {
    apiPath: 'launch-party-influencer',
    tag: 'LaunchPartyInfluencerStats',
    publicPath: paths.launchParty,
    slug: 'launch-party-influencer-stats',
    linkSlug: 'launch-party',
  },
};
