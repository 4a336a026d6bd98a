import type { InstallStore } from '../tracking';

export { INSTALL_STORES, type InstallStore } from '../tracking';

export const INSTALL_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** The same file once ungzipped: a year of App Store rows is about 110 MB; below V8's longest string (512 MiB). */
export const INSTALL_TEXT_MAX_BYTES = 256 * 1024 * 1024;

/** The columns each store's file is recognised and read by, lower case; any others are ignored. */
export const INSTALL_FILE_COLUMNS = {
  'app-store': { day: 'date', app: 'app apple identifier', campaign: 'campaign', downloadType: 'download type', count: 'counts' },
  'play-store': { day: 'date', app: 'package name', source: 'utm source', campaign: 'utm campaign', count: 'store listing acquisitions' },
} as const satisfies Record<InstallStore, Record<string, string>>;

/** The App Store's `Download Type` of an install; redownloads and restores are not counted. */
export const APPLE_FIRST_TIME_DOWNLOAD = 'first-time download';

/** A campaign value (`ct` token, or the UTM pair) longer than this is a row that cannot be read. */
export const INSTALL_VALUE_MAX_LENGTH = 500;
