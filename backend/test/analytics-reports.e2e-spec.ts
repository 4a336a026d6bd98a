import request from 'supertest';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { Clock } from '../src/common/clock';
import { insertRawEvents, type RawEvent } from './analytics-events';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';

const NOW = new Date('2025-08-04T12:00:00Z');

/** Four visitors over three days, a bot, an event from before the capture, a quiet day (08-03) and today (08-04, open). */
const EVENTS: RawEvent[] = [
  { at: '2025-07-31T18:10:00Z', visitor: 'v6', path: '/' },
  { at: '2025-08-01T03:00:00Z', bot: true, path: '/', source: 'Google' },
  { at: '2025-08-01T03:01:00Z', bot: true, path: '/news' },
  { at: '2025-08-01T09:00:00Z', visitor: 'v1', path: '/', source: 'Instagram', utmSource: 'ig', device: 'mobile', country: 'PT', browser: 'Safari', os: 'iOS', screen: 'mobile' },
  { at: '2025-08-01T09:01:00Z', visitor: 'v1', path: '/getapp', device: 'mobile', country: 'PT' },
  { at: '2025-08-01T09:02:00Z', visitor: 'v1', path: '/getapp', event: 'app_store_click', label: 'ios', device: 'mobile', country: 'PT' },
  { at: '2025-08-01T14:00:00Z', visitor: 'v2', path: '/', source: 'Google', device: 'desktop' },
  { at: '2025-08-01T14:05:00Z', visitor: 'v2', path: '/news', device: 'desktop' },
  { at: '2025-08-01T20:00:00Z', path: '/old' },
  { at: '2025-08-02T08:00:00Z', visitor: 'v1', path: '/', device: 'mobile' },
  { at: '2025-08-02T23:59:59.999Z', visitor: 'v3', path: '/getapp', device: 'mobile' },
  { at: '2025-08-02T23:59:59.999Z', visitor: 'v3', path: '/getapp', event: 'play_store_click', label: 'android', device: 'mobile' },
  { at: '2025-08-04T10:00:00Z', visitor: 'v4', path: '/', source: 'Instagram' },
  { at: '2025-08-04T11:58:00Z', visitor: 'v5', path: '/faq' },
];

type Body = Record<string, unknown>;

