import { afterEach, vi } from 'vitest';
import { brand } from '../config/brand';
import { startDeepLinkFlow } from './deep-link';
import { detectPlatform } from './device';
import { goTo } from './location';

/**
 * Rules of shared/SPEC.md §4 that the first-paint script's own tests did not hold;
 * docs/spec-coverage.md lists every rule with the test that checks it.
 */

vi.mock('./location', () => ({ goTo: vi.fn() }));

const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(goTo).mockReset();
});

describe('§4 the open-the-app flow', () => {
  it.each([
    ['an iPad', IPAD],
    ['an iPod', IPOD],
  ])('on %s tries the app after 1.5 s and falls back to the App Store after 10 s, as on an iPhone', (_name, userAgent) => {
    vi.useFakeTimers();
    const stop = startDeepLinkFlow(detectPlatform({ userAgent }), null);
    vi.advanceTimersByTime(1_500);
    expect(goTo).toHaveBeenCalledWith(brand.appDeepLink);
    vi.advanceTimersByTime(10_000);
    expect(goTo).toHaveBeenLastCalledWith(brand.appStoreUrl);
    stop();
  });
});
