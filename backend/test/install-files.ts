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

export type AppleRow = { day: string; campaign: string; counts: number; downloadType?: string; app?: string; territory?: string };

/** App Store Connect's "App Downloads Detailed": tab-separated, gzipped unless `gzip` is false. */
export function appleFile(rows: AppleRow[], { gzip = true, columns = APPLE_COLUMNS }: { gzip?: boolean; columns?: string[] } = {}): Buffer {
  const cells = (row: AppleRow): Record<string, string> => ({
    Date: row.day,
    'App Name': 'Lineup',
    'App Apple Identifier': row.app ?? APPLE_APP_ID,
    'App Version': '1.4.0',
    Campaign: row.campaign,
    Device: 'iPhone',
    'Download Type': row.downloadType ?? 'First-time download',
    'Page Title': 'Default',
    'Page Type': 'Product Page',
    'Platform Version': 'iOS 18.1',
    'Pre-Order': 'No',
    'Source Info': 'instagram.com',
    'Source Type': 'Web referrer',
    Territory: row.territory ?? 'US',
    Counts: String(row.counts),
  });
  const lines = [columns.join('\t'), ...rows.map((row) => columns.map((column) => cells(row)[column] ?? '').join('\t'))];
  const text = Buffer.from(lines.join('\n') + '\n');
  return gzip ? gzipSync(text) : text;
}

/** Google Play's store performance by traffic source, in the order and letter case given, UTF-16LE with a byte-order mark. */
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

export type PlayRow = { day: string; source: string; campaign: string; acquisitions: number | string; app?: string };

export function playFile(rows: PlayRow[], { columns = PLAY_COLUMNS, utf16 = true }: { columns?: string[]; utf16?: boolean } = {}): Buffer {
  const cells = (row: PlayRow): Record<string, string> => ({
    date: row.day,
    'package name': row.app ?? ANDROID_PACKAGE,
    'traffic source': row.source || row.campaign ? 'Third-party referrers' : 'Google Play search',
    'search term': '',
    'utm source': row.source,
    'utm campaign': row.campaign,
    'store listing acquisitions': String(row.acquisitions),
    'store listing visitors': '100',
    'store listing conversion rate': '4,5%',
  });
  const quoted = (cell: string) => (cell.includes(',') ? `"${cell}"` : cell);
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => quoted(cells(row)[column.toLowerCase()] ?? '')).join(','))];
  const text = lines.join('\r\n') + '\r\n';
  return utf16 ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) : Buffer.from(text);
}
