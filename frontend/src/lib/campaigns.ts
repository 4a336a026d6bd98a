import { CAMPAIGN_PAGES, CAMPAIGNS } from './contract';

/**
 * The two influencer campaigns (docs/product.md): the invite and the Santa Cruz launch party. Their
 * pages and API paths are the API's (CAMPAIGN_PAGES, CAMPAIGN_PATHS in lib/contract.ts).
 */
export type Campaign = (typeof CAMPAIGNS)[number];

export function campaignOfPage(pathname: string): Campaign | null {
  return CAMPAIGNS.find((campaign) => CAMPAIGN_PAGES[campaign] === pathname) ?? null;
}
