import { brand } from '../../../config/brand';
import { INFLUENCER_QUERY_PARAM } from '../../../lib/influencer';
import { CAMPAIGNS, type Campaign } from '../../../lib/campaigns';

/** The public link that counts visits and store clicks for `handle` (already normalised) in `campaign`. */
export function campaignLink(campaign: Campaign, handle: string): string {
  return `${brand.publicSiteUrl}${CAMPAIGNS[campaign].page}?${INFLUENCER_QUERY_PARAM}=${encodeURIComponent(handle)}`;
}
