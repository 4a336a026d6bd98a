import request from 'supertest';
import { Clock } from '../src/common/clock';
import type { CampaignFiguresDto } from '../src/tracking/dto/campaign-figures.dto';
import { createApiTestApp, logIn } from './api-test-app';
import { queryDatabase, type TestApp } from './test-app';

/** A phone, as the trusted proxy reports it: its address (X-Forwarded-For) and its browser's user agent. */
type Phone = { address: string; userAgent?: string; purpose?: string; headers?: Record<string, string> };

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const KAI_PHONE: Phone = { address: '203.0.113.10', userAgent: IPHONE };

/** Each test's calls land on days of its own, far from today (the clock is moved). */
const DAY_ONE = '2031-03-14';
const DAY_TWO = '2031-03-15';
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}.000Z`);

/** A stats record's or a day's counts (docs/api.md). */
type Figures = CampaignFiguresDto;
const NONE: Figures = {
  pageViews: 0,
  appStoreClicks: 0,
  playStoreClicks: 0,
  uniqueVisitors: 0,
  uniqueAppStoreClicks: 0,
  uniquePlayStoreClicks: 0,
  uniqueStoreVisitors: 0,
  botCalls: 0,
  appStoreInstalls: null,
  playStoreInstalls: null,
  installs: null,
};
const figures = (counts: Partial<Figures>): Figures => ({ ...NONE, ...counts });

const ALL_TABLES = `
  SELECT table_schema, table_name, column_name FROM information_schema.columns
  WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2, 3`;

describe('unique visitors, bot calls and prefetches', () => {
  let testApp: TestApp;
  let url: string;
  let clock: Clock;
  const server = () => testApp.app.getHttpServer();

  /** One tracking call of `kind` for `influencer` from `phone`, through the trusted proxy. */
  const call = (kind: string, influencer: string, phone: Phone, target: string | ReturnType<typeof server> = server(), path = '/api/influencer') => {
    let sent = request(target).post(`${path}/${kind}`).set('X-Forwarded-For', phone.address);
    if (phone.userAgent !== undefined) sent = sent.set('User-Agent', phone.userAgent);
    if (phone.purpose !== undefined) sent = sent.set('Sec-Purpose', phone.purpose);
    if (phone.headers !== undefined) sent = sent.set(phone.headers);
    return sent.send({ influencer });
  };
  // Logged in at each read: the session's lifetime goes by the clock the tests move.
  const records = async (query = '', path = '/api/influencer') => {
    const response = await request(server())
      .get(`${path}/stats${query}`)
      .set('Cookie', await logIn(testApp.app))
      .expect(200);
    return Object.fromEntries(
      response.body.map(({ id: _id, influencer, updatedAt: _updatedAt, installsPer100Visitors: _installsPer100Visitors, ...counts }: Figures & Record<string, unknown>) => [
        influencer,
        counts,
      ]),
    );
  };
  const days = async (query = '') =>
    (
      await request(server())
        .get(`/api/influencer/stats/daily${query}`)
        .set('Cookie', await logIn(testApp.app))
        .expect(200)
    ).body;
  const salts = async () =>
    (await queryDatabase<{ day: string }>(testApp.databaseUrl, `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM visitor_salt ORDER BY day`)).map((row) => row.day);

  beforeAll(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
    await testApp.app.listen(0, '127.0.0.1');
    url = await testApp.app.getUrl();
    clock = testApp.app.get(Clock);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(at(DAY_ONE));
    await queryDatabase(
      testApp.databaseUrl,
      'TRUNCATE campaign_stats, campaign_event, campaign_daily_stats, campaign_visitor, campaign_pending_counts, campaign_range, campaign_range_stats, campaign_range_installs',
    );
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('counts ten reloads from one phone as 10 page views and 1 visitor', async () => {
    for (let reload = 0; reload < 10; reload += 1) await call('page-view', 'kai', KAI_PHONE).expect(204);
    expect(await records()).toEqual({ kai: figures({ pageViews: 10, uniqueVisitors: 1 }) });
  });

  it('counts another address, or another user agent behind the same address, as another visitor', async () => {
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    await call('page-view', 'kai', { ...KAI_PHONE, address: '203.0.113.11' }).expect(204);
    // Two phones behind one carrier address.
    await call('page-view', 'kai', { ...KAI_PHONE, userAgent: ANDROID }).expect(204);
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    expect(await records()).toEqual({ kai: figures({ pageViews: 4, uniqueVisitors: 3 }) });
  });

  it('counts store taps once per visitor, day and store, apart from the page views', async () => {
    for (const kind of ['page-view', 'app-store-click', 'app-store-click', 'app-store-click', 'play-store-click', 'play-store-click']) {
      await call(kind, 'kai', KAI_PHONE).expect(204);
    }
    // A tap without a page view (the page view was lost or blocked) still makes a unique clicker.
    await call('app-store-click', 'kai', { address: '203.0.113.12', userAgent: ANDROID }).expect(204);
    // Kai's phone tapped both stores: one visitor who tapped a store.
    expect(await records()).toEqual({
      kai: figures({ pageViews: 1, appStoreClicks: 4, playStoreClicks: 2, uniqueVisitors: 1, uniqueAppStoreClicks: 2, uniquePlayStoreClicks: 1, uniqueStoreVisitors: 2 }),
    });
  });

  it('counts one visitor once for each handle and each campaign', async () => {
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    await call('page-view', 'ana', KAI_PHONE).expect(204);
    await call('page-view', 'kai', KAI_PHONE, server(), '/api/launch-party-influencer').expect(204);
    await call('page-view', 'kai', KAI_PHONE, server(), '/api/launch-party-influencer').expect(204);
    expect(await records()).toEqual({ ana: figures({ pageViews: 1, uniqueVisitors: 1 }), kai: figures({ pageViews: 1, uniqueVisitors: 1 }) });
    expect(await records('', '/api/launch-party-influencer')).toEqual({ kai: figures({ pageViews: 2, uniqueVisitors: 1 }) });
  });

  it('counts the same visitor again on a new UTC day: per day in the daily series and the ranges, their sum all time', async () => {
    const now = jest.spyOn(clock, 'now').mockReturnValue(at(DAY_ONE, '23:59:59'));
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    await call('app-store-click', 'kai', KAI_PHONE).expect(204);
    now.mockReturnValue(at(DAY_TWO, '00:00:01'));
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    await call('app-store-click', 'kai', KAI_PHONE).expect(204);
    await call('page-view', 'kai', { address: KAI_PHONE.address }).expect(204);

    const day = { pageViews: 2, appStoreClicks: 1, uniqueVisitors: 1, uniqueAppStoreClicks: 1, uniqueStoreVisitors: 1 };
    const bothDays = { pageViews: 4, appStoreClicks: 2, uniqueVisitors: 2, uniqueAppStoreClicks: 2, uniqueStoreVisitors: 2, botCalls: 1 };
    expect(await records()).toEqual({ kai: figures(bothDays) });
    expect(await records(`?from=${DAY_ONE}&to=${DAY_ONE}`)).toEqual({ kai: figures(day) });
    expect(await records(`?from=${DAY_TWO}`)).toEqual({ kai: figures({ ...day, botCalls: 1 }) });
    expect(await records(`?from=${DAY_ONE}&to=${DAY_TWO}`)).toEqual({ kai: figures(bothDays) });
    expect(await days()).toEqual([
      { date: DAY_ONE, ...figures(day) },
      { date: DAY_TWO, ...figures({ ...day, botCalls: 1 }) },
    ]);
  });

  it.each([
    ['a search crawler', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a link-preview fetcher', { userAgent: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }],
    ['a messenger preview', { userAgent: 'WhatsApp/2.24.6.77 A' }],
    ['a headless browser', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36' }],
    ['a script', { userAgent: 'curl/8.5.0' }],
    ['a call without user agent', {}],
    ['a call with an empty user agent', { userAgent: '' }],
    ['a prefetch', { userAgent: IPHONE, purpose: 'prefetch' }],
    ['a prerender', { userAgent: IPHONE, purpose: 'prefetch;prerender' }],
    ['an older prefetch (Purpose)', { userAgent: IPHONE, headers: { Purpose: 'prefetch' } }],
    ["Firefox's prefetch (X-Moz)", { userAgent: IPHONE, headers: { 'X-Moz': 'prefetch' } }],
    ["Safari's preview (X-Purpose)", { userAgent: IPHONE, headers: { 'X-Purpose': 'preview' } }],
  ])('answers %s like a person, counts it in the raw figures and botCalls, and in no visitor or unique tap', async (_case, caller) => {
    const bot = { address: '203.0.113.20', ...caller };
    await call('page-view', 'kai', bot).expect(204);
    await call('page-view', 'kai', bot).expect(204);
    await call('app-store-click', 'kai', bot).expect(204);
    await call('play-store-click', 'kai', bot).expect(204);
    expect(await records()).toEqual({ kai: figures({ pageViews: 2, appStoreClicks: 1, playStoreClicks: 1, botCalls: 4 }) });
    expect(await days()).toEqual([{ date: DAY_ONE, ...figures({ pageViews: 2, appStoreClicks: 1, playStoreClicks: 1, botCalls: 4 }) }]);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT * FROM campaign_visitor')).toEqual([]);
  });

  it('counts the person who opens a prefetched page as a visitor', async () => {
    await call('page-view', 'kai', { ...KAI_PHONE, purpose: 'prefetch' }).expect(204);
    await call('page-view', 'kai', KAI_PHONE).expect(204);
    expect(await records()).toEqual({ kai: figures({ pageViews: 2, uniqueVisitors: 1, botCalls: 1 }) });
  });

  it('stores no client address and no user agent in any column of any table', async () => {
    const phone = { address: '198.51.100.173', userAgent: `${IPHONE} LineupProbe/7.3` };
    const hex = (text: string) => Buffer.from(text).toString('hex');
    await call('page-view', 'kai', phone).expect(204);
    await call('app-store-click', 'kai', phone).expect(204);
    await call('play-store-click', 'kai', phone, server(), '/api/launch-party-influencer').expect(204);
    await call('page-view', 'kai', { ...phone, purpose: 'prefetch' }).expect(204);
    await request(server())
      .post('/api/analytics/events')
      .set('X-Forwarded-For', phone.address)
      .set('User-Agent', phone.userAgent)
      .send({ event: 'page_view', category: 'navigation', path: '/invite' })
      .expect(204);

    const columns = await queryDatabase<{ table_schema: string; table_name: string; column_name: string }>(testApp.databaseUrl, ALL_TABLES);
    const tables = new Set(columns.map((column) => column.table_name));
    expect([...tables]).toEqual(expect.arrayContaining(['campaign_stats', 'campaign_event', 'campaign_daily_stats', 'campaign_visitor', 'visitor_salt', 'analytics_event']));
    // Not vacuous: the visitor ids are there, only hashed.
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT kind FROM campaign_visitor ORDER BY kind')).toEqual([
      { kind: 'app_store_click' },
      { kind: 'page_view' },
      { kind: 'play_store_click' },
      { kind: 'store_click' },
      { kind: 'store_click' },
    ]);
    // Text as it is, and bytes as PostgreSQL writes bytea (hex).
    const patterns = [phone.address, 'LineupProbe', hex(phone.address), hex('LineupProbe')].map((text) => `%${text}%`);
    const found: string[] = [];
    for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
      const [{ count }] = await queryDatabase<{ count: number }>(
        testApp.databaseUrl,
        `SELECT count(*)::int AS count FROM "${schema}"."${table}" WHERE "${column}"::text ILIKE ANY($1)`,
        [patterns],
      );
      if (count > 0) found.push(`${schema}.${table}.${column}`);
    }
    expect(found).toEqual([]);
  });

  it("makes a day's salt on its first call and deletes it two days later, with the visitors hashed with it", async () => {
    await queryDatabase(testApp.databaseUrl, 'TRUNCATE visitor_salt');
    const visitorDays = async () =>
      (await queryDatabase<{ day: string }>(testApp.databaseUrl, `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM campaign_visitor ORDER BY day`)).map((row) => row.day);
    const now = jest.spyOn(clock, 'now');
    const saltOf = async (day: string) =>
      (await queryDatabase<{ salt: Buffer }>(testApp.databaseUrl, 'SELECT salt FROM visitor_salt WHERE day = $1', [day]))[0].salt.toString('hex');
    const daySalts = new Set<string>();
    for (const [day, expectedSalts] of [
      ['2031-05-01', ['2031-05-01']],
      ['2031-05-02', ['2031-05-01', '2031-05-02']],
      ['2031-05-03', ['2031-05-02', '2031-05-03']],
      ['2031-05-05', ['2031-05-05']],
    ] as const) {
      now.mockReturnValue(at(day));
      await call('page-view', 'kai', KAI_PHONE).expect(204);
      await call('page-view', 'kai', KAI_PHONE).expect(204);
      expect(await salts()).toEqual(expectedSalts);
      expect(await visitorDays()).toEqual(expectedSalts);
      daySalts.add(await saltOf(day));
    }
    // The figures of every day stay: only the means of recognising a visitor go.
    expect(await records()).toEqual({ kai: figures({ pageViews: 8, uniqueVisitors: 4 }) });
    expect(daySalts.size).toBe(4);
  });

  it('counts 500 concurrent page views from 500 visitors as 500 visitors, and 500 from one visitor as one', async () => {
    const crowd = Array.from({ length: 500 }, (_, index) => ({ address: `2001:db8::${(index + 1).toString(16)}`, userAgent: IPHONE }));
    const answers = await Promise.all(crowd.map((phone) => call('page-view', 'crowd', phone, url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(500).fill(204));
    const repeated = await Promise.all(Array.from({ length: 500 }, () => call('page-view', 'reloader', KAI_PHONE, url)));
    expect(repeated.map((answer) => answer.status)).toEqual(Array(500).fill(204));
    const taps = await Promise.all(Array.from({ length: 500 }, () => call('app-store-click', 'reloader', KAI_PHONE, url)));
    expect(taps.map((answer) => answer.status)).toEqual(Array(500).fill(204));
    expect(await records()).toEqual({
      crowd: figures({ pageViews: 500, uniqueVisitors: 500 }),
      reloader: figures({ pageViews: 500, appStoreClicks: 500, uniqueVisitors: 1, uniqueAppStoreClicks: 1, uniqueStoreVisitors: 1 }),
    });
  });

  it('counts exactly with two API processes on one database: one salt, each visitor once, no lost or doubled call, no deadlock', async () => {
    const second = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' }, { database: { url: testApp.databaseUrl, drop: () => Promise.resolve() } });
    try {
      jest.spyOn(second.app.get(Clock), 'now').mockReturnValue(at(DAY_ONE));
      await second.app.listen(0, '127.0.0.1');
      const urls = [url, await second.app.getUrl()];
      const handles = Array.from({ length: 10 }, (_, index) => `pair_${index}`);
      const phones = Array.from({ length: 30 }, (_, index) => ({ address: `203.0.113.${100 + index}`, userAgent: index % 2 ? IPHONE : ANDROID }));
      // Every phone views every handle twice, once through each process, all at once in any order.
      const calls = handles.flatMap((influencer) => phones.flatMap((phone) => urls.map((target) => ({ influencer, phone, target })))).sort(() => Math.random() - 0.5);
      const answers = await Promise.all(calls.map(({ influencer, phone, target }) => call('page-view', influencer, phone, target)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(calls.length).fill(204));
      expect(await records()).toEqual(Object.fromEntries(handles.map((handle) => [handle, figures({ pageViews: 60, uniqueVisitors: 30 })])));
      expect(await salts()).toEqual(expect.arrayContaining([DAY_ONE]));
    } finally {
      await second.close();
    }
  });
});
