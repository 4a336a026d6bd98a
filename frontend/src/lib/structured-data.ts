import { brand } from '../config/brand';

/** schema.org SoftwareApplication for / and /getapp (docs/product.md, "Routes"). */
export function softwareApplicationJsonLd(description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: brand.productName,
    description,
    applicationCategory: 'SportsApplication',
    operatingSystem: 'iOS, Android',
    url: brand.publicSiteUrl,
    downloadUrl: [brand.appStoreUrl, brand.playStoreUrl],
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

/** The iOS Smart App Banner, read from the App Store listing's numeric id. */
export function smartAppBannerMeta(): { name: string; content: string }[] {
  const appId = /id(\d+)/.exec(brand.appStoreUrl)?.[1];
  return appId ? [{ name: 'apple-itunes-app', content: `app-id=${appId}, app-argument=${brand.appDeepLink}` }] : [];
}
