import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { AdminPage, countCells, downloadFrom, NO_INSTALLS_CELLS, openUnlocked, statsRow } from '../support/admin';
import { CRAWLER, sendTraffic, sendVisits, statsOf, uniqueHandle } from '../support/campaigns';
import { storeUrls } from '../support/stores';
import { E2E_ADMIN_PASSWORD, expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { sendSupportRequest } from '../support/support-request';

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('admin dashboards', () => {
  test('leave the home page’s JavaScript free of the dashboards, charts, CSV and QR code libraries', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const urls: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      urls.push(new URL(response.url()).pathname);
      scripts.push(response.text());
    });
    await page.goto('/');
    // The app loads at the visitor's first input (docs/first-paint.md, "Loading React"); its route's chunks before it renders.
    await page.mouse.move(200, 200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(urls).toContainEqual(expect.stringMatching(/^\/assets\/index-[^/]+\.js$/));
    const code = (await Promise.all(scripts)).join('\n');
    // One marker each: recharts' wrapper class, papaparse's option, qrcode's Kanji mode, the admin gate's copy.
    for (const marker of ['recharts-wrapper', 'escapeFormulae', 'toSJIS', 'Unlock dashboard']) expect(code).not.toContain(marker);
  });

  test('keep their data behind the server session', async ({ request }) => {
    expect((await request.get('/api/influencer/stats')).status()).toBe(401);
    expect((await request.get('/api/launch-party-influencer/stats')).status()).toBe(401);
    expect((await request.get('/api/admin/support-requests')).status()).toBe(401);
    expect((await request.get('/api/admin/beta-signups?page=2')).status()).toBe(401);
  });

  test('refuse a wrong password with "Incorrect password" and a cleared field, then open with the right one', async ({ page }) => {
    await page.goto('/admin/influencer-stats');
    await expect(page).toHaveTitle(/Influencer Stats/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const admin = new AdminPage(page);

    await admin.logIn('not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');
    await expect(admin.password).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Influencer Stats' })).toHaveCount(0);

    await admin.logIn(E2E_ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Influencer Stats' })).toBeVisible();
    await expect(admin.menu).toBeVisible();
  });

  test('never ship the password to the browser: the server checks it', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (['script', 'document'].includes(response.request().resourceType())) scripts.push(response.text());
    });
    await page.goto('/admin/launch-party-influencer-stats');
    await expect(new AdminPage(page).password).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shipped = await Promise.all(scripts);
    expect(shipped.length).toBeGreaterThan(1);
    for (const code of shipped) expect(code).not.toContain(E2E_ADMIN_PASSWORD);
  });

  test('show exactly the counts sent through the tracking API, visitors and bot calls apart, each campaign on its own dashboard', async ({ page, request }) => {
    const inviter = uniqueHandle('e2e-invite');
    const partier = uniqueHandle('e2e-party');
    // Two phones: one reloads and taps the App Store twice, the other taps Google Play; a crawler previews the link.
    await sendVisits(request, 'influencer', inviter, [
      { pageViews: 2, appStoreClicks: 2, playStoreClicks: 0 },
      { pageViews: 1, appStoreClicks: 0, playStoreClicks: 1 },
    ]);
    await sendTraffic(request, 'influencer', inviter, { pageViews: 1, appStoreClicks: 0, playStoreClicks: 0 }, CRAWLER);
    await sendVisits(request, 'launch-party-influencer', partier, [
      { pageViews: 4, appStoreClicks: 1, playStoreClicks: 0 },
      ...Array.from({ length: 3 }, () => ({ pageViews: 2, appStoreClicks: 0, playStoreClicks: 0 })),
    ]);
    // A handle in another letter case and with an @ is the same influencer (docs/api.md).
    await sendVisits(request, 'launch-party-influencer', `@${partier.toUpperCase()}`, [{ pageViews: 2, appStoreClicks: 0, playStoreClicks: 0 }], 4);

    const admin = await openUnlocked(page, '/admin/influencer-stats');
    const inviteRow = statsRow(page, 'Invite link stats per influencer', inviter);
    await expect(countCells(inviteRow)).toHaveText(['2', '4', '2', '1', ...NO_INSTALLS_CELLS, '75.0%', '100.0%']);
    // The crawler's preview: a bot call, in the CSV and the API since the table shows installs (docs/product.md).
    expect(await statsOf(request, 'influencer', inviter)).toMatchObject({ uniqueVisitors: 2, botCalls: 1 });
    await expect(inviteRow.getByText('75.0%')).toHaveAttribute('data-tone', 'high');
    await expect(statsRow(page, 'Invite link stats per influencer', partier)).toHaveCount(0);
    await expect(page.getByText(/No cookie is used\./)).toBeVisible();
    await expect(page.getByText(/Installs are read in App Store Connect .* and the Play Console/)).toBeVisible();

    await admin.menu.getByRole('link', { name: 'Launch party' }).click();
    await expect(page).toHaveURL(/\/admin\/launch-party-influencer-stats$/);
    const partyRow = statsRow(page, 'Launch party stats per influencer', partier);
    // Views + taps (12 + 1 + 0) after the three counts: the launch-party order, SPEC §9.
    await expect(countCells(partyRow)).toHaveText(['5', '12', '1', '0', '13', ...NO_INSTALLS_CELLS, '8.3%', '20.0%']);
    await expect(partyRow.getByText('8.3%')).toHaveAttribute('data-tone', 'medium');
    await expect(partyRow.getByText('20.0%')).toHaveAttribute('data-tone', 'high');
    await expect(statsRow(page, 'Launch party stats per influencer', inviter)).toHaveCount(0);
    await expect(page.getByLabel('Totals')).toContainText('Visitors');
    await expect(page.getByLabel('Totals')).toContainText('Overall conversion');
    await expect(page.getByLabel('Totals')).toContainText('Visitor conversion');
  });

  test('fit the nine columns of the table (ten on the launch party) and the Share button on a 1280 px screen without sideways scrolling, a 40-character handle included', async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('e2e-wide').padEnd(40, 'x').slice(0, 40);
    await sendVisits(request, 'influencer', handle, [{ pageViews: 3, appStoreClicks: 1, playStoreClicks: 1 }]);
    await sendVisits(request, 'launch-party-influencer', handle, [{ pageViews: 3, appStoreClicks: 1, playStoreClicks: 1 }]);
    const admin = await openUnlocked(page, '/admin/influencer-stats');
    for (const [name, headers] of [
      ['Invite link stats per influencer', 10],
      ['Launch party stats per influencer', 11],
    ] as const) {
      if (name.startsWith('Launch')) await admin.menu.getByRole('link', { name: 'Launch party' }).click();
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('columnheader')).toHaveCount(headers);
      await expect(statsRow(page, name, handle)).toBeVisible();
      const scroller = await table.evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth }));
      expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
      await expectNoSidewaysScroll(page);
    }
  });

  test('export the table as CSV with the numbers on screen', async ({ page, request }) => {
    const handle = uniqueHandle('e2e-csv');
    await sendVisits(request, 'influencer', handle, [
      { pageViews: 3, appStoreClicks: 2, playStoreClicks: 0 },
      { pageViews: 1, appStoreClicks: 0, playStoreClicks: 1 },
    ]);
    await openUnlocked(page, '/admin/influencer-stats');
    await page.getByLabel('Filter by handle').fill(handle);
    await expect(page.getByRole('table', { name: 'Invite link stats per influencer' }).getByRole('rowheader')).toHaveText([handle]);

    const file = await downloadFrom(page.getByRole('button', { name: 'Export CSV' }));
    expect(file.name).toMatch(/^influencer-stats-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Influencer,Visitors,Page views,App Store taps,Google Play taps,Installs,App Store installs,Google Play installs,Installs per 100 visitors,Visitors who tapped App Store,Visitors who tapped Google Play,Visitors who tapped a store,Bot calls,Conversion rate (%),Visitor conversion (%),Updated at',
    );
    expect(lines).toHaveLength(2);
    // Its installs: empty before any store reported, 0 after (another spec may import the stores' files first).
    expect(lines[1]).toMatch(new RegExp(`^${handle},2,4,2,1,(0?,){3}(0\\.0)?,1,1,2,0,75\\.0,100\\.0,\\d{4}-\\d{2}-\\d{2}T`));
  });

  test('filter the table by date range through the API, and chart and export the counts per day', async ({ page, request }) => {
    const handle = uniqueHandle('e2e-range');
    await sendTraffic(request, 'influencer', handle, { pageViews: 5, appStoreClicks: 2, playStoreClicks: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    await openUnlocked(page, '/admin/influencer-stats');
    const row = statsRow(page, 'Invite link stats per influencer', handle);
    // One browser sent them all: one visitor, who tapped the App Store.
    const cells = ['1', '5', '2', '0', ...NO_INSTALLS_CELLS, '40.0%', '100.0%'];
    await expect(countCells(row)).toHaveText(cells);

    const lastWeek = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/influencer/stats' && new URL(sent.url()).searchParams.get('to') === today);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    expect(new URL((await lastWeek).url()).searchParams.get('from')).toBe(new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10));
    await expect(countCells(row)).toHaveText(cells);

    // Nothing was sent yesterday: a range of that day alone leaves this influencer out.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill(yesterday);
    await page.getByLabel('To', { exact: true }).fill(yesterday);
    await expect(page.getByText(`Showing ${yesterday} to ${yesterday} (UTC days).`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('button', { name: 'All time' }).click();
    await expect(countCells(row)).toHaveText(cells);
    const chart = page.getByRole('figure', { name: 'Influencer Stats: visitors, page views and store-button taps per day' });
    await expect(chart.locator('svg.recharts-surface[role="application"]')).toBeVisible();
    await expect(chart.locator('.recharts-legend-item-text')).toHaveText(['Visitors', 'Page views', 'App Store taps', 'Google Play taps']);

    const lines = (await downloadFrom(page.getByRole('button', { name: 'Export series CSV' }))).content.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Visitors,Page views,App Store taps,Google Play taps,Visitors who tapped App Store,Visitors who tapped Google Play,Visitors who tapped a store,Bot calls',
    );
    // The series is the whole campaign's, and other tests add to today too: at least what this test sent.
    const [day, visitors, views, appStore] = lines[lines.length - 1].split(',');
    expect(day).toBe(today);
    expect(Number(visitors)).toBeGreaterThanOrEqual(1);
    expect(Number(views)).toBeGreaterThanOrEqual(5);
    expect(Number(appStore)).toBeGreaterThanOrEqual(2);
  });

  test('export support requests as CSV, and open one in full', async ({ page, request }) => {
    const subject = `Tide chart upside down ${Date.now()}`;
    await sendSupportRequest(request, {
      name: 'Kai Lopes',
      email: 'kai@example.com',
      subject,
      category: 'app',
      priority: 'urgent',
      description: 'The tide chart shows lows as highs.\nSince the last update.',
    });

    await openUnlocked(page, '/admin/support-requests');
    const row = page.getByRole('table', { name: 'Support requests' }).getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('App Functionality');
    await expect(row).toContainText('Urgent');
    await row.getByRole('button', { name: `Read: ${subject}` }).click();
    await expect(page.getByRole('dialog', { name: subject })).toContainText('The tide chart shows lows as highs.');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    const csv = (await downloadFrom(page.getByRole('button', { name: 'Export CSV' }))).content.toString('utf8');
    expect(csv).toContain(subject);
    expect(csv).toContain('kai@example.com');
  });

  test('list beta signups and export them as CSV', async ({ page, request }) => {
    const email = `${uniqueHandle('beta')}@example.com`;
    expect((await request.post('/api/beta-signup', { data: { email } })).status()).toBe(201);
    await openUnlocked(page, '/admin/beta-signups');
    // Newest first: the signup just made is on the first page.
    await expect(page.getByRole('table', { name: 'Beta signups' }).getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ (person has|people have) signed up\./)).toBeVisible();

    const file = await downloadFrom(page.getByRole('button', { name: 'Export CSV' }));
    expect(file.name).toMatch(/^beta-signups-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.content.toString('utf8')).toContain(email);
  });

  test('build an influencer link whose QR code decodes back to it', async ({ page }) => {
    await openUnlocked(page, '/admin/links');
    await page.getByLabel('Influencer handle').fill('@Surf.Jane');
    const link = page.getByLabel('Invite link URL');
    await expect(link).toHaveValue(/\/invite\?influencer=surf\.jane$/);
    const expected = await link.inputValue();
    await expect(page.getByLabel('Launch party link URL')).toHaveValue(expected.replace('/invite?', '/launch-party-santa-cruz?'));

    const file = await downloadFrom(page.getByRole('button', { name: `PNG: QR code for ${expected}` }));
    expect(file.name).toBe('invite-surf.jane-qr.png');
    const png = PNG.sync.read(file.content);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(expected);

    const svg = await downloadFrom(page.getByRole('button', { name: `SVG: QR code for ${expected}` }));
    expect(svg.content.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // The store links carry the campaign and handle, and so do their QR codes.
    const { appStore, playStore } = storeUrls('launch-party', 'surf.jane');
    await expect(page.getByLabel('Invite link, App Store URL')).toHaveValue(storeUrls('influencer', 'surf.jane').appStore);
    await expect(page.getByLabel('Launch party link, App Store URL')).toHaveValue(appStore);
    await expect(page.getByLabel('Launch party link, Google Play URL')).toHaveValue(playStore);
    const storeQr = await downloadFrom(page.getByRole('button', { name: `PNG: QR code for ${playStore}` }));
    expect(storeQr.name).toBe('launch-party-surf.jane-google-play-qr.png');
    const storePng = PNG.sync.read(storeQr.content);
    expect(jsQR(new Uint8ClampedArray(storePng.data), storePng.width, storePng.height)?.data).toBe(playStore);
  });

  test('pass an axe scan: the gate, both dashboards, the link builder and the operator lists', async ({ page, request }) => {
    await sendTraffic(request, 'influencer', uniqueHandle('e2e-axe'), { pageViews: 2, appStoreClicks: 1, playStoreClicks: 0 });
    await page.goto('/admin/influencer-stats');
    const admin = new AdminPage(page);
    await expect(admin.password).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await admin.logIn(E2E_ADMIN_PASSWORD);
    await expect(page.getByRole('table', { name: 'Invite link stats per influencer' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    for (const [link, ready] of [
      ['Launch party', page.getByRole('heading', { level: 1, name: 'Launch Party Influencer Stats' })],
      ['Link builder', page.getByLabel('Influencer handle')],
      ['Support requests', page.getByRole('heading', { level: 1, name: 'Support requests' })],
      ['Beta signups', page.getByRole('heading', { level: 1, name: 'Beta signups' })],
    ] as const) {
      await admin.menu.getByRole('link', { name: link }).click();
      await expect(ready).toBeVisible();
      if (link === 'Link builder') await page.getByLabel('Influencer handle').fill('surfer_jane');
      await expectNoSeriousAxeViolations(page);
    }
  });

  test('show the weekly digest settings, say why a preview cannot go without recipients, and pass an axe scan', async ({ page }) => {
    await openUnlocked(page, '/admin/digest');
    await expect(page.getByText(/No recipients\. Set DIGEST_RECIPIENTS/)).toBeVisible();
    await page.getByRole('button', { name: 'Send a preview now' }).click();
    await expect(page.getByRole('alert')).toHaveText('No preview: the digest has no recipients (DIGEST_RECIPIENTS is unset on the server).');
    await expectNoSeriousAxeViolations(page);
  });

  test('fit a 320px phone without sideways scrolling; wide tables scroll inside their card', async ({ page, request }) => {
    await sendTraffic(request, 'launch-party-influencer', uniqueHandle('e2e-phone'), { pageViews: 3, appStoreClicks: 1, playStoreClicks: 1 });
    await sendSupportRequest(request, {
      name: 'Ana Reyes',
      email: 'ana@example.com',
      subject: 'Phone layout check',
      category: 'other',
      priority: 'low',
      description: 'Checking the operator list on a phone.',
    });
    await page.setViewportSize({ width: 320, height: 800 });
    await openUnlocked(page, '/admin/launch-party-influencer-stats');
    for (const [path, ready] of [
      ['/admin/launch-party-influencer-stats', page.getByRole('table', { name: 'Launch party stats per influencer' })],
      ['/admin/influencer-stats', page.getByRole('heading', { level: 1, name: 'Influencer Stats' })],
      ['/admin/links', page.getByLabel('Influencer handle')],
      ['/admin/support-requests', page.getByRole('table', { name: 'Support requests' })],
      ['/admin/beta-signups', page.getByRole('heading', { level: 1, name: 'Beta signups' })],
      ['/admin/digest', page.getByRole('heading', { level: 1, name: 'Weekly digest' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      if (path === '/admin/links') await page.getByLabel('Influencer handle').fill('a-rather-long-handle.for_testing-40chars');
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('log out on the server: the gate comes back and the API refuses the old cookie', async ({ page }) => {
    const admin = await openUnlocked(page, '/admin/influencer-stats');
    expect((await page.request.get('/api/influencer/stats')).status()).toBe(200);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/admin/session') && response.request().method() === 'DELETE');
    await admin.logOutButton.click();
    expect((await loggedOut).status()).toBe(204);
    await expect(admin.password).toBeVisible();
    expect((await page.request.get('/api/influencer/stats')).status()).toBe(401);

    await page.reload();
    await expect(admin.password).toBeVisible();
  });

  test('bring the gate back when the server ends the session under an open dashboard', async ({ page, request }) => {
    const handle = uniqueHandle('e2e-revoked');
    await sendTraffic(request, 'influencer', handle, { pageViews: 1, appStoreClicks: 0, playStoreClicks: 0 });
    const admin = await openUnlocked(page, '/admin/influencer-stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Influencer Stats' })).toBeVisible();
    // The admin has the page in front of them, its rows and its installs note shown: a call still in flight would be the one refused.
    await expect(statsRow(page, 'Invite link stats per influencer', handle)).toBeVisible();
    await expect(page.getByText(/No store reports imported yet|App Store( through|: no reports yet)/)).toBeVisible();
    // Revoked behind the page's back (another tab's logout shares this cookie).
    expect((await page.request.delete('/api/admin/session')).status()).toBe(204);

    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/influencer/stats' && response.status() === 401);
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await refused;
    await expect(admin.password).toBeVisible();
    await expect(admin.logOutButton).toHaveCount(0);
  });

  test('say "Session expired. Please log in again." on the launch-party dashboard once 24 hours have passed', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-08-01T09:00:00Z') });
    const admin = await openUnlocked(page, '/admin/launch-party-influencer-stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Launch Party Influencer Stats' })).toBeVisible();

    await page.clock.fastForward(DAY_MS - 60_000);
    await expect(admin.logOutButton).toBeVisible();
    await expect(admin.sessionExpired).toHaveCount(0);

    const revoked = page.waitForResponse((response) => response.url().endsWith('/api/admin/session') && response.request().method() === 'DELETE');
    await page.clock.fastForward(60_000);
    await expect(admin.sessionExpired).toBeVisible();
    await expect(admin.password).toBeVisible();
    expect((await revoked).status()).toBe(204);
    expect((await page.request.get('/api/launch-party-influencer/stats')).status()).toBe(401);
  });

  test('say the session expired when the dashboard is opened again a day later', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-08-01T09:00:00Z') });
    const admin = await openUnlocked(page, '/admin/launch-party-influencer-stats');
    // A day after the page's own clock, which ran on while logging in (a fixed 09:00:01 left one second for it).
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + DAY_MS);
    await page.reload();
    await expect(admin.sessionExpired).toBeVisible();
    await admin.logIn(E2E_ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Launch Party Influencer Stats' })).toBeVisible();
    await expect(admin.sessionExpired).toHaveCount(0);
  });
});
