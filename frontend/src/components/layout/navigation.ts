import { paths } from '../../app/paths';

/** SPEC.md: the header scrolls into its compact, shadowed state after this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export const HERO_ANCHOR = 'hero';

/** The mobile drawer, named by the menu button that opens it. */
export const DRAWER_ID = 'mobile-drawer';

// A first-paint script marks <html> with the device kind, so CSS picks the right Download link before React loads.
export const DEVICE_ATTRIBUTE = 'data-device';
export const DEVICE_ONLY_ATTRIBUTE = 'data-device-only';
export const DEVICE_KIND = { mobile: 'mobile', desktop: 'desktop' } as const;

export type DeviceKind = (typeof DEVICE_KIND)[keyof typeof DEVICE_KIND];

/** The props that show an element only on one kind of device (GlobalStyle hides it on the other). */
export function deviceOnly(device: DeviceKind) {
  return { [DEVICE_ONLY_ATTRIBUTE]: device };
}

/** Download goes to /getapp on phones and tablets, and to the home page's hero elsewhere. */
export const DOWNLOAD_TARGETS: readonly { device: DeviceKind; to: string }[] = [
  { device: DEVICE_KIND.mobile, to: paths.getApp },
  { device: DEVICE_KIND.desktop, to: `/#${HERO_ANCHOR}` },
];
