/**
 * Brand and store values (.env.example), read and checked once, when Vite loads its config: the
 * build writes the checked values into the bundles as one literal (vite.config.ts, `__BRAND__`),
 * so no page carries these rules or their messages (the first-paint script is inline in every
 * page's HTML). Pages read them from src/config/brand.ts, never from import.meta.env.
 */

/** The variables of the environment a build reads (vite.config.ts), and nothing else of it. */
export const BRAND_VARIABLES = [
  'PRODUCT_NAME',
  'PUBLIC_SITE_URL',
  'APP_STORE_URL',
  'PLAY_STORE_URL',
  'APPLE_PROVIDER_TOKEN',
  'APP_DEEP_LINK',
  'SUPPORT_EMAIL',
  'INFLUENCER_PROFILE_URL',
  'NEWS_PRESS_URL',
  'APPLE_APP_ID',
  'ANDROID_PACKAGE_NAME',
  'ANDROID_SHA256_CERT_FINGERPRINTS',
] as const;
type BrandVariable = (typeof BRAND_VARIABLES)[number];
export type BrandEnv = Partial<Record<BrandVariable, string>>;

export type Brand = {
  productName: string;
  publicSiteUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** App Store Connect's provider token (`pt`) for campaign links; null leaves it out (docs/product.md, "Installs per influencer"). */
  appleProviderToken: string | null;
  appDeepLink: string;
  supportEmail: string;
  influencerProfileUrl: string;
  /** The press feature on the news page; null when there is none to link to. */
  newsPressUrl: string | null;
  /** Team id and bundle id of the iOS app, for apple-app-site-association. */
  appleAppId: string;
  /** The Android app's package, for assetlinks.json. */
  androidPackageName: string;
  /** SHA-256 fingerprints of the Android signing certificates (comma-separated in the environment). */
  androidSha256CertFingerprints: string[];
};

const DEFAULTS: Brand = {
  productName: 'Lineup',
  publicSiteUrl: 'http://localhost:8080',
  appStoreUrl: 'https://apps.apple.com/us/app/lineup-surf-forecasts/id6740000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=surf.lineup.app',
  appleProviderToken: null,
  appDeepLink: 'lineup://crews',
  supportEmail: 'support@lineup.surf',
  influencerProfileUrl: 'https://www.instagram.com/{handle}',
  newsPressUrl: null,
  appleAppId: 'ABCDE12345.surf.lineup.app',
  androidPackageName: 'surf.lineup.app',
  androidSha256CertFingerprints: [],
};

function read(env: BrandEnv, name: BrandVariable, fallback: string, check: (value: string) => boolean, rule: string): string {
  const value = env[name]?.trim() || fallback;
  if (!check(value)) throw new Error(`Invalid configuration: ${name} must be ${rule} (got "${value}")`);
  return value;
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);
const isSchemeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(value);
const isAppleAppId = (value: string) => /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(value);
const isAndroidPackage = (value: string) => /^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/.test(value);
const isCertFingerprint = (value: string) => /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/.test(value);
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** An optional http(s) URL: unset or empty is null. */
function readOptionalUrl(env: BrandEnv, name: BrandVariable): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (!isHttpUrl(value)) throw new Error(`Invalid configuration: ${name} must be an http(s) URL (got "${value}")`);
  return value;
}

/** App Store Connect shows the provider token as a number; unset or empty is null. */
function readOptionalProviderToken(env: BrandEnv): string | null {
  const value = env.APPLE_PROVIDER_TOKEN?.trim();
  if (!value) return null;
  if (!/^\d{1,20}$/.test(value)) throw new Error(`Invalid configuration: APPLE_PROVIDER_TOKEN must be the number App Store Connect gives (got "${value}")`);
  return value;
}

/** The brand of a build, from its environment; a value out of its rule stops the build (and the dev server). */
export function readBrand(env: BrandEnv): Brand {
  return {
    productName: read(env, 'PRODUCT_NAME', DEFAULTS.productName, (v) => v.length > 0 && v.length <= 40, '1 to 40 characters'),
    publicSiteUrl: read(env, 'PUBLIC_SITE_URL', DEFAULTS.publicSiteUrl, isHttpUrl, 'an http(s) URL').replace(/\/+$/, ''),
    appStoreUrl: read(env, 'APP_STORE_URL', DEFAULTS.appStoreUrl, isHttpUrl, 'an http(s) URL'),
    playStoreUrl: read(env, 'PLAY_STORE_URL', DEFAULTS.playStoreUrl, isHttpUrl, 'an http(s) URL'),
    appDeepLink: read(env, 'APP_DEEP_LINK', DEFAULTS.appDeepLink, isSchemeUrl, 'a URL with a custom scheme'),
    supportEmail: read(env, 'SUPPORT_EMAIL', DEFAULTS.supportEmail, isEmail, 'an email address'),
    influencerProfileUrl: read(env, 'INFLUENCER_PROFILE_URL', DEFAULTS.influencerProfileUrl, (v) => isHttpUrl(v) && v.includes('{handle}'), 'an http(s) URL containing {handle}'),
    newsPressUrl: readOptionalUrl(env, 'NEWS_PRESS_URL'),
    appleProviderToken: readOptionalProviderToken(env),
    appleAppId: read(env, 'APPLE_APP_ID', DEFAULTS.appleAppId, isAppleAppId, 'a team id and bundle id, e.g. ABCDE12345.surf.lineup.app'),
    androidPackageName: read(env, 'ANDROID_PACKAGE_NAME', DEFAULTS.androidPackageName, isAndroidPackage, 'an Android package name, e.g. surf.lineup.app'),
    androidSha256CertFingerprints: read(env, 'ANDROID_SHA256_CERT_FINGERPRINTS', DEFAULTS.androidSha256CertFingerprints.join(','), () => true, 'a list')
      .split(',')
      .map((fingerprint) => fingerprint.trim().toUpperCase())
      .filter(Boolean)
      .map((fingerprint) => {
        if (!isCertFingerprint(fingerprint))
          throw new Error(`Invalid configuration: ANDROID_SHA256_CERT_FINGERPRINTS must list SHA-256 fingerprints (AA:BB:...) (got "${fingerprint}")`);
        return fingerprint;
      }),
  };
}
