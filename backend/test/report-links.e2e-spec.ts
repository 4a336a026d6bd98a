import { createHash } from 'node:crypto';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { appleCampaignToken } from '../src/installs/apple-campaign-token';
import { createApiTestApp, expectErrorShape, logIn, TEST_ADMIN_PASSWORD } from './api-test-app';
import { appleFile, playFile } from '../../infra/scripts/store-files.mjs';
import { queryDatabase, type TestApp } from './test-app';

const PUBLIC_SITE_URL = 'https://lineup.example';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const NOW = new Date('2025-08-10T12:00:00Z');
const NOT_VALID = { statusCode: 404, error: 'This report link is no longer valid', code: 'REPORT_LINK_NOT_FOUND' };

type Created = { id: string; url: string; campaign: string; influencer: string; createdAt: string; expiresAt: string | null };

const tokenOf = (url: string) => url.split('/').at(-1) ?? '';

describe('report links', () => {
  let testApp: TestApp;
  let cookie: string;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp({ PUBLIC_SITE_URL });
    cookie = await logIn(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function share(body: Record<string, unknown>): Promise<Created> {
    const response = await request(server()).post('/api/admin/report-links').set('Cookie', cookie).send(body).expect(201);
    return response.body as Created;
  }

  async function track(path: string, influencer: string, at: string, kind = 'page-view'): Promise<void> {
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(at));
    await request(server()).post(`/api/${path}/${kind}`).set('User-Agent', PHONE).send({ influencer }).expect(204);
  }

  it('refuses every admin route without a session, and stores nothing', async () => {
    const before = await queryDatabase(testApp.databaseUrl, 'SELECT count(*)::int AS n FROM report_link');
    const refused = [
      await request(server()).post('/api/admin/report-links').send({ campaign: 'influencer', influencer: 'kai' }),
      await request(server()).get('/api/admin/report-links'),
      await request(server()).delete('/api/admin/report-links/00000000-0000-4000-8000-000000000000'),
    ];
    for (const response of refused) {
      expectErrorShape(response.body, 401);
      expect((response.body as { code: string }).code).toBe('ADMIN_SESSION_REQUIRED');
    }
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT count(*)::int AS n FROM report_link')).toEqual(before);
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const before = await queryDatabase(testApp.databaseUrl, 'SELECT count(*)::int AS n FROM report_link');
    const bodies = [
      {},
      { campaign: 'invite', influencer: 'kai' },
      { campaign: 'influencer', influencer: 'not a handle' },
      { campaign: 'influencer', influencer: 'kai', expiresInDays: 0 },
      { campaign: 'influencer', influencer: 'kai', expiresInDays: 366 },
      { campaign: 'influencer', influencer: 'kai', expiresInDays: 1.5 },
      { campaign: 'influencer', influencer: 'kai', expiresInDays: '7' },
      { campaign: 'influencer', influencer: 'kai', token: 'mine' },
    ];
    for (const body of bodies) {
      const response = await request(server()).post('/api/admin/report-links').set('Cookie', cookie).send(body);
      expectErrorShape(response.body, 400);
    }
    const badId = await request(server()).delete('/api/admin/report-links/not-a-uuid').set('Cookie', cookie);
    expectErrorShape(badId.body, 400);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT count(*)::int AS n FROM report_link')).toEqual(before);
  });

  it('answers a link with 256 random bits under PUBLIC_SITE_URL and stores only its SHA-256', async () => {
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
    const created = await share({ campaign: 'influencer', influencer: '@Kai', expiresInDays: 30 });
    expect(created).toEqual({
      id: expect.any(String) as unknown,
      url: expect.stringMatching(/^https:\/\/lineup\.example\/report\/[A-Za-z0-9_-]{43}$/) as unknown,
      campaign: 'influencer',
      influencer: 'kai',
      createdAt: NOW.toISOString(),
      expiresAt: '2025-09-09T12:00:00.000Z',
    });
    const token = tokenOf(created.url);
    const [row] = await queryDatabase<Record<string, unknown>>(testApp.databaseUrl, 'SELECT * FROM report_link WHERE id = $1', [created.id]);
    expect(row.token_hash).toEqual(createHash('sha256').update(token).digest());
    expect(JSON.stringify(row)).not.toContain(token);
    expect(tokenOf((await share({ campaign: 'influencer', influencer: 'kai' })).url)).not.toBe(token);
  });

  it("reads only its own influencer's figures in its own campaign, in the range asked, and records the open", async () => {
    await track('influencer', 'ana', '2025-07-01T09:00:00Z');
    await track('influencer', 'ana', '2025-08-09T09:00:00Z');
    await track('influencer', 'ana', '2025-08-09T09:01:00Z', 'app-store-click');
    await track('influencer', 'ben', '2025-08-09T10:00:00Z');
    await track('influencer', 'ben', '2025-08-09T10:00:00Z', 'play-store-click');
    await track('launch-party-influencer', 'ana', '2025-08-09T11:00:00Z');
    await track('launch-party-influencer', 'ana', '2025-08-09T11:00:00Z', 'play-store-click');
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
    const ana = await share({ campaign: 'influencer', influencer: 'ana' });
    const partyAna = await share({ campaign: 'launch-party', influencer: 'ana' });

    const week = await request(server())
      .get(`/api/reports/${tokenOf(ana.url)}?range=7d`)
      .expect(200);
    expect(week.headers['x-robots-tag']).toBe('noindex');
    expect(week.headers['referrer-policy']).toBe('no-referrer');
    expect(week.headers['cache-control']).toBe('no-store');
    expect(week.body).toEqual({
      influencer: 'ana',
      campaign: 'influencer',
      range: '7d',
      from: '2025-08-04',
      to: '2025-08-10',
      visitors: 1,
      pageViews: 1,
      appStoreClicks: 1,
      playStoreClicks: 0,
      conversion: 100,
      appStoreInstalls: null,
      playStoreInstalls: null,
      installs: null,
      installsPer100Visitors: null,
      installsThrough: { appStore: null, playStore: null },
      daily: [{ date: '2025-08-09', visitors: 1, pageViews: 1, appStoreClicks: 1, playStoreClicks: 0, appStoreInstalls: null, playStoreInstalls: null, installs: null }],
      inviteLink: 'https://lineup.example/invite?influencer=ana',
      lastUpdated: '2025-08-09T09:01:00.000Z',
    });
    const allTime = await request(server())
      .get(`/api/reports/${tokenOf(ana.url)}?range=all`)
      .expect(200);
    expect(allTime.body).toEqual(expect.objectContaining({ pageViews: 2, appStoreClicks: 1, playStoreClicks: 0, conversion: 50 }));
    expect((allTime.body as { daily: unknown[]; from?: string }).daily).toHaveLength(2);
    expect(allTime.body).not.toHaveProperty('from');

    const party = await request(server())
      .get(`/api/reports/${tokenOf(partyAna.url)}?range=all`)
      .expect(200);
    expect(party.body).toEqual(
      expect.objectContaining({
        influencer: 'ana',
        campaign: 'launch-party',
        pageViews: 1,
        playStoreClicks: 1,
        inviteLink: 'https://lineup.example/launch-party-santa-cruz?influencer=ana',
      }),
    );

    for (const tampered of ['influencer=ben', 'campaign=launch-party', 'campaign=nope', 'influencer=ana&campaign=launch-party', 'influencer=%20']) {
      const response = await request(server()).get(`/api/reports/${tokenOf(ana.url)}?${tampered}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_VALID);
    }
    for (const own of ['influencer=Ana', 'influencer=%40ana&campaign=influencer']) {
      const response = await request(server())
        .get(`/api/reports/${tokenOf(ana.url)}?${own}`)
        .expect(200);
      expect(response.body).toEqual(expect.objectContaining({ influencer: 'ana', campaign: 'influencer' }));
    }
    expectErrorShape((await request(server()).get(`/api/reports/${tokenOf(ana.url)}?handle=ben`)).body, 400);
    for (const path of [`${tokenOf(ana.url)}/ben`, `${tokenOf(ana.url)}/launch-party`, 'ben', tokenOf(ana.url).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))]) {
      const response = await request(server()).get(`/api/reports/${path}`);
      expectErrorShape(response.body, 404);
    }

    const listed = await request(server()).get('/api/admin/report-links').set('Cookie', cookie).expect(200);
    const row = (listed.body as { id: string; lastOpenedAt: string | null }[]).find((link) => link.id === ana.id);
    expect(row?.lastOpenedAt).toBe(NOW.toISOString());
    expect((listed.body as { id: string; lastOpenedAt: string | null }[]).find((link) => link.id === partyAna.id)?.lastOpenedAt).toBe(NOW.toISOString());
  });

  it('answers an unknown or malformed link 404 with the error shape and the report headers', async () => {
    for (const token of ['A'.repeat(43), 'short', '%00']) {
      const response = await request(server()).get(`/api/reports/${token}`);
      expect(response.status).toBe(404);
      expectErrorShape(response.body, 404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await request(server()).get(`/api/reports/${'A'.repeat(43)}`)).body).toEqual(NOT_VALID);
  });

  it('answers a long or malformed token 404 REPORT_LINK_NOT_FOUND, never echoing it', async () => {
    const long = `${'Ab9_-'.repeat(20)}x`;
    for (const [sent, token] of [
      [long, long],
      ['Z'.repeat(4_000), 'Z'.repeat(4_000)],
      [`${'Q'.repeat(43)}/more`, 'Q'.repeat(43)],
      [`${'W'.repeat(43)}%2Fx`, 'W'.repeat(43)],
      ['tok!en$with*marks', 'tok!en$with*marks'],
      ['%F0%9F%8F%84sea', '🏄sea'],
    ]) {
      const response = await request(server()).get(`/api/reports/${sent}?range=7d`);
      expect({ sent: sent.slice(0, 60), status: response.status, body: response.body as unknown }).toEqual({ sent: sent.slice(0, 60), status: 404, body: NOT_VALID });
      expect(response.text).not.toContain(token.slice(0, 20));
      expect(JSON.stringify(response.headers)).not.toContain(token.slice(0, 20));
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('stops working once expired', async () => {
    const now = jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
    const link = await share({ campaign: 'influencer', influencer: 'kai', expiresInDays: 1 });
    now.mockReturnValue(new Date(NOW.getTime() + 86_400_000 - 1_000));
    await request(server())
      .get(`/api/reports/${tokenOf(link.url)}`)
      .expect(200);
    now.mockReturnValue(new Date(NOW.getTime() + 86_400_000));
    expect(
      (
        await request(server())
          .get(`/api/reports/${tokenOf(link.url)}`)
          .expect(404)
      ).body,
    ).toEqual(NOT_VALID);
    const listed = await request(server()).get('/api/admin/report-links').set('Cookie', cookie).expect(200);
    expect((listed.body as { id: string }[]).map(({ id }) => id)).toContain(link.id);
  });

  it('stops working at once on a second API process when revoked on the first', async () => {
    const second = await createApiTestApp({ PUBLIC_SITE_URL }, { database: { url: testApp.databaseUrl, drop: () => Promise.resolve() } });
    try {
      const link = await share({ campaign: 'influencer', influencer: 'kai' });
      await request(second.app.getHttpServer())
        .get(`/api/reports/${tokenOf(link.url)}`)
        .expect(200);
      await request(server()).delete(`/api/admin/report-links/${link.id}`).set('Cookie', cookie).expect(204);
      expect(
        (
          await request(second.app.getHttpServer())
            .get(`/api/reports/${tokenOf(link.url)}`)
            .expect(404)
        ).body,
      ).toEqual(NOT_VALID);
      await request(server())
        .get(`/api/reports/${tokenOf(link.url)}`)
        .expect(404);
      const again = await request(second.app.getHttpServer()).delete(`/api/admin/report-links/${link.id}`).set('Cookie', cookie);
      expectErrorShape(again.body, 404);
      expect((again.body as { code: string }).code).toBe('REPORT_LINK_NOT_FOUND');
      const listed = await request(server()).get('/api/admin/report-links').set('Cookie', cookie).expect(200);
      expect((listed.body as { id: string }[]).map(({ id }) => id)).not.toContain(link.id);
    } finally {
      await second.app.close();
    }
  });
});

describe("a report's installs", () => {
  let testApp: TestApp;
  let cookie: string;
  const server = () => testApp.app.getHttpServer();
  const apple = (campaign: string, influencer: string, day: string, counts: number) => ({ day, campaign: appleCampaignToken({ campaign, influencer }), counts });

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    const now = jest.spyOn(testApp.app.get(Clock), 'now');
    for (const [path, influencer, at] of [
      ['influencer', 'kai', '2025-07-01T09:00:00Z'],
      ['influencer', 'kai', '2025-08-09T09:00:00Z'],
      ['influencer', 'ben', '2025-08-06T09:00:00Z'],
    ]) {
      now.mockReturnValue(new Date(at));
      await request(server()).post(`/api/${path}/page-view`).set('User-Agent', PHONE).send({ influencer }).expect(204);
    }
    now.mockReturnValue(NOW);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp.close();
  });

  const importFile = (file: Buffer, name: string) => request(server()).post('/api/admin/installs/imports').set('Cookie', cookie).attach('file', file, name).expect(201);
  const report = async (token: string, range: string) => (await request(server()).get(`/api/reports/${token}?range=${range}`).expect(200)).body as Record<string, unknown>;
  const installsOf = ({ appStoreInstalls, playStoreInstalls, installs, installsPer100Visitors }: Record<string, unknown>) => ({
    appStoreInstalls,
    playStoreInstalls,
    installs,
    installsPer100Visitors,
  });
  const dailyInstalls = (body: Record<string, unknown>) =>
    (body.daily as { date: string; visitors: number; appStoreInstalls: number | null; playStoreInstalls: number | null; installs: number | null }[]).map(
      ({ date, visitors, appStoreInstalls, playStoreInstalls, installs }) => [date, visitors, appStoreInstalls, playStoreInstalls, installs],
    );

  it("has the influencer's installs of its range, none for a store that reported none of its days, the latest import of a restated day, and each store's last day", async () => {
    const kai = tokenOf((await share({ campaign: 'influencer', influencer: 'kai' })).url);
    const zoe = tokenOf((await share({ campaign: 'influencer', influencer: 'zoe' })).url);
    const none = { appStoreInstalls: null, playStoreInstalls: null, installs: null, installsPer100Visitors: null };
    expect(installsOf(await report(kai, 'all'))).toEqual(none);
    expect((await report(kai, '7d')).installsThrough).toEqual({ appStore: null, playStore: null });

    // The App Store reports 1 to 8 August; Google Play 20 to 25 July, none of the last 7 days.
    await importFile(
      appleFile([
        apple('influencer', 'kai', '2025-08-01', 2),
        apple('influencer', 'kai', '2025-08-05', 3),
        apple('influencer', 'ben', '2025-08-06', 4),
        apple('launch-party', 'kai', '2025-08-06', 5),
        apple('influencer', 'kai', '2025-08-08', 1),
      ]),
      'apple-1.txt.gz',
    );
    await importFile(
      playFile([
        { day: '2025-07-20', source: 'kai', campaign: 'influencer', acquisitions: 6 },
        { day: '2025-07-25', source: 'ben', campaign: 'influencer', acquisitions: 1 },
      ]),
      'play.csv',
    );
    const week = await report(kai, '7d');
    expect(installsOf(week)).toEqual({ appStoreInstalls: 4, playStoreInstalls: null, installs: 4, installsPer100Visitors: 400 });
    expect(week.installsThrough).toEqual({ appStore: '2025-08-08', playStore: '2025-07-25' });
    expect(dailyInstalls(week)).toEqual([
      ['2025-08-05', 0, 3, null, 3],
      ['2025-08-08', 0, 1, null, 1],
      ['2025-08-09', 1, null, null, null],
    ]);

    // 5 to 7 August restated: 10 installs on the 5th, none left on the 6th; the 8th still from the first file.
    await importFile(appleFile([apple('influencer', 'kai', '2025-08-05', 10), apple('influencer', 'ben', '2025-08-07', 1)]), 'apple-2.txt.gz');
    const restated = await report(kai, '7d');
    expect(installsOf(restated)).toEqual({ appStoreInstalls: 11, playStoreInstalls: null, installs: 11, installsPer100Visitors: 1100 });
    expect(dailyInstalls(restated)[0]).toEqual(['2025-08-05', 0, 10, null, 10]);
    expect(installsOf(await report(kai, '30d'))).toEqual({ appStoreInstalls: 13, playStoreInstalls: 6, installs: 19, installsPer100Visitors: 1900 });
    const allTime = await report(kai, 'all');
    expect(installsOf(allTime)).toEqual({ appStoreInstalls: 13, playStoreInstalls: 6, installs: 19, installsPer100Visitors: 950 });
    expect(dailyInstalls(allTime)).toEqual([
      ['2025-07-01', 1, null, null, null],
      ['2025-07-20', 0, null, 6, 6],
      ['2025-08-01', 0, 2, null, 2],
      ['2025-08-05', 0, 10, null, 10],
      ['2025-08-08', 0, 1, null, 1],
      ['2025-08-09', 1, null, null, null],
    ]);

    // No call and no install: 0 where a store reported the range's days, none where it did not.
    expect(installsOf(await report(zoe, '7d'))).toEqual({ appStoreInstalls: 0, playStoreInstalls: null, installs: 0, installsPer100Visitors: null });
    expect(installsOf(await report(zoe, 'all'))).toEqual({ appStoreInstalls: 0, playStoreInstalls: 0, installs: 0, installsPer100Visitors: null });
  });

  async function share(body: Record<string, unknown>): Promise<Created> {
    return (await request(server()).post('/api/admin/report-links').set('Cookie', cookie).send(body).expect(201)).body as Created;
  }
});

describe('report look-ups', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createApiTestApp({ RATE_LIMIT_REPORT_PER_MIN: '4' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('are limited per client, unknown, long and malformed links counted too, with 429 and Retry-After', async () => {
    const server = testApp.app.getHttpServer();
    const login = await request(server).post('/api/admin/session').send({ password: TEST_ADMIN_PASSWORD }).expect(204);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0].split(';')[0];
    const link = (await request(server).post('/api/admin/report-links').set('Cookie', cookie).send({ campaign: 'influencer', influencer: 'kai' }).expect(201)).body as Created;
    for (const unknown of ['A'.repeat(43), 'B'.repeat(101), `${'C'.repeat(43)}/more`]) {
      await request(server).get(`/api/reports/${unknown}`).expect(404);
    }
    await request(server)
      .get(`/api/reports/${tokenOf(link.url)}`)
      .expect(200);
    for (const path of [tokenOf(link.url), 'B'.repeat(101), `${'C'.repeat(43)}/more`]) {
      const limited = await request(server).get(`/api/reports/${path}`);
      expect(limited.status).toBe(429);
      expect((limited.body as { code: string }).code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    await request(server).get('/api/admin/report-links').set('Cookie', cookie).expect(200);
  });
});
