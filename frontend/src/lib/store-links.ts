import { brand } from '../config/brand';
import type { Campaign } from './campaigns';
import type { Store } from './page-markup';

/** A handle's visit on one campaign's page: what its store links carry, so the stores can report installs per influencer. */
export type StoreCampaign = { campaign: Campaign; influencer: string };

/** Apple's limit on a campaign token (`ct`) (docs/product.md, "Installs per influencer"). */
export const APPLE_CAMPAIGN_TOKEN_MAX_LENGTH = 40;

/** 32-bit FNV-1a in base 36: a short, stable mark of a whole handle, for tokens that must cut it. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * `<campaign>:<handle>`, at most 40 characters: a longer one keeps the handle's start and adds `~`
 * (no handle holds one) and a hash of the whole handle, so two handles never share a token.
 */
export function appleCampaignToken({ campaign, influencer }: StoreCampaign): string {
  const token = `${campaign}:${influencer}`;
  if (token.length <= APPLE_CAMPAIGN_TOKEN_MAX_LENGTH) return token;
  const mark = `~${shortHash(influencer)}`;
  return token.slice(0, APPLE_CAMPAIGN_TOKEN_MAX_LENGTH - mark.length) + mark;
}

/** `url` with `params` added to its query (kept), in order. */
function withParams(url: string, params: Record<string, string>): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(params)) address.searchParams.set(name, value);
  return address.href;
}

/**
 * The store listing of `store`; for a handle's visit, with the campaign parameters the store
 * reports installs by (docs/product.md): App Store `pt` (APPLE_PROVIDER_TOKEN, when set), `ct` and
 * `mt=8`; Google Play `referrer=utm_source=<handle>&utm_campaign=<campaign>`, URL-encoded.
 */
export function storeUrl(store: Store, visit: StoreCampaign | null): string {
  if (store === 'app-store') {
    if (!visit) return brand.appStoreUrl;
    return withParams(brand.appStoreUrl, { ...(brand.appleProviderToken ? { pt: brand.appleProviderToken } : {}), ct: appleCampaignToken(visit), mt: '8' });
  }
  if (!visit) return brand.playStoreUrl;
  return withParams(brand.playStoreUrl, { referrer: `utm_source=${visit.influencer}&utm_campaign=${visit.campaign}` });
}
