import { APPLE_CAMPAIGN_TOKEN_MAX_LENGTH, appleCampaignToken } from './apple-campaign-token';
import { handlesNamed, namedHandle } from './campaign-values';

describe('the App Store campaign token', () => {
  it('is the campaign and the handle while they fit in 40 characters', () => {
    const handle = 'x'.repeat(APPLE_CAMPAIGN_TOKEN_MAX_LENGTH - 'influencer:'.length);
    expect(appleCampaignToken({ campaign: 'influencer', influencer: handle })).toBe(`influencer:${handle}`);
  });

  it('cuts a longer handle with a hash of the whole handle, the same token the store links carry', () => {
    expect(appleCampaignToken({ campaign: 'launch-party', influencer: 'surfer.with.a.very.long.handle.name.1' })).toBe('launch-party:surfer.with.a.very.l~txl168');
  });
});

describe('the handle a store value names', () => {
  const known = new Set(['kai', 'surfer.with.a.very.long.handle.name.1', 'surfer.with.a.very.long.handle.name.2']);

  it('reads an App Store token, whole or cut, and a Google Play UTM pair, in any letter case', () => {
    const long = 'surfer.with.a.very.long.handle.name.2';
    const cut = appleCampaignToken({ campaign: 'influencer', influencer: long });
    expect(handlesNamed(namedHandle('app-store', cut)!, known)).toEqual([long]);
    expect(namedHandle('app-store', 'Influencer:KAI')).toEqual({ campaign: 'influencer', handle: 'kai' });
    expect(namedHandle('play-store', 'utm_source=%40Kai&utm_campaign=launch-party')).toEqual({ campaign: 'launch-party', handle: 'kai' });
  });

  it('names no handle for another campaign, a token that is no handle, or a cut token no known handle gives', () => {
    expect(namedHandle('app-store', 'newsletter')).toBeUndefined();
    expect(namedHandle('app-store', 'spring:kai')).toBeUndefined();
    expect(namedHandle('app-store', 'influencer:not a handle')).toBeUndefined();
    expect(namedHandle('play-store', 'utm_source=kai&utm_campaign=spring')).toBeUndefined();
    expect(handlesNamed(namedHandle('app-store', 'influencer:surfer.with.a.very.lon~zzzzzz')!, known)).toEqual([]);
  });
});
