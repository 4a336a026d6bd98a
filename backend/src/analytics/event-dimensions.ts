import { UAParser } from 'ua-parser-js';

/** Upper bounds (exclusive) of each class of `window.innerWidth`, in CSS pixels; wider than the last is `desktop`. */
export const SCREEN_CLASSES = [
  ['mobile', 576],
  ['tablet', 992],
  ['laptop', 1440],
] as const;
export const SCREEN_WIDTH_MAX = 100_000;
export type ScreenClass = (typeof SCREEN_CLASSES)[number][0] | 'desktop';

export function screenOf(width: number): ScreenClass {
  return SCREEN_CLASSES.find(([, below]) => width < below)?.[0] ?? 'desktop';
}

const HOST_MAX_LENGTH = 253;
const REFERRER_PATH_MAX_LENGTH = 200;

/** docs/analytics.md, "Capture": Chrome on Android reports the app that opened a page as `android-app://com.instagram.android/`; `file:` and such name no source. */
export const REFERRER_SCHEMES = ['http:', 'https:', 'android-app:'] as const;

export function isReferrer(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (REFERRER_SCHEMES as readonly string[]).includes(protocol) && hostname.length > 0 && hostname.length <= HOST_MAX_LENGTH;
}

/** Host and path only: a query string or fragment can carry someone's e-mail or a token. */
export function referrerParts(referrer: string): { host: string; path: string } {
  const { hostname, pathname } = new URL(referrer);
  return { host: hostname, path: (pathname || '/').slice(0, REFERRER_PATH_MAX_LENGTH) };
}

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

const NAME_MAX_LENGTH = 40;

export type UserAgentDimensions = { browser: string | null; os: string | null; device: Device };

/** An iPad on iPadOS 13 or later reports a Mac's user agent: it is a desktop here. */
export function userAgentDimensions(userAgent: string | undefined): UserAgentDimensions {
  // Without one, ua-parser-js would parse the runtime's own `navigator.userAgent` (Node 21 and later have one).
  if (!userAgent) return { browser: null, os: null, device: 'desktop' };
  // Each part alone: getResult() would run the engine's and the CPU's patterns too, which nothing keeps.
  const parser = new UAParser(userAgent);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const type = parser.getDevice().type;
  return {
    browser: browser.name?.slice(0, NAME_MAX_LENGTH) ?? null,
    os: os.name?.slice(0, NAME_MAX_LENGTH) ?? null,
    device: type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
  };
}
