import { brand } from '../config/brand';
import type { Campaign } from './campaigns';
import type { Store } from './page-markup';

/** A handle's visit on one campaign's page: what its store links carry, so the stores can report installs per influencer. */
export type StoreCampaign = { campaign: Campaign; influencer: string };

/** Apple's limit on a campaign token (`ct`) (docs/product.md, "Installs per influencer"). */
export const APPLE_CAMPAIGN_TOKEN_MAX_LENGTH = 40;

/** A 32-bit string hash in base 36 (Java's): a short, stable mark of a whole handle, for tokens that must cut it. */
function shortHash(text: string): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * `<campaign>:<handle>`, at most 40 characters: a longer one keeps the handle's start and adds `~`
 * (no handle holds one) and a hash of the whole handle, so handles that begin alike keep distinct
 * tokens (two of them collide once in about four billion).
 */
export function appleCampaignToken({ campaign, influencer }: StoreCampaign): string {
  const token = `${campaign}:${influencer}`;
  if (token.length <= APPLE_CAMPAIGN_TOKEN_MAX_LENGTH) return token;
  const mark = `~${shortHash(influencer)}`;
  return token.slice(0, APPLE_CAMPAIGN_TOKEN_MAX_LENGTH - mark.length) + mark;
}

/**
 * The store listing of `store`; for a handle's visit, with the campaign parameters the store
 * reports installs by (docs/product.md): App Store `ct` and `pt` (APPLE_PROVIDER_TOKEN, when set);
 * Google Play `referrer=utm_source=<handle>&utm_campaign=<campaign>`, URL-encoded. Both store URLs
 * are listings without a fragment, so the parameters join their query.
 */
export function storeUrl(store: Store, visit: StoreCampaign | null): string {
  const url = store === 'app-store' ? brand.appStoreUrl : brand.playStoreUrl;
  if (!visit) return url;
  const params = new URLSearchParams(store === 'app-store' ? { ct: appleCampaignToken(visit) } : { referrer: `utm_source=${visit.influencer}&utm_campaign=${visit.campaign}` });
  if (store === 'app-store' && brand.appleProviderToken) params.set('pt', brand.appleProviderToken);
  return `${url}${url.includes('?') ? '&' : '?'}${params}`;
}
