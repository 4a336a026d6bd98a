import { brand } from '../../../config/brand';
import { INFLUENCER_QUERY_PARAM } from '../../../lib/influencer';
import { CAMPAIGNS, type CampaignId } from '../campaigns/campaigns';

/** The public link that counts visits and store clicks for `handle` (already normalised) in `campaign`. */
export function campaignLink(campaign: CampaignId, handle: string): string {
  return `${brand.publicSiteUrl}${CAMPAIGNS[campaign].publicPath}?${INFLUENCER_QUERY_PARAM}=${encodeURIComponent(handle)}`;
}