describe('the analytics admin API (docs/analytics.md "Reading")', () => {
  let testApp: TestApp;
  let cookie: string;
  const get = async (path: string, expected = 200): Promise<Body> => {
    const response = await request(testApp.app.getHttpServer()).get(`/api/admin/analytics/${path}`).set('Cookie', cookie).expect(expected);
    return response.body as Body;
  };
  const rollUp = () => testApp.app.get(AnalyticsRollupService).rollUp();
  const dailyRows = () =>
    queryDatabase(
      testApp.databaseUrl,
      `SELECT dimension, to_char(day, 'YYYY-MM-DD') AS day, value, visitors, page_views, events, store_visitors, bot_page_views FROM analytics_rollup WHERE kind = 'day' ORDER BY 1, 2, 3`,
    );

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    await testApp.app.get(AnalyticsRollupService).whenIdle();
    await insertRawEvents(testApp.databaseUrl, EVENTS);
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const READS = [
    'summary?from=2025-08-01&to=2025-08-04',
    'summary?from=2025-08-01&to=2025-08-02&page=/getapp',
    'summary?from=2025-08-01&to=2025-08-04&source=Instagram',
    'timeseries?from=2025-08-01&to=2025-08-04',
    'timeseries?from=2025-08-01&to=2025-08-01',
    'breakdown?from=2025-08-01&to=2025-08-02&dimension=page',
    'breakdown?from=2025-07-31&to=2025-08-04&dimension=source',
    'breakdown?from=2025-08-01&to=2025-08-02&dimension=goal',
    'breakdown?from=2025-08-01&to=2025-08-01&dimension=country&device=mobile',
    'realtime',
  ];

  describe('before the days are rolled up (read raw)', () => {
    it('counts the summary: visitors per day summed, page views with the events from before the capture, bots apart', async () => {
      expect(await get('summary?from=2025-08-01&to=2025-08-04')).toEqual({
        from: '2025-08-01',
        to: '2025-08-04',
        previousFrom: '2025-07-28',
        previousTo: '2025-07-31',
        current: { visitors: 6, pageViews: 9, storeTaps: 2, storeVisitors: 2, storeVisitorShare: 2 / 6, botPageViews: 2 },
        previous: { visitors: 1, pageViews: 1, storeTaps: 0, storeVisitors: 0, storeVisitorShare: 0, botPageViews: 0 },
      });
    });

    it('says null for the share of a period without visitors', async () => {
      const body = await get('summary?from=2025-07-01&to=2025-07-02');
      expect(body.current).toEqual({ visitors: 0, pageViews: 0, storeTaps: 0, storeVisitors: 0, storeVisitorShare: null, botPageViews: 0 });
    });
  });

  describe('figures', () => {
    it('filters on the raw columns, AND together; a store visitor tapped anywhere on the site that day', async () => {
      expect((await get('summary?from=2025-08-01&to=2025-08-04&source=Instagram')).current).toEqual({
        visitors: 2,
        pageViews: 2,
        storeTaps: 0,
        storeVisitors: 1,
        storeVisitorShare: 0.5,
        botPageViews: 0,
      });
      expect((await get('summary?from=2025-08-01&to=2025-08-01&source=Google')).current).toMatchObject({ visitors: 1, pageViews: 1, botPageViews: 1 });
      expect((await get('summary?from=2025-08-01&to=2025-08-01&source=Google&device=desktop')).current).toMatchObject({ visitors: 1, pageViews: 1, botPageViews: 0 });
      expect((await get('summary?from=2025-08-01&to=2025-08-02&page=/getapp')).current).toEqual({
        visitors: 2,
        pageViews: 2,
        storeTaps: 2,
        storeVisitors: 2,
        storeVisitorShare: 1,
        botPageViews: 0,
      });
      expect((await get('summary?from=2025-08-01&to=2025-08-04&country=ES')).current).toMatchObject({ visitors: 0, pageViews: 0 });
    });

    it('draws one point per day, zeros included, and the previous period beside', async () => {
      expect(await get('timeseries?from=2025-08-01&to=2025-08-04')).toEqual({
        interval: 'day',
        points: [
          { at: '2025-08-01', visitors: 2, pageViews: 5 },
          { at: '2025-08-02', visitors: 2, pageViews: 2 },
          { at: '2025-08-03', visitors: 0, pageViews: 0 },
          { at: '2025-08-04', visitors: 2, pageViews: 2 },
        ],
        previousPoints: [
          { at: '2025-07-28', visitors: 0, pageViews: 0 },
          { at: '2025-07-29', visitors: 0, pageViews: 0 },
          { at: '2025-07-30', visitors: 0, pageViews: 0 },
          { at: '2025-07-31', visitors: 1, pageViews: 1 },
        ],
      });
    });

    it('draws 24 hours for one day, in UTC', async () => {
      const body = (await get('timeseries?from=2025-08-01&to=2025-08-01')) as { interval: string; points: Body[]; previousPoints: Body[] };
      expect(body.interval).toBe('hour');
      expect(body.points).toHaveLength(24);
      expect(body.previousPoints).toHaveLength(24);
      expect(body.points[0]).toEqual({ at: '2025-08-01T00:00:00.000Z', visitors: 0, pageViews: 0 });
      expect(body.points.filter((point) => point.pageViews !== 0)).toEqual([
        { at: '2025-08-01T09:00:00.000Z', visitors: 1, pageViews: 2 },
        { at: '2025-08-01T14:00:00.000Z', visitors: 1, pageViews: 2 },
        { at: '2025-08-01T20:00:00.000Z', visitors: 0, pageViews: 1 },
      ]);
      expect(body.previousPoints.filter((point) => point.pageViews !== 0)).toEqual([{ at: '2025-07-31T18:00:00.000Z', visitors: 1, pageViews: 1 }]);
    });

    // docs/analytics.md, "Pages": the Top pages lists the pages of the site only (/old is none).
    it('breaks pages down: a visitor seen on two days counts on each, most visitors first, only pages of the site', async () => {
      expect(await get('breakdown?from=2025-08-01&to=2025-08-02&dimension=page')).toEqual({
        dimension: 'page',
        totalVisitors: 4,
        rows: [
          { value: '/', visitors: 3, pageViews: 3, events: 3, storeVisitors: 1, share: 0.75, conversion: 1 / 3 },
          { value: '/getapp', visitors: 2, pageViews: 2, events: 4, storeVisitors: 2, share: 0.5, conversion: 1 },
          { value: '/news', visitors: 1, pageViews: 1, events: 1, storeVisitors: 0, share: 0.25, conversion: 0 },
        ],
      });
    });

    it('names goals by event and label, and leaves out values that are null or seen only in bots', async () => {
      expect((await get('breakdown?from=2025-08-01&to=2025-08-02&dimension=goal')).rows).toEqual([
        { value: 'app_store_click:ios', visitors: 1, pageViews: 0, events: 1, storeVisitors: 1, share: 0.25, conversion: 1 },
        { value: 'play_store_click:android', visitors: 1, pageViews: 0, events: 1, storeVisitors: 1, share: 0.25, conversion: 1 },
      ]);
      const sources = (await get('breakdown?from=2025-07-31&to=2025-08-04&dimension=source')) as { rows: Body[] };
      expect(sources.rows.map(({ value, visitors, storeVisitors }) => ({ value, visitors, storeVisitors }))).toEqual([
        { value: 'Instagram', visitors: 2, storeVisitors: 1 },
        { value: 'Google', visitors: 1, storeVisitors: 0 },
      ]);
      expect((await get('breakdown?from=2025-08-01&to=2025-08-01&dimension=country&device=mobile')).rows).toEqual([
        { value: 'PT', visitors: 1, pageViews: 2, events: 3, storeVisitors: 1, share: 1, conversion: 1 },
      ]);
    });

    it('cuts a card to its limit', async () => {
      const body = (await get('breakdown?from=2025-08-01&to=2025-08-02&dimension=page&limit=2')) as { rows: Body[] };
      expect(body.rows.map((row) => row.value)).toEqual(['/', '/getapp']);
    });

    it('counts the visitors of the last five minutes', async () => {
      expect(await get('realtime')).toEqual({ visitors: 1, since: '2025-08-04T11:55:00.000Z' });
      expect(await get('realtime?page=/')).toEqual({ visitors: 0, since: '2025-08-04T11:55:00.000Z' });
    });
  });

  describe('the roll-up', () => {
    it('tracks the open days, and every figure reads the same from their rows as raw', async () => {
      const before = await Promise.all(READS.map((path) => get(path)));
      expect((await testApp.app.get(AnalyticsRollupService).advanceOpenDays()).addedDays).toEqual(['2025-08-03', '2025-08-04']);
      const after = await Promise.all(READS.map((path) => get(path)));
      after.forEach((body, index) => expect([READS[index], body]).toEqual([READS[index], before[index]]));
    });

    it('rolls up every closed day, quiet ones included, and every figure reads the same after', async () => {
      const before = await Promise.all(READS.map((path) => get(path)));
      const outcome = await rollUp();
      expect(outcome).toEqual({
        rolledUpDays: ['2025-07-31', '2025-08-01', '2025-08-02', '2025-08-03'],
        rolledUpWeeks: ['2025-07-28'],
        rolledUpMonths: ['2025-07-01'],
        rolledUpMonthSpans: { toDate: 4, fromDate: 1 },
        deletedEvents: 0,
        deletedWebVitals: 0,
      });
      const after = await Promise.all(READS.map((path) => get(path)));
      after.forEach((body, index) => expect([READS[index], body]).toEqual([READS[index], before[index]]));
    });

    it('writes the figures of each dimension per day', async () => {
      const rows = await dailyRows();
      const of = (dimension: string, day: string) =>
        rows
          .filter((row) => row.dimension === dimension && row.day === day)
          .map(({ value, visitors, page_views, events, store_visitors, bot_page_views }) => ({ value, visitors, page_views, events, store_visitors, bot_page_views }));
      expect(of('site', '2025-08-01')).toEqual([{ value: '', visitors: 2, page_views: 5, events: 6, store_visitors: 1, bot_page_views: 2 }]);
      expect(of('hour', '2025-08-01')).toEqual([
        { value: '03', visitors: 0, page_views: 0, events: 0, store_visitors: 0, bot_page_views: 2 },
        { value: '09', visitors: 1, page_views: 2, events: 3, store_visitors: 1, bot_page_views: 0 },
        { value: '14', visitors: 1, page_views: 2, events: 2, store_visitors: 0, bot_page_views: 0 },
        { value: '20', visitors: 0, page_views: 1, events: 1, store_visitors: 0, bot_page_views: 0 },
      ]);
      expect(of('goal', '2025-08-02')).toEqual([{ value: 'play_store_click:android', visitors: 1, page_views: 0, events: 1, store_visitors: 1, bot_page_views: 0 }]);
      expect(of('utmSource', '2025-08-01')).toEqual([{ value: 'ig', visitors: 1, page_views: 1, events: 1, store_visitors: 1, bot_page_views: 0 }]);
      expect(of('site', '2025-08-03')).toEqual([]);
      expect(rows.some((row) => row.day === '2025-08-04')).toBe(false);
    });

    it('writes the same rows when run again, and skips the days it rolled up', async () => {
      const first = await dailyRows();
      expect(await rollUp()).toEqual({
        rolledUpDays: [],
        rolledUpWeeks: [],
        rolledUpMonths: [],
        rolledUpMonthSpans: { toDate: 0, fromDate: 0 },
        deletedEvents: 0,
        deletedWebVitals: 0,
      });
      await queryDatabase(testApp.databaseUrl, "DELETE FROM analytics_rolled_up WHERE kind = 'day'");
      expect((await rollUp()).rolledUpDays).toEqual(['2025-07-31', '2025-08-01', '2025-08-02', '2025-08-03']);
      expect(await dailyRows()).toEqual(first);
    });

    it('rolls up a day only when it is over by more than 15 minutes', async () => {
      const now = jest.spyOn(testApp.app.get(Clock), 'now');
      await insertRawEvents(testApp.databaseUrl, [{ at: '2025-08-04T23:59:59Z', visitor: 'v7' }]);
      now.mockReturnValue(new Date('2025-08-05T00:14:00Z'));
      expect((await rollUp()).rolledUpDays).toEqual([]);
      now.mockReturnValue(new Date('2025-08-05T00:16:00Z'));
      expect((await rollUp()).rolledUpDays).toEqual(['2025-08-04']);
      expect((await get('summary?from=2025-08-04&to=2025-08-04')).current).toMatchObject({ visitors: 3, pageViews: 3 });
      now.mockReturnValue(NOW);
    });
  });

  it('reads an answer again only while nothing was committed', async () => {
    const figures = async () => (await get('summary?from=2025-08-06&to=2025-08-06')).current as Body;
    expect(await figures()).toMatchObject({ visitors: 0, pageViews: 0 });
    expect(await figures()).toMatchObject({ visitors: 0, pageViews: 0 });
    await insertRawEvents(testApp.databaseUrl, [{ at: '2025-08-06T08:00:00Z', visitor: 'v8' }]);
    expect(await figures()).toMatchObject({ visitors: 1, pageViews: 1 });
  });

  describe('refuses', () => {
    it.each([
      ['reversed', 'summary?from=2025-08-02&to=2025-08-01'],
      ['more than two years', 'summary?from=2024-01-01&to=2026-01-01'],
      ['not a date', 'timeseries?from=2025-02-30&to=2025-03-01'],
      ['no from', 'breakdown?to=2025-03-01&dimension=page'],
      ['an unknown card', 'breakdown?from=2025-03-01&to=2025-03-01&dimension=referrer'],
      ['a limit over the maximum', 'breakdown?from=2025-03-01&to=2025-03-01&dimension=page&limit=10001'],
      ['a filter given twice', 'summary?from=2025-03-01&to=2025-03-01&page=/&page=/faq'],
      ['a filter over 253 characters', `realtime?page=${'x'.repeat(254)}`],
      ['a NUL in a filter', 'realtime?page=%00'],
    ])('%s: 400 VALIDATION_FAILED', async (_, path) => {
      const body = await get(path, 400);
      expectErrorShape(body, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
    });

    it('an unknown filter: 400 UNKNOWN_FIELDS', async () => {
      expect((await get('summary?from=2025-03-01&to=2025-03-01&referrer=x', 400)).code).toBe('UNKNOWN_FIELDS');
      expect((await get('realtime?from=2025-03-01', 400)).code).toBe('UNKNOWN_FIELDS');
    });

    it('accepts two years exactly', async () => {
      await get('summary?from=2024-01-01&to=2024-12-31');
      await get('timeseries?from=2024-01-01&to=2025-12-31');
    });

    it.each(['summary?from=2025-08-01&to=2025-08-01', 'timeseries?from=2025-08-01&to=2025-08-01', 'breakdown?from=2025-08-01&to=2025-08-01&dimension=page', 'realtime'])(
      'GET %s without a session: 401 ADMIN_SESSION_REQUIRED',
      async (path) => {
        const response = await request(testApp.app.getHttpServer()).get(`/api/admin/analytics/${path}`).expect(401);
        expect(response.body).toMatchObject({ statusCode: 401, code: 'ADMIN_SESSION_REQUIRED' });
      },
    );
  });
});
