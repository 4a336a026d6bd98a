import { afterEach, vi } from 'vitest';
import { brand } from '../config/brand';
import { APPLE_CAMPAIGN_TOKEN_MAX_LENGTH, appleCampaignToken } from './contract';
import { storeUrl } from './store-links';

afterEach(() => {
  vi.restoreAllMocks();
});

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the store links of an influencer’s campaign', () => {
  it('are the plain store links without a handle', () => {
    expect(storeUrl('app-store', null)).toBe(brand.appStoreUrl);
    expect(storeUrl('play-store', null)).toBe(brand.playStoreUrl);
  });

  it('give the App Store the campaign and handle as its campaign token, without a provider token while none is set', () => {
    const url = storeUrl('app-store', { campaign: 'influencer', influencer: 'kai' });
    expect(url.startsWith(`${brand.appStoreUrl}?`)).toBe(true);
    expect(query(url)).toEqual({ ct: 'influencer:kai' });
  });

  it('give the App Store the provider token when APPLE_PROVIDER_TOKEN is set', () => {
    vi.spyOn(brand, 'appleProviderToken', 'get').mockReturnValue('118299318');
    expect(storeUrl('app-store', { campaign: 'launch-party', influencer: 'surfer.jane' })).toBe(`${brand.appStoreUrl}?ct=launch-party%3Asurfer.jane&pt=118299318`);
  });

  it('give Google Play a URL-encoded referrer naming the handle as source and the campaign, keeping the listing’s own query', () => {
    const url = storeUrl('play-store', { campaign: 'launch-party', influencer: 'kai-99' });
    expect(url).toBe(`${brand.playStoreUrl}&referrer=utm_source%3Dkai-99%26utm_campaign%3Dlaunch-party`);
    expect(query(url)).toEqual({ ...query(brand.playStoreUrl), referrer: 'utm_source=kai-99&utm_campaign=launch-party' });
  });
});

describe('the App Store campaign token', () => {
  it('is the campaign and the handle when they fit in 40 characters', () => {
    const handle = 'x'.repeat(APPLE_CAMPAIGN_TOKEN_MAX_LENGTH - 'launch-party:'.length);
    expect(appleCampaignToken({ campaign: 'launch-party', influencer: handle })).toBe(`launch-party:${handle}`);
  });

  it('cuts a longer handle to 40 characters with a hash of the whole handle, so that handles beginning alike keep distinct tokens', () => {
    const long = 'surfer.with.a.very.long.handle.name.1';
    const other = 'surfer.with.a.very.long.handle.name.2';
    const token = appleCampaignToken({ campaign: 'launch-party', influencer: long });
    expect(token).toHaveLength(APPLE_CAMPAIGN_TOKEN_MAX_LENGTH);
    expect(appleCampaignToken({ campaign: 'launch-party', influencer: 'surfer.with.a.very.long.handle.name.1' })).toBe('launch-party:surfer.with.a.very.l~txl168');
    expect(token).toMatch(/^launch-party:surfer\.with\.a\.very[.a-z]*~[0-9a-z]{1,7}$/);
    expect(appleCampaignToken({ campaign: 'launch-party', influencer: other })).not.toBe(token);
    expect(appleCampaignToken({ campaign: 'launch-party', influencer: long })).toBe(token);
    for (const campaign of ['influencer', 'launch-party'] as const) {
      expect(appleCampaignToken({ campaign, influencer: 'y'.repeat(40) }).length).toBeLessThanOrEqual(APPLE_CAMPAIGN_TOKEN_MAX_LENGTH);
    }
  });
});
