import { appleFile, PLAY_COLUMNS, playFile } from '../../infra/scripts/store-files.mjs';
import { downloadFrom, openUnlocked, statsRow } from '../support/admin';
import { sendTraffic, uniqueHandle } from '../support/campaigns';
import { expect, test } from '../support/fixtures';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../../infra/scripts/smtp-server.mjs';
import { moveCampaignCalls } from '../support/database';
import { REPO_ROOT, type Stack, startStack } from '../support/stack';

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

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysAgo = (days: number) => dayOf(Date.now() - days * DAY_MS);
/** As the dashboards and the report page write a day (components/stats/format.ts): "Nov 24". */
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The row of `handle` in the dashboard's CSV, by header: the per-store installs are the CSV's (docs/product.md, "Dashboards"). */
async function csvRow(page: Page, handle: string): Promise<Record<string, string>> {
  await page.getByLabel('Filter by handle').fill(handle);
  const csv = (await downloadFrom(page.getByRole('button', { name: 'Export CSV' }))).content.toString('utf8');
  await page.getByLabel('Filter by handle').fill('');
  const [header, ...rows] = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const row = rows.find((cells) => cells[0] === handle) ?? [];
  return Object.fromEntries(header.map((name, index) => [name, row[index]]));
}

/** The cell of `header` in the row of `handle`: the handle is the row's header, so a count cell sits one left of its column. */
async function statsCell(page: Page, tableName: string, handle: string, header: string): Promise<Locator> {
  const table = page.getByRole('table', { name: tableName });
  // As shown: the headers are set in capitals.
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim().toLowerCase());
  const column = headers.indexOf(header.toLowerCase());
  expect(column, `column ${header} among ${headers.join(', ')}`).toBeGreaterThan(0);
  return statsRow(page, tableName, handle)
    .getByRole('cell')
    .nth(column - 1);
}

test('the installs applied are on both campaign dashboards and on the influencer’s report link', async ({ page, browser, baseURL, request }) => {
  const invited = uniqueHandle('fig');
  const partier = uniqueHandle('party');
  await sendTraffic(request, 'influencer', invited, { pageViews: 2, appStoreClicks: 1, playStoreClicks: 1 });
  await sendTraffic(request, 'launch-party-influencer', partier, VISIT);
  const [first, last] = [daysAgo(3), daysAgo(2)];
  const apple = appleFile([
    { day: first, campaign: `influencer:${invited}`, counts: 4 },
    { day: last, campaign: `influencer:${invited}`, counts: 3 },
    { day: first, campaign: `launch-party:${partier}`, counts: 2 },
  ]);
  const play = playFile(
    [
      { day: first, source: invited, campaign: 'influencer', acquisitions: 5 },
      { day: last, source: partier, campaign: 'launch-party', acquisitions: 1 },
    ],
    { columns: PLAY_ORDER },
  );

  const admin = await openUnlocked(page, '/admin/installs');
  await page.getByLabel('Store files').setInputFiles([
    { name: `apple-${invited}.txt.gz`, mimeType: 'application/gzip', buffer: apple },
    { name: `play-${invited}.csv`, mimeType: 'text/csv', buffer: play },
  ]);
  for (const name of [`apple-${invited}.txt.gz`, `play-${invited}.csv`]) {
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(card).toContainText('Applied');
  }

  await admin.menu.getByRole('link', { name: 'Invite stats' }).click();
  const invites = 'Invite link stats per influencer';
  await expect(statsRow(page, invites, invited)).toBeVisible();
  await expect(page.getByText(`App Store through ${shortDay(last)}, Google Play through ${shortDay(last)}`)).toBeVisible();
  await expect(await statsCell(page, invites, invited, 'Installs')).toHaveText('12');
  await expect(await statsCell(page, invites, invited, 'Installs per 100 visitors')).toHaveText('1200.0');
  expect(await csvRow(page, invited)).toMatchObject({ Installs: '12', 'App Store installs': '7', 'Google Play installs': '5' });

  await admin.menu.getByRole('link', { name: 'Launch party' }).click();
  const party = 'Launch party stats per influencer';
  await expect(statsRow(page, party, partier)).toBeVisible();
  await expect(await statsCell(page, party, partier, 'Installs')).toHaveText('3');
  expect(await csvRow(page, partier)).toMatchObject({ Installs: '3', 'App Store installs': '2', 'Google Play installs': '1' });

  await admin.menu.getByRole('link', { name: 'Invite stats' }).click();
  await statsRow(page, invites, invited)
    .getByRole('button', { name: `Share report: ${invited}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Share ${invited}'s report` });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByLabel('Report link URL')).toHaveValue(/\/report\/[A-Za-z0-9_-]{43}$/);
  const shared = new URL(await dialog.getByLabel('Report link URL').inputValue());

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const report = await phone.newPage();
    await report.goto(new URL(shared.pathname, baseURL).href);
    await expect(report.getByRole('heading', { level: 1, name: `@${invited}` })).toBeVisible();
    const installs = report.getByRole('region', { name: 'Installs' });
    const figure = (label: string) => installs.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
    await expect(figure('All installs')).toHaveText('12');
    await expect(figure('App Store')).toHaveText('7');
    await expect(figure('Google Play')).toHaveText('5');
    await expect(installs.getByText('1200.0 per 100 visitors')).toBeVisible();
    await expect(installs.getByText(`App Store through ${shortDay(last)}, Google Play through ${shortDay(last)}.`)).toBeVisible();
    await report.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(figure('All installs')).toHaveText('12');
  } finally {
    await phone.close();
  }
});

