import { isReferrer, referrerParts, screenOf, userAgentDimensions } from './event-dimensions';

describe('the dimensions of an event', () => {
  it.each([
    [0, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [991, 'tablet'],
    [992, 'laptop'],
    [1439, 'laptop'],
    [1440, 'desktop'],
    [100_000, 'desktop'],
  ])('classes a screen %i pixels wide as %s', (width, screen) => {
    expect(screenOf(width)).toBe(screen);
  });

  it('keeps a referrer host and path, never its query string or fragment', () => {
    expect(referrerParts('https://WWW.Google.com/search?q=kai%40example.com#top')).toEqual({ host: 'www.google.com', path: '/search' });
    expect(referrerParts('android-app://com.google.android.gm/')).toEqual({ host: 'com.google.android.gm', path: '/' });
    expect(referrerParts(`https://a.com/${'p'.repeat(300)}`).path).toHaveLength(200);
  });

  it('takes a URL with a host as a referrer, and nothing else', () => {
    expect(isReferrer('https://l.instagram.com/')).toBe(true);
    expect(isReferrer('instagram.com')).toBe(false);
    expect(isReferrer('about:blank')).toBe(false);
    expect(isReferrer(`https://${'a'.repeat(250)}.com/`)).toBe(false);
  });

  it('reads browser, OS and device from a user agent, and nothing from none', () => {
    expect(userAgentDimensions('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({
      browser: 'Mobile Safari',
      os: 'iOS',
      device: 'tablet',
    });
    expect(userAgentDimensions('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      os: 'Android',
      device: 'mobile',
    });
    expect(userAgentDimensions(undefined)).toEqual({ browser: null, os: null, device: 'desktop' });
  });
});
