import { appleFile, PLAY_COLUMNS, playFile } from '../../infra/scripts/store-files.mjs';
import { openUnlocked } from '../support/admin';
import { sendTraffic, uniqueHandle } from '../support/campaigns';
import { expect, test } from '../support/fixtures';

const VISIT = { pageViews: 1, appStoreClicks: 1, playStoreClicks: 1 };
/** Google Play's columns in another order than the usual: the import finds them by name. */
const PLAY_ORDER = ['Store listing acquisitions', 'UTM campaign', ...PLAY_COLUMNS.filter((column) => column !== 'Store listing acquisitions' && column !== 'UTM campaign')];

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
  // App Store Connect's file gzipped, `ct` the token the store link carried; Google Play's UTF-16 with a byte-order mark.
  const apple = appleFile([
    { day: '2025-10-01', campaign: longToken, counts: 7 },
    { day: '2025-10-01', campaign: `influencer:${handle}`, counts: 3 },
    { day: '2025-10-02', campaign: `influencer:${handle}`, counts: 2 },
    { day: '2025-10-02', campaign: 'newsletter', counts: 4 },
  ]);
  const play = playFile(
    [
      { day: '2025-10-01', source: handle, campaign: 'influencer', acquisitions: 5 },
      { day: '2025-10-01', source: 'unknown-source', campaign: 'influencer', acquisitions: 1 },
    ],
    { columns: PLAY_ORDER },
  );

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
