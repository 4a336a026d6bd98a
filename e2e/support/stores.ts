import type { Page } from '@playwright/test';

export const APP_STORE = /^https:\/\/apps\.apple\.com\//;
export const PLAY_STORE = /^https:\/\/play\.google\.com\//;

/** Answers both store listings here, so a visit to them can be seen without leaving the machine. */
export async function routeStores(page: Page): Promise<void> {
  for (const store of [APP_STORE, PLAY_STORE]) {
    await page.route(store, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store listing</title><h1>Store listing</h1>' }));
  }
}

/** The store listings of the build the suite runs on: the brand's defaults (.env.example). */
const APP_STORE_LISTING = 'https://apps.apple.com/us/app/lineup-surf-forecasts/id6740000000';
const PLAY_STORE_LISTING = 'https://play.google.com/store/apps/details?id=surf.lineup.app';

/**
 * Both store links of an influencer's campaign, as docs/product.md ("Installs per influencer")
 * writes them for a short handle and no APPLE_PROVIDER_TOKEN: App Store `ct`, Google Play `referrer`.
 */
export function storeUrls(campaign: 'influencer' | 'launch-party', handle: string): { appStore: string; playStore: string } {
  return {
    appStore: `${APP_STORE_LISTING}?ct=${campaign}%3A${handle}`,
    playStore: `${PLAY_STORE_LISTING}&referrer=utm_source%3D${handle}%26utm_campaign%3D${campaign}`,
  };
}
