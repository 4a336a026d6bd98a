import { brand } from '../../config/brand';
import { CAMPAIGNS, type CampaignId } from './campaigns';

/** CONTRACT.md: a handle is 1 to 40 letters, digits, `.`, `_` or `-`, stored in lower case. */
const HANDLE_PATTERN = /^[a-z0-9._-]{1,40}$/;

/** The handle as the API will store it (trimmed, one leading @ dropped, lower case), or null when the API would refuse it. */
export function normalizeHandle(input: string): string | null {
  const handle = input.trim().replace(/^@/, '').toLowerCase();
  return HANDLE_PATTERN.test(handle) ? handle : null;
}

/** The public link that counts visits and store clicks for `handle` in `campaign`. */
export function campaignLink(campaign: CampaignId, handle: string): string {
  return `${brand.publicSiteUrl}${CAMPAIGNS[campaign].publicPath}?influencer=${encodeURIComponent(handle)}`;
}
