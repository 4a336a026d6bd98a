/** docs/product.md: the user agents the site treats as phones and tablets. */
const MOBILE_USER_AGENT = /android|webos|iphone|ipad|ipod|blackberry|iemobile|opera mini/i;
/** iPadOS reports itself as a Mac; more than this many touch points gives it away. */
export const MAC_TOUCH_POINTS_THRESHOLD = 2;

export type DeviceSignals = {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
};

export type AppPlatform = 'ios' | 'android' | 'desktop';

function isMacLikeTouchDevice({ userAgent, platform, maxTouchPoints = 0 }: DeviceSignals): boolean {
  return /Mac/i.test(platform || userAgent) && maxTouchPoints > MAC_TOUCH_POINTS_THRESHOLD;
}

export function isMobileDevice(signals: DeviceSignals): boolean {
  return MOBILE_USER_AGENT.test(signals.userAgent) || isMacLikeTouchDevice(signals);
}

/** Which store a device belongs to: iPhone, iPad, iPod (and iPadOS) are ios; Android is android. */
export function detectPlatform(signals: DeviceSignals): AppPlatform {
  if (/iphone|ipad|ipod/i.test(signals.userAgent) || isMacLikeTouchDevice(signals)) return 'ios';
  if (/android/i.test(signals.userAgent)) return 'android';
  return 'desktop';
}

export function browserDeviceSignals(): DeviceSignals {
  return { userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints };
}
