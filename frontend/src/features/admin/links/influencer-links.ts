import { brand } from '../../../config/brand';
import { INFLUENCER_QUERY_PARAM } from '../../../lib/influencer';
import type { Campaign } from '../../../lib/campaigns';
import { CAMPAIGN_PAGES } from '../../../lib/contract';

/** The public link that counts visits and store clicks for `handle` (already normalised) in `campaign`. */
export function campaignLink(campaign: Campaign, handle: string): string {
  return `${brand.publicSiteUrl}${CAMPAIGN_PAGES[campaign]}?${INFLUENCER_QUERY_PARAM}=${encodeURIComponent(handle)}`;
}
