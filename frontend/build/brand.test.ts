import { readBrand } from './brand';

describe('the brand of a build', () => {
  it('takes the defaults for what is unset, and trims what is set', () => {
    const brand = readBrand({ PRODUCT_NAME: '  Lineup Surf ', PUBLIC_SITE_URL: 'https://lineup.surf///' });
    expect(brand.productName).toBe('Lineup Surf');
    expect(brand.publicSiteUrl).toBe('https://lineup.surf');
    expect(brand.appDeepLink).toBe('lineup://crews');
    expect(brand.newsPressUrl).toBeNull();
    expect(brand.appleProviderToken).toBeNull();
    expect(brand.androidSha256CertFingerprints).toEqual([]);
  });

  it('reads the optional values and the fingerprints, upper-cased', () => {
    const fingerprint = Array.from({ length: 32 }, () => 'ab').join(':');
    const brand = readBrand({ NEWS_PRESS_URL: 'https://press.example/lineup', APPLE_PROVIDER_TOKEN: '118299318', ANDROID_SHA256_CERT_FINGERPRINTS: ` ${fingerprint} ,` });
    expect(brand.newsPressUrl).toBe('https://press.example/lineup');
    expect(brand.appleProviderToken).toBe('118299318');
    expect(brand.androidSha256CertFingerprints).toEqual([fingerprint.toUpperCase()]);
  });

  it.each([
    [{ PRODUCT_NAME: 'x'.repeat(41) }, 'PRODUCT_NAME must be 1 to 40 characters'],
    [{ APP_STORE_URL: 'apps.apple.com/app' }, 'APP_STORE_URL must be an http(s) URL'],
    [{ APP_DEEP_LINK: 'crews' }, 'APP_DEEP_LINK must be a URL with a custom scheme'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL must be an email address'],
    [{ INFLUENCER_PROFILE_URL: 'https://www.instagram.com/' }, 'INFLUENCER_PROFILE_URL must be an http(s) URL containing {handle}'],
    [{ NEWS_PRESS_URL: 'press' }, 'NEWS_PRESS_URL must be an http(s) URL'],
    [{ APPLE_PROVIDER_TOKEN: 'pt-1' }, 'APPLE_PROVIDER_TOKEN must be the number App Store Connect gives'],
    [{ ANDROID_SHA256_CERT_FINGERPRINTS: 'AB:CD' }, 'ANDROID_SHA256_CERT_FINGERPRINTS must list SHA-256 fingerprints'],
  ])('refuses %o', (env, message) => {
    expect(() => readBrand(env)).toThrow(`Invalid configuration: ${message}`);
  });
});
