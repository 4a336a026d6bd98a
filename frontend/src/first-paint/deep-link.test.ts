import { afterEach, beforeEach, vi } from 'vitest';
import { brand } from '../config/brand';
import { DEEP_LINK_DELAY_MS, STORE_FALLBACK_AFTER_MS, startDeepLinkFlow } from './deep-link';
import { browserDeviceSignals, detectPlatform } from './device';
import { goTo } from './location';
import { storeUrl } from '../lib/store-links';

vi.mock('./location', () => ({ goTo: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const goToMock = vi.mocked(goTo);

function onDevice(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stops: (() => void)[] = [];

/** Starts the flow on this device, as the first-paint script does on /getapp and /invite (there with the influencer's campaign). */
function startFlow(campaign: Parameters<typeof startDeepLinkFlow>[1] = null): () => void {
  const stop = startDeepLinkFlow(detectPlatform(browserDeviceSignals()), campaign);
  stops.push(stop);
  return stop;
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  goToMock.mockReset();
});

describe('the open-the-app flow', () => {
  it('on an iPhone tries the app after 1.5 s and falls back to the App Store after 10 s', () => {
    onDevice(IPHONE);
    startFlow();

    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS - 1);
    expect(goToMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToMock).toHaveBeenCalledWith(brand.appDeepLink);

    vi.advanceTimersByTime(STORE_FALLBACK_AFTER_MS - 1);
    expect(goToMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(goToMock).toHaveBeenLastCalledWith(brand.appStoreUrl);
  });

  it('on an Android phone falls back to Google Play', () => {
    onDevice(ANDROID);
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    expect(goToMock).toHaveBeenCalledWith(brand.appDeepLink);
    vi.advanceTimersByTime(STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenLastCalledWith(brand.playStoreUrl);
    expect(goToMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    [IPHONE, 'app-store'],
    [ANDROID, 'play-store'],
  ] as const)('on an influencer’s invite falls back to the store link carrying the campaign', (device, store) => {
    onDevice(device);
    const campaign = { campaign: 'influencer', influencer: 'kai' } as const;
    startFlow(campaign);
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenLastCalledWith(storeUrl(store, campaign));
    expect(storeUrl(store, campaign)).not.toBe(storeUrl(store, null));
  });

  it('stays when the page went hidden, because the app opened', () => {
    onDevice(IPHONE);
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a tap on an iPhone', IPHONE, () => window.dispatchEvent(new Event('touchstart'))],
    ['a click on an iPhone', IPHONE, () => document.body.click()],
    ['focus on an iPhone', IPHONE, () => window.dispatchEvent(new FocusEvent('focus'))],
    ['focus on Android', ANDROID, () => window.dispatchEvent(new FocusEvent('focus'))],
    ['blur on Android', ANDROID, () => window.dispatchEvent(new FocusEvent('blur'))],
  ])('stays after %s: the visitor is using the page', (_name, userAgent, interact) => {
    onDevice(userAgent);
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    interact();
    vi.advanceTimersByTime(STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenCalledTimes(1);
    expect(goToMock).toHaveBeenCalledWith(brand.appDeepLink);
  });

  it('does not count a tap on Android as staying: only focus and blur do', () => {
    onDevice(ANDROID);
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenLastCalledWith(brand.playStoreUrl);
  });

  it('goes to the store at once when the attempt to open the app throws', () => {
    onDevice(IPHONE);
    goToMock.mockImplementationOnce(() => {
      throw new Error('Unknown scheme');
    });
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    expect(goToMock).toHaveBeenNthCalledWith(1, brand.appDeepLink);
    expect(goToMock).toHaveBeenNthCalledWith(2, brand.appStoreUrl);
    vi.advanceTimersByTime(STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenCalledTimes(2);
  });

  it('on a desktop does nothing', () => {
    onDevice(WINDOWS);
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock).not.toHaveBeenCalled();
  });

  it.each([
    ['before the attempt', 0, 0],
    ['while it watches for the app', DEEP_LINK_DELAY_MS, 1],
  ])('ends on pagehide %s: a page restored from the back/forward cache does not try the app or the store again', (_name, before, calls) => {
    onDevice(ANDROID);
    startFlow();
    vi.advanceTimersByTime(before);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock).toHaveBeenCalledTimes(calls);
  });

  it('stops everything when stopped before the attempt (the visitor moved to another page)', () => {
    onDevice(IPHONE);
    startFlow()();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock).not.toHaveBeenCalled();
  });

  it('stops when the visitor follows a link before the attempt (a store badge): the attempt would abort that navigation', () => {
    onDevice(IPHONE);
    startFlow();
    const badge = document.createElement('a');
    badge.href = storeUrl('app-store', null);
    badge.append(document.createElement('img'));
    badge.addEventListener('click', (event) => event.preventDefault());
    document.body.append(badge);
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS - 100);
    badge.querySelector('img')!.click();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock).not.toHaveBeenCalled();
    badge.remove();
  });

  it('stops when the visitor reloads or types an address before the attempt (beforeunload): the attempt would abort that navigation', () => {
    onDevice(ANDROID);
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS - 100);
    window.dispatchEvent(new Event('beforeunload'));
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock).not.toHaveBeenCalled();
  });

  it('goes on to the store when the attempt’s own navigation sends beforeunload', () => {
    onDevice(IPHONE);
    goToMock.mockImplementationOnce(() => window.dispatchEvent(new Event('beforeunload')));
    startFlow();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS + STORE_FALLBACK_AFTER_MS);
    expect(goToMock.mock.calls).toEqual([[brand.appDeepLink], [storeUrl('app-store', null)]]);
  });

  it('goes on when a tap before the attempt lands on no link', () => {
    onDevice(IPHONE);
    startFlow();
    document.body.click();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    expect(goToMock).toHaveBeenCalledWith(brand.appDeepLink);
  });
});
