/**
 * Brand and store values, set at build time (CONTRACT.md "Brand and configuration") and
 * parsed once here. Every page reads them from this module, never from import.meta.env.
 */
type Brand = {
  productName: string;
  publicSiteUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  appDeepLink: string;
  supportEmail: string;
  influencerProfileUrl: string;
};

const DEFAULTS: Brand = {
  productName: 'Lineup',
  publicSiteUrl: 'http://localhost:8080',
  appStoreUrl: 'https://apps.apple.com/us/app/lineup-surf-forecasts/id6740000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=surf.lineup.app',
  appDeepLink: 'lineup://crews',
  supportEmail: 'support@lineup.surf',
  influencerProfileUrl: 'https://www.instagram.com/{handle}',
};

function read(name: string, fallback: string, check: (value: string) => boolean, rule: string): string {
  const value = (import.meta.env[name] as string | undefined)?.trim() || fallback;
  if (!check(value)) throw new Error(`Invalid configuration: ${name} must be ${rule} (got "${value}")`);
  return value;
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);
const isSchemeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(value);
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export const brand: Brand = {
  productName: read('PRODUCT_NAME', DEFAULTS.productName, (v) => v.length > 0 && v.length <= 40, '1 to 40 characters'),
  publicSiteUrl: read('PUBLIC_SITE_URL', DEFAULTS.publicSiteUrl, isHttpUrl, 'an http(s) URL').replace(/\/+$/, ''),
  appStoreUrl: read('APP_STORE_URL', DEFAULTS.appStoreUrl, isHttpUrl, 'an http(s) URL'),
  playStoreUrl: read('PLAY_STORE_URL', DEFAULTS.playStoreUrl, isHttpUrl, 'an http(s) URL'),
  appDeepLink: read('APP_DEEP_LINK', DEFAULTS.appDeepLink, isSchemeUrl, 'a URL with a custom scheme'),
  supportEmail: read('SUPPORT_EMAIL', DEFAULTS.supportEmail, isEmail, 'an email address'),
  influencerProfileUrl: read(
    'INFLUENCER_PROFILE_URL',
    DEFAULTS.influencerProfileUrl,
    (v) => isHttpUrl(v) && v.includes('{handle}'),
    'an http(s) URL containing {handle}',
  ),
};
