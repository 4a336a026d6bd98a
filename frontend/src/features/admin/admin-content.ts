import { paths } from '../../config/paths';
import { brand } from '../../config/brand';

export type AdminNavItem = { label: string; to: string };

/** What every admin page says about itself: its head tags and the heading block above its sections. */
export type AdminPageCopy = { pageTitle: string; description: string; eyebrow: string; heading: string; intro: string };

export const adminPageTitle = (name: string) => `${name} | ${brand.productName} Admin`;

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Analytics', to: paths.adminAnalytics },
  { label: 'Invite stats', to: paths.influencerStats },
  { label: 'Launch party', to: paths.launchPartyStats },
  { label: 'Link builder', to: paths.adminLinks },
  { label: 'Support requests', to: paths.adminSupportRequests },
  { label: 'Beta signups', to: paths.adminBetaSignups },
  { label: 'Report links', to: paths.adminReportLinks },
  { label: 'Weekly digest', to: paths.adminDigest },
  { label: 'Installs', to: paths.adminInstalls },
];

export const LAYOUT_COPY = {
  badge: 'Admin',
  navLabel: 'Admin pages',
  logout: 'Log out',
  loggingOut: 'Logging out...',
  logoutFailed: 'Logout failed',
  logoutFailedDetail: 'The server did not confirm the logout. Please try again.',
  footer: 'Internal tools. Numbers come straight from the tracking API; nothing here is shared publicly.',
} as const;

export const QR_COPY = {
  downloadPng: 'PNG',
  downloadSvg: 'SVG',
  qrAlt: (link: string) => `QR code for ${link}`,
  qrFailed: 'The QR code could not be drawn in this browser.',
} as const;

/** Copying a link to the clipboard, wherever the admin offers it. */
export const COPY_LINK_COPY = {
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy failed: select the link and copy it by hand',
} as const;
