import { brand } from '../../config/brand';
import type { PageHeadProps } from '../../components/page/PageHead';
import type { Spot } from './spot-types';

/** The numeric App Store id at the end of the listing URL (".../id6740000000"), if the URL has one. */
export function appStoreId(appStoreUrl: string): string | null {
  return /\/id(\d+)(?:[/?#]|$)/.exec(appStoreUrl)?.[1] ?? null;
}

/** Title, description and Smart App Banner of a spot page; the banner opens the app on this spot. */
export function spotHead(spot: Spot): PageHeadProps {
  const appId = appStoreId(brand.appStoreUrl);
  return {
    title: `${spot.name} Surf Report & Forecast, ${spot.city} | ${brand.productName}`,
    description: `${spot.name} surf report for ${spot.city}, ${spot.region}: ${spot.conditions.surf.words.toLowerCase()} today, with an AI summary, an 8-day forecast, hourly surf quality, wind, wave model and tides.`,
    path: spot.path,
    meta: appId ? [{ name: 'apple-itunes-app', content: `app-id=${appId}, app-argument=${brand.publicSiteUrl}${spot.path}` }] : [],
  };
}
