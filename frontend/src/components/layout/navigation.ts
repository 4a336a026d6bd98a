import { paths } from '../../config/paths';
import { DEVICE_KIND, type DeviceKind } from '../../lib/page-markup';

/** docs/product.md: the header scrolls into its compact, shadowed state after this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export const HERO_ANCHOR = 'hero';

/** The mobile drawer, named by the menu button that opens it. */
export const DRAWER_ID = 'mobile-drawer';

/** Download goes to /getapp on phones and tablets, and to the home page's hero elsewhere. */
export const DOWNLOAD_TARGETS: readonly { device: DeviceKind; to: string }[] = [
  { device: DEVICE_KIND.mobile, to: paths.getApp },
  { device: DEVICE_KIND.desktop, to: `/#${HERO_ANCHOR}` },
];
