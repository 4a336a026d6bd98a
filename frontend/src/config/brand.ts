/**
 * Brand and store values, set at build time (.env.example) and
 * parsed once here. Every page reads them from this module, never from import.meta.env.
 */
type Brand = {
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

function read(name: string, fallback: string, check: (value: string) => boolean, rule: string): string {
  const value = (import.meta.env[name] as string | undefined)?.trim() || fallback;
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
function readOptionalUrl(name: string): string | null {
  const value = (import.meta.env[name] as string | undefined)?.trim();
  if (!value) return null;
  if (!isHttpUrl(value)) throw new Error(`Invalid configuration: ${name} must be an http(s) URL (got "${value}")`);
  return value;
}

/** App Store Connect shows the provider token as a number; unset or empty is null. */
function readOptionalProviderToken(): string | null {
  const value = (import.meta.env.APPLE_PROVIDER_TOKEN as string | undefined)?.trim();
  if (!value) return null;
  if (!/^\d{1,20}$/.test(value)) throw new Error(`Invalid configuration: APPLE_PROVIDER_TOKEN must be the number App Store Connect gives (got "${value}")`);
  return value;
}

export const brand: Brand = {
  productName: read('PRODUCT_NAME', DEFAULTS.productName, (v) => v.length > 0 && v.length <= 40, '1 to 40 characters'),
  publicSiteUrl: read('PUBLIC_SITE_URL', DEFAULTS.publicSiteUrl, isHttpUrl, 'an http(s) URL').replace(/\/+$/, ''),
  appStoreUrl: read('APP_STORE_URL', DEFAULTS.appStoreUrl, isHttpUrl, 'an http(s) URL'),
  playStoreUrl: read('PLAY_STORE_URL', DEFAULTS.playStoreUrl, isHttpUrl, 'an http(s) URL'),
  appDeepLink: read('APP_DEEP_LINK', DEFAULTS.appDeepLink, isSchemeUrl, 'a URL with a custom scheme'),
  supportEmail: read('SUPPORT_EMAIL', DEFAULTS.supportEmail, isEmail, 'an email address'),
  influencerProfileUrl: read('INFLUENCER_PROFILE_URL', DEFAULTS.influencerProfileUrl, (v) => isHttpUrl(v) && v.includes('{handle}'), 'an http(s) URL containing {handle}'),
  newsPressUrl: readOptionalUrl('NEWS_PRESS_URL'),
  appleProviderToken: readOptionalProviderToken(),
  appleAppId: read('APPLE_APP_ID', DEFAULTS.appleAppId, isAppleAppId, 'a team id and bundle id, e.g. ABCDE12345.surf.lineup.app'),
  androidPackageName: read('ANDROID_PACKAGE_NAME', DEFAULTS.androidPackageName, isAndroidPackage, 'an Android package name, e.g. surf.lineup.app'),
  androidSha256CertFingerprints: read('ANDROID_SHA256_CERT_FINGERPRINTS', DEFAULTS.androidSha256CertFingerprints.join(','), () => true, 'a list')
    .split(',')
    .map((fingerprint) => fingerprint.trim().toUpperCase())
    .filter(Boolean)
    .map((fingerprint) => {
      if (!isCertFingerprint(fingerprint))
        throw new Error(`Invalid configuration: ANDROID_SHA256_CERT_FINGERPRINTS must list SHA-256 fingerprints (AA:BB:...) (got "${fingerprint}")`);
      return fingerprint;
    }),
};
