import { brand } from '../config/brand';
import type { Campaign } from './campaigns';
import { appleCampaignToken } from './contract';
import type { Store } from './page-markup';

/** A handle's visit on one campaign's page: what its store links carry, so the stores can report installs per influencer. */
export type StoreCampaign = { campaign: Campaign; influencer: string };

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
