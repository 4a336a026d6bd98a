import { gzipSync } from 'node:zlib';
import { openUnlocked } from '../support/admin';
import { sendTraffic, uniqueHandle } from '../support/campaigns';
import { expect, test } from '../support/fixtures';

const APPLE_COLUMNS = [
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
const VISIT = { pageViews: 1, appStoreClicks: 1, playStoreClicks: 1 };

/** App Store Connect's file as downloaded: tab-separated and gzipped; `ct` is the token the store link carried. */
function appleFile(rows: [day: string, campaign: string, counts: number][]): Buffer {
  const line = ([day, campaign, counts]: [string, string, number]) =>
    [
      day,
      'Lineup',
      '6740000000',
      '1.4.0',
      campaign,
      'iPhone',
      'First-time download',
      'Default',
      'Product Page',
      'iOS 18.1',
      'No',
      'instagram.com',
      'Web referrer',
      'US',
      counts,
    ].join('\t');
  return gzipSync([APPLE_COLUMNS.join('\t'), ...rows.map(line)].join('\n') + '\n');
}

/** Google Play's file as downloaded: UTF-16 with a byte-order mark, its columns in another order. */
function playFile(rows: [day: string, source: string, campaign: string, acquisitions: number][]): Buffer {
  const header = 'Store listing acquisitions,UTM campaign,Date,Package name,Traffic source,Search term,UTM source,Store listing visitors,Store listing conversion rate';
  const lines = rows.map(([day, source, campaign, acquisitions]) => `${acquisitions},${campaign},${day},surf.lineup.app,Third-party referrers,,${source},100,5%`);
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'utf16le')]);
}

test('the stores’ two files are previewed, applied through nginx and listed on /admin/installs', async ({ page, request }) => {
  const handle = uniqueHandle('inst');
  const long = `${uniqueHandle('surfer.long')}.`.padEnd(40, 'x');
  await sendTraffic(request, 'influencer', handle, VISIT);
  await sendTraffic(request, 'influencer', long, VISIT);
  // The long handle's token as its store link carries it: the link builder's App Store URL.
  await openUnlocked(page, '/admin/links');
  await page.getByLabel('Influencer handle').fill(long);
  await expect(page.getByLabel('Invite link, App Store URL')).toHaveValue(/ct=/);
  const longToken = new URL(await page.getByLabel('Invite link, App Store URL').inputValue()).searchParams.get('ct') ?? '';
  expect(longToken).toHaveLength(40);
  expect(longToken).toContain('~');
  const apple = appleFile([
    ['2025-10-01', longToken, 7],
    ['2025-10-01', `influencer:${handle}`, 3],
    ['2025-10-02', `influencer:${handle}`, 2],
    ['2025-10-02', 'newsletter', 4],
  ]);
  const play = playFile([
    ['2025-10-01', handle, 'influencer', 5],
    ['2025-10-01', 'unknown-source', 'influencer', 1],
  ]);

  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Installs' }).click();
  await page.getByLabel('Store files').setInputFiles([
    { name: `apple-${handle}.txt.gz`, mimeType: 'application/gzip', buffer: apple },
    { name: `play-${handle}.csv`, mimeType: 'text/csv', buffer: play },
  ]);
  const appleCard = page.getByRole('article', { name: `apple-${handle}.txt.gz` });
  const playCard = page.getByRole('article', { name: `play-${handle}.csv` });
  await expect(appleCard).toContainText('App Store');
  await expect(appleCard).toContainText('Oct 1 to Oct 2 (2 days)');
  await expect(appleCard).toContainText('12 to 2 handles');
  await expect(appleCard.getByRole('table', { name: `Unattributed installs of apple-${handle}.txt.gz` })).toContainText('newsletter');
  await expect(playCard).toContainText('Google Play');
  await expect(playCard).toContainText('5 to 1 handle');
  await expect(playCard).toContainText('utm_source=unknown-source&utm_campaign=influencer');

  await appleCard.getByRole('button', { name: 'Apply' }).click();
  await expect(appleCard).toContainText('Applied');
  await playCard.getByRole('button', { name: 'Apply' }).click();
  await expect(playCard).toContainText('Applied');

  const imports = page.getByRole('table', { name: 'Imports' });
  await expect(imports.getByRole('row', { name: new RegExp(`play-${handle}`) })).toContainText('Google Play');
  await expect(imports.getByRole('row', { name: new RegExp(`apple-${handle}`) })).toContainText('App Store');
});
