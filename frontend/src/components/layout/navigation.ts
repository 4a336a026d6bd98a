import { useEffect, useState } from 'react';
import { browserDeviceSignals, isMobileDevice } from '../../lib/device';
import { paths } from '../../app/paths';

/** SPEC.md: the header scrolls into its compact, shadowed state after this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export const HERO_ANCHOR = 'hero';

/** The mobile drawer, named by the menu button that opens it. */
export const DRAWER_ID = 'mobile-drawer';

/** Download goes to /getapp on phones and tablets, and to the home page's hero elsewhere. */
export function useDownloadHref(): string {
  return useIsMobileDevice() ? paths.getApp : `/#${HERO_ANCHOR}`;
}

/**
 * False during the server render and the first client render (so both match), then the
 * browser's answer: pages render their neutral, desktop form first and adapt after hydration.
 */
export function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => setMobile(isMobileDevice(browserDeviceSignals())), []);
  return mobile;
}