/** The week the digest covers when DIGEST_TIME_ZONE is UTC: the Monday to Sunday before this week. */
function lastCompleteWeek(): { monday: string; sunday: string } {
  const today = new Date(`${daysAgo(0)}T00:00:00Z`);
  const monday = today.getTime() - (((today.getUTCDay() + 6) % 7) + 7) * DAY_MS;
  return { monday: dayOf(monday), sunday: dayOf(monday + 6 * DAY_MS) };
}

/** As the digest mail writes a day: "18 Nov". */
const mailDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The start's catch-up may send the real weekly digest first: the preview is the one marked so. */
async function previewMail(smtp: TestSmtpServer): Promise<ReceivedMail> {
  for (let count = 1; ; count += 1) {
    const preview = (await smtp.waitFor(count)).find((mail) => mail.parsed.subject?.startsWith('Preview:'));
    if (preview) return preview;
  }
}

test.describe('the digest preview', () => {
  // A stack of its own, with recipients and a real SMTP server: the suite's has neither (admin.spec's digest test).
  test.skip(!process.env.E2E_NGINX_ACCESS_LOG, 'starts a stack of its own, which a stack given by E2E_BASE_URL cannot');
  let smtp: TestSmtpServer | undefined;
  let stack: Stack | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = await startSmtpServer();
    stack = await startStack(resolve(process.env.E2E_WEB_ROOT ?? resolve(REPO_ROOT, 'frontend', 'dist')), {
      SMTP_URL: smtp.url,
      DIGEST_RECIPIENTS: 'team@lineup.example',
      DIGEST_TIME_ZONE: 'UTC',
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  test('has each influencer’s installs of the week and up to which day each store reported', async ({ browser }) => {
    if (!stack || !smtp) throw new Error('the stack did not start');
    const context = await browser.newContext({ baseURL: stack.baseUrl });
    try {
      const page = await context.newPage();
      const handle = uniqueHandle('week');
      await sendTraffic(context.request, 'influencer', handle, VISIT);
      // The calls were made today; the digest covers last week, so they are moved to its Wednesday, as though made then.
      const { monday, sunday } = lastCompleteWeek();
      const wednesday = dayOf(Date.parse(`${monday}T00:00:00Z`) + 2 * DAY_MS);
      await moveCampaignCalls(stack.databaseUrl, 'influencer', handle, wednesday);

      const admin = await openUnlocked(page, '/admin/installs');
      await page.getByLabel('Store files').setInputFiles([
        { name: 'apple-week.txt.gz', mimeType: 'application/gzip', buffer: appleFile([{ day: wednesday, campaign: `influencer:${handle}`, counts: 4 }]) },
        { name: 'play-week.csv', mimeType: 'text/csv', buffer: playFile([{ day: sunday, source: handle, campaign: 'influencer', acquisitions: 2 }], { columns: PLAY_ORDER }) },
      ]);
      for (const name of ['apple-week.txt.gz', 'play-week.csv']) {
        const card = page.getByRole('article', { name });
        await card.getByRole('button', { name: 'Apply' }).click();
        await expect(card).toContainText('Applied');
      }

      await admin.menu.getByRole('link', { name: 'Weekly digest' }).click();
      await page.getByRole('button', { name: 'Send a preview now' }).click();
      await expect(page.getByText(/A preview of .* is on its way to team@lineup\.example/)).toBeVisible();
      const mail = await previewMail(smtp);
      expect(mail.parsed.subject).toMatch(new RegExp(`^Preview: Lineup weekly digest \\d{4}-W\\d{2} \\(${monday} to ${sunday}\\)$`));
      const text = mail.parsed.text ?? '';
      expect(text).toMatch(new RegExp(`^- ${handle}: 1 visitor, 1 page view, 2 store taps, .*, 6 installs \\(App Store 4, Google Play 2\\)$`, 'm'));
      expect(text.match(new RegExp(`^Installs: App Store through ${mailDay(wednesday)}, Google Play through ${mailDay(sunday)}$`, 'gm'))).toHaveLength(2);
      expect(mail.parsed.html).toContain(`<strong>${handle}:</strong> 1 visitor`);
    } finally {
      await context.close();
    }
  });
});
