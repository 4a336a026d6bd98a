import { sourceOf, sourceOfReferrerHost, sourceOfUtmSource } from './sources';

describe('the source of a visit', () => {
  it.each([
    ['instagram.com', 'Instagram'],
    ['l.instagram.com', 'Instagram'],
    ['www.tiktok.com', 'TikTok'],
    ['google.com', 'Google'],
    ['www.google.de', 'Google'],
    ['www.google.co.uk', 'Google'],
    ['www.google.com.au', 'Google'],
    ['com.google.android.googlequicksearchbox', 'Google'],
    ['lm.facebook.com', 'Facebook'],
    ['t.co', 'X'],
    ['mobile.twitter.com', 'X'],
    ['x.com', 'X'],
    ['m.youtube.com', 'YouTube'],
    ['youtu.be', 'YouTube'],
    ['old.reddit.com', 'Reddit'],
    ['www.bing.com', 'Bing'],
    ['duckduckgo.com', 'DuckDuckGo'],
    ['www.linkedin.com', 'LinkedIn'],
    ['web.whatsapp.com', 'WhatsApp'],
    ['www.pinterest.com', 'Pinterest'],
    ['www.snapchat.com', 'Snapchat'],
  ])('names the referrer host %s %s', (host, name) => {
    expect(sourceOfReferrerHost(host)).toBe(name);
  });

  it('names a host off the list by itself without www., and does not take a look-alike for Google', () => {
    expect(sourceOfReferrerHost('www.surfline.com')).toBe('surfline.com');
    expect(sourceOfReferrerHost('google.example.com')).toBe('google.example.com');
    expect(sourceOfReferrerHost('notinstagram.com')).toBe('notinstagram.com');
    expect(sourceOfReferrerHost(`${'a'.repeat(80)}.com`)).toHaveLength(64);
  });

  it('names a utm_source by its name or host on the list, else keeps it as tagged', () => {
    expect(sourceOfUtmSource('IG')).toBe('Instagram');
    expect(sourceOfUtmSource('instagram.com')).toBe('Instagram');
    expect(sourceOfUtmSource('twitter')).toBe('X');
    expect(sourceOfUtmSource('Newsletter')).toBe('Newsletter');
  });

  it('prefers the referrer, falls back on the utm_source, then Direct; its own host is no source', () => {
    expect(sourceOf({ referrerHost: 't.co', utmSource: 'instagram', ownHost: 'lineup.surf' })).toBe('X');
    expect(sourceOf({ referrerHost: null, utmSource: 'instagram', ownHost: 'lineup.surf' })).toBe('Instagram');
    expect(sourceOf({ referrerHost: null, utmSource: null, ownHost: 'lineup.surf' })).toBe('Direct');
    expect(sourceOf({ referrerHost: 'lineup.surf', utmSource: 'instagram', ownHost: 'lineup.surf' })).toBe(null);
  });
});
