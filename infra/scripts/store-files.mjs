// The stores' installs files as downloaded (docs/api.md, "Installs"), written for the API tests, the
// Playwright spec and bench/installs: one writer, so the three read the same shape.
import { gzipSync } from 'node:zlib';

/** The apps of the API's defaults (.env.example): APP_STORE_URL's id and ANDROID_PACKAGE_NAME. */
export const APPLE_APP_ID = '6740000000';
export const ANDROID_PACKAGE = 'surf.lineup.app';

export const APPLE_COLUMNS = [
  'Date',
  'App Name',
  'App Apple Identifier',
  'App Version',
  'Campaign',
  'Device',
  'Download Type',
  'Page Title',
  'Page Type',
  'Platform Version',
  'Pre-Order',
  'Source Info',
  'Source Type',
  'Territory',
  'Counts',
];

/** Google Play's store performance by traffic source, in its own order and letter case. */
export const PLAY_COLUMNS = [
  'Date',
  'Package name',
  'Traffic source',
  'Search term',
  'UTM source',
  'UTM campaign',
  'Store listing acquisitions',
  'Store listing visitors',
  'Store listing conversion rate',
];

/**
 * @typedef {object} AppleRow
 * @property {string} day
 * @property {string} campaign the `ct` token
 * @property {number} counts
 * @property {string} [downloadType] 'First-time download' unless given
 * @property {string} [app] APPLE_APP_ID unless given
 * @property {string} [territory] 'US' unless given
 * @property {string} [device] 'iPhone' unless given
 */

/**
 * @typedef {object} PlayRow
 * @property {string} day
 * @property {string} source the UTM source
 * @property {string} campaign the UTM campaign
 * @property {number | string} acquisitions
 * @property {string} [app] ANDROID_PACKAGE unless given
 */

/**
 * One row of "App Downloads Detailed", its cells in the order of `columns` (a column it does not know is empty).
 * @param {AppleRow} row
 * @param {string[]} [columns]
 * @returns {string}
 */
export function appleLine(row, columns = APPLE_COLUMNS) {
  /** @type {Record<string, string>} */
  const cells = {
    Date: row.day,
    'App Name': 'Lineup',
    'App Apple Identifier': row.app ?? APPLE_APP_ID,
    'App Version': '1.4.0',
    Campaign: row.campaign,
    Device: row.device ?? 'iPhone',
    'Download Type': row.downloadType ?? 'First-time download',
    'Page Title': 'Default',
    'Page Type': 'Product Page',
    'Platform Version': 'iOS 18.1',
    'Pre-Order': 'No',
    'Source Info': 'instagram.com',
    'Source Type': 'Web referrer',
    Territory: row.territory ?? 'US',
    Counts: String(row.counts),
  };
  return columns.map((column) => cells[column] ?? '').join('\t');
}

/**
 * App Store Connect's "App Downloads Detailed": tab-separated, gzipped unless `gzip` is false.
 * @param {AppleRow[]} rows
 * @param {{ gzip?: boolean, columns?: string[] }} [options]
 * @returns {Buffer}
 */
export function appleFile(rows, { gzip = true, columns = APPLE_COLUMNS } = {}) {
  const text = Buffer.from([columns.join('\t'), ...rows.map((row) => appleLine(row, columns))].join('\n') + '\n');
  return gzip ? gzipSync(text) : text;
}

/**
 * One row of the traffic source report, its cells in the order of `columns`, found by name in any letter case.
 * @param {PlayRow} row
 * @param {string[]} [columns]
 * @returns {string}
 */
export function playLine(row, columns = PLAY_COLUMNS) {
  /** @type {Record<string, string>} */
  const cells = {
    date: row.day,
    'package name': row.app ?? ANDROID_PACKAGE,
    'traffic source': row.source || row.campaign ? 'Third-party referrers' : 'Google Play search',
    'search term': '',
    'utm source': row.source,
    'utm campaign': row.campaign,
    'store listing acquisitions': String(row.acquisitions),
    'store listing visitors': '100',
    'store listing conversion rate': '4,5%',
  };
  const quoted = (/** @type {string} */ cell) => (cell.includes(',') ? `"${cell}"` : cell);
  return columns.map((column) => quoted(cells[column.toLowerCase()] ?? '')).join(',');
}

/**
 * Google Play's store performance by traffic source: CRLF lines, UTF-16LE with a byte-order mark unless `utf16` is false.
 * @param {PlayRow[]} rows
 * @param {{ columns?: string[], utf16?: boolean }} [options]
 * @returns {Buffer}
 */
export function playFile(rows, { columns = PLAY_COLUMNS, utf16 = true } = {}) {
  const text = [columns.join(','), ...rows.map((row) => playLine(row, columns))].join('\r\n') + '\r\n';
  return utf16 ? utf16File(text) : Buffer.from(text);
}

/**
 * UTF-16LE with a byte-order mark, as Google Play writes its files.
 * @param {string} text
 * @returns {Buffer}
 */
export function utf16File(text) {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}
