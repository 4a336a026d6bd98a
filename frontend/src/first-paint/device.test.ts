import { detectPlatform, isMobileDevice } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('isMobileDevice', () => {
  it.each([
    ['an iPhone', IPHONE],
    ['an Android phone', ANDROID],
    ['webOS', 'Mozilla/5.0 (webOS/1.4.0; U; en-US)'],
    ['a BlackBerry', 'BlackBerry9700/5.0.0.351'],
    ['IE Mobile', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)'],
    ['Opera Mini', 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)'],
  ])('treats %s as mobile', (_name, userAgent) => {
    expect(isMobileDevice({ userAgent })).toBe(true);
  });

  it('treats an iPad that reports itself as a Mac as mobile only with more than 2 touch points', () => {
    expect(isMobileDevice({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 2 })).toBe(false);
    expect(isMobileDevice({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
  });

  it('treats a Windows desktop as not mobile, even with a touch screen', () => {
    expect(isMobileDevice({ userAgent: WINDOWS, platform: 'Win32', maxTouchPoints: 10 })).toBe(false);
  });
});

describe('detectPlatform', () => {
  it('sends iPhones and iPadOS to the App Store, Android to Google Play, everything else to desktop', () => {
    expect(detectPlatform({ userAgent: IPHONE })).toBe('ios');
    expect(detectPlatform({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 5 })).toBe('ios');
    expect(detectPlatform({ userAgent: ANDROID })).toBe('android');
    expect(detectPlatform({ userAgent: WINDOWS })).toBe('desktop');
    expect(detectPlatform({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 0 })).toBe('desktop');
  });
});
