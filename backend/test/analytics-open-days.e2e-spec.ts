import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request from 'supertest';
import { type NewAnalyticsEvent, AnalyticsEventRepository, analyticsEventsStatement } from '../src/analytics/analytics-event.repository';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { Clock } from '../src/common/clock';
import { insertRawEvents, type RawEvent } from './analytics-events';
import { createApiTestApp, logIn } from './api-test-app';
import { createTestDatabase, queryDatabase, type TestApp, type TestDatabase } from './test-app';

const TODAY = '2025-08-04';
const YESTERDAY = '2025-08-03';
const NOW = new Date(`${TODAY}T20:00:00Z`);
const STORE_EVENTS = new Set(['app_store_click', 'play_store_click']);
const PATHS = ['/', '/getapp', '/news', '/faq', '/spots/steamerlane_point'];
const SOURCES = ['Instagram', 'TikTok', 'Google', 'Direct'];
const DEVICES = ['mobile', 'desktop', 'tablet'];

/** A fixed sequence, so a failure is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` events of `day`'s hours before 20:00: thirty visitors coming back, bots, store taps now and then. */
function batch(next: () => number, day: string, count: number): RawEvent[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, () => {
    const at = `${day}T${String(Math.floor(next() * 20)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00Z`;
    if (next() < 0.08) return { at, bot: true, path: pick(PATHS), source: pick(SOURCES) };
    const visitor = `v${Math.floor(next() * 30)}`;
    const tap = next() < 0.12;
    return {
      at,
      visitor,
      path: pick(PATHS),
      source: pick(SOURCES),
      device: DEVICES[Number(visitor.slice(1)) % DEVICES.length],
      ...(tap ? { event: pick(['app_store_click', 'play_store_click']), label: pick(['ios', 'android']) } : {}),
    };
  });
}

type Figures = { visitors: number; pageViews: number; events: number; storeVisitors: number };

/** The figures the dashboard must show for one day, counted here from the events themselves (docs/analytics.md). */
function expectedBreakdown(events: readonly RawEvent[], day: string, valueOf: (event: RawEvent) => string | undefined): Record<string, Figures> {
  const ofDay = events.filter((event) => event.at.startsWith(day));
  const tappers = new Set(ofDay.filter((event) => !event.bot && event.visitor && STORE_EVENTS.has(event.event ?? '')).map((event) => event.visitor));
  const byValue = new Map<string, { visitors: Set<string>; pageViews: number; events: number }>();
  for (const event of ofDay) {
    const value = valueOf(event);
    if (value === undefined || event.bot) continue;
    const figures = byValue.get(value) ?? { visitors: new Set<string>(), pageViews: 0, events: 0 };
    figures.events += 1;
    if ((event.event ?? 'page_view') === 'page_view') figures.pageViews += 1;
    if (event.visitor) figures.visitors.add(event.visitor);
    byValue.set(value, figures);
  }
  return Object.fromEntries(
    [...byValue].map(([value, figures]) => [
      value,
      {
        visitors: figures.visitors.size,
        pageViews: figures.pageViews,
        events: figures.events,
        storeVisitors: [...figures.visitors].filter((visitor) => tappers.has(visitor)).length,
      },
    ]),
  );
}

const goalOf = (event: RawEvent) => (event.event && event.event !== 'page_view' ? `${event.event}${event.label ? `:${event.label}` : ''}` : undefined);
const hourOf = (event: RawEvent) => `${event.at.slice(0, 13)}:00:00.000Z`;

describe('the open days: today kept current by the job, read with the events since (docs/analytics.md "Open days")', () => {
  let testApp: TestApp;
  let cookie: string;
  const stored: RawEvent[] = [];
  const get = async (path: string) => (await request(testApp.app.getHttpServer()).get(`/api/admin/analytics/${path}`).set('Cookie', cookie).expect(200)).body;
  const advance = () => testApp.app.get(AnalyticsRollupService).advanceOpenDays();
  const breakdown = async (day: string, dimension: string) => {
    const body = (await get(`breakdown?from=${day}&to=${day}&dimension=${dimension}&limit=100`)) as { rows: (Figures & { value: string })[] };
    return Object.fromEntries(body.rows.map(({ value, visitors, pageViews, events, storeVisitors }) => [value, { visitors, pageViews, events, storeVisitors }]));
  };

  async function expectEveryFigure(day: string): Promise<void> {
    expect(await breakdown(day, 'page')).toEqual(expectedBreakdown(stored, day, (event) => event.path));
    expect(await breakdown(day, 'source')).toEqual(expectedBreakdown(stored, day, (event) => event.source));
    expect(await breakdown(day, 'device')).toEqual(expectedBreakdown(stored, day, (event) => event.device));
    expect(await breakdown(day, 'goal')).toEqual(expectedBreakdown(stored, day, goalOf));
    const site = expectedBreakdown(stored, day, () => '')[''];
    const bots = stored.filter((event) => event.at.startsWith(day) && event.bot).length;
    const storeTaps = stored.filter((event) => event.at.startsWith(day) && !event.bot && STORE_EVENTS.has(event.event ?? '')).length;
    expect((await get(`summary?from=${day}&to=${day}`)).current).toEqual({
      visitors: site.visitors,
      pageViews: site.pageViews,
      storeTaps,
      storeVisitors: site.storeVisitors,
      storeVisitorShare: site.storeVisitors / site.visitors,
      botPageViews: bots,
    });
    const hours = expectedBreakdown(stored, day, hourOf);
    const points = ((await get(`timeseries?from=${day}&to=${day}`)) as { points: { at: string; visitors: number; pageViews: number }[] }).points;
    expect(points.filter((point) => point.pageViews > 0 || point.visitors > 0)).toEqual(
      Object.entries(hours)
        .filter(([, figures]) => figures.pageViews > 0 || figures.visitors > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([at, figures]) => ({ at, visitors: figures.visitors, pageViews: figures.pageViews })),
    );
  }

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    await testApp.app.get(AnalyticsRollupService).whenIdle();
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('counts every figure of today and yesterday exactly, whether the job ran since the last events or not', async () => {
    const next = random(7);
    for (let step = 0; step < 8; step += 1) {
      const events = [...batch(next, TODAY, 40), ...batch(next, YESTERDAY, 15)];
      await insertRawEvents(testApp.databaseUrl, events);
      stored.push(...events);
      // The job runs after every other batch: half the reads add a tail to the open rows, and the first reads have none.
      if (step % 2 === 1) expect((await advance()).addedDays).toEqual(step === 1 ? [YESTERDAY, TODAY] : []);
      await expectEveryFigure(TODAY);
      await expectEveryFigure(YESTERDAY);
    }
    const [state] = await queryDatabase<{ settled: string; last: string }>(
      testApp.databaseUrl,
      'SELECT (SELECT settled_event_id FROM analytics_open_state)::text AS settled, (SELECT max(id) FROM analytics_event)::text AS last',
    );
    expect(state.settled).toBe(state.last);
  });

  it('counts a store tap of a visitor already counted in the open rows to each value they were seen in', async () => {
    await insertRawEvents(testApp.databaseUrl, [{ at: `${TODAY}T19:00:00Z`, visitor: 'late', path: '/news', source: 'TikTok', device: 'tablet' }]);
    stored.push({ at: `${TODAY}T19:00:00Z`, visitor: 'late', path: '/news', source: 'TikTok', device: 'tablet' });
    await advance();
    const tap: RawEvent = { at: `${TODAY}T19:30:00Z`, visitor: 'late', path: '/getapp', event: 'app_store_click', label: 'ios', device: 'tablet' };
    await insertRawEvents(testApp.databaseUrl, [tap]);
    stored.push(tap);
    await expectEveryFigure(TODAY);
    await advance();
    await expectEveryFigure(TODAY);
  });

  it('rolls up yesterday from its raw events to the same figures, and drops its open rows', async () => {
    const before = await Promise.all(['page', 'source', 'goal', 'device'].map((dimension) => breakdown(YESTERDAY, dimension)));
    expect((await testApp.app.get(AnalyticsRollupService).rollUp()).rolledUpDays).toContain(YESTERDAY);
    expect(await Promise.all(['page', 'source', 'goal', 'device'].map((dimension) => breakdown(YESTERDAY, dimension)))).toEqual(before);
    for (const table of ['analytics_open_day', 'analytics_open_daily', 'analytics_open_visitor', 'analytics_open_tapper']) {
      const [left] = await queryDatabase<{ count: string }>(testApp.databaseUrl, `SELECT count(*) FROM ${table} WHERE day = $1`, [YESTERDAY]);
      expect([table, left.count]).toEqual([table, '0']);
    }
    expect((await advance()).addedDays).toEqual([]);
    await expectEveryFigure(TODAY);
  });

  it('reads a tracked day from its open rows once other days are rolled up, not from its raw events again', async () => {
    // A mark only the open rows carry: a read that grouped today's events again would not show it.
    const mark = (pageViews: number) =>
      queryDatabase(testApp.databaseUrl, "UPDATE analytics_open_daily SET page_views = page_views + $2 WHERE dimension = 'site' AND day = $1", [TODAY, pageViews]);
    const pageViews = async () => ((await get(`summary?from=${YESTERDAY}&to=${TODAY}`)) as { current: { pageViews: number } }).current.pageViews;
    const before = await pageViews();
    await mark(1_000);
    try {
      expect(await pageViews()).toBe(before + 1_000);
    } finally {
      await mark(-1_000);
    }
  });
});

describe('the open days with two API processes while events arrive', () => {
  let database: TestDatabase;
  let apps: NestFastifyApplication[];
  const SENT = 600;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const { app } = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' }, { database });
      await app.get(AnalyticsRollupService).whenIdle();
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(NOW);
      await app.listen(0, '127.0.0.1');
      (apps ??= []).push(app);
    }
  }, 60_000);

  /** An insert that drew its id before another's but commits after it, while the job runs. */
  async function expectLateCommitCounted(): Promise<void> {
    const pageViews = async () =>
      (await queryDatabase<{ page_views: number }>(database.url, `SELECT page_views FROM analytics_open_daily WHERE dimension = 'site' AND day = $1`, [TODAY]))[0].page_views;
    const before = await pageViews();
    const event = (visitor: string): NewAnalyticsEvent => ({
      ...{ event: 'page_view', category: 'navigation', label: null, value: null, path: '/late', createdAt: NOW, visitor, bot: false },
      ...{ referrerHost: null, referrerPath: null, source: 'Direct', utmSource: null, utmMedium: null, utmCampaign: null, ref: null },
      ...{ screen: null, browser: null, os: null, device: null, country: null },
    });
    const late = new Client({ connectionString: database.url });
    await late.connect();
    try {
      await late.query('BEGIN');
      await late.query(analyticsEventsStatement([event('aa')]));
      await apps[0].get(AnalyticsEventRepository).insertMany([event('bb')]);
      const advancing = apps[0].get(AnalyticsRollupService).advanceOpenDays();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await late.query('COMMIT');
      await advancing;
    } finally {
      await late.end();
    }
    await apps[0].get(AnalyticsRollupService).advanceOpenDays();
    expect(await pageViews()).toBe(before + 2);
  }

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  it('counts each event once while both advance the open day over and over, waits for an insert that commits late, and the roll-up agrees', async () => {
    const urls = await Promise.all(apps.map((app) => app.getUrl()));
    let sending = true;
    const advancing = apps.map(async (app) => {
      let runs = 0;
      while (sending || runs === 0) {
        await app.get(AnalyticsRollupService).advanceOpenDays();
        runs += 1;
      }
      return runs;
    });
    const statuses = await Promise.all(
      Array.from({ length: SENT }, async (_, index) => {
        // 200 visitors (an address each), every fifth event a store tap.
        const response = await request(urls[index % 2])
          .post('/api/analytics/events')
          .set('Host', 'lineup.surf')
          .set('X-Forwarded-For', `198.51.100.${index % 200}`)
          .set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')
          .send(index % 5 === 4 ? { event: 'app_store_click', category: 'download', label: 'ios', path: '/getapp' } : { event: 'page_view', category: 'navigation', path: '/' });
        return response.status;
      }),
    );
    sending = false;
    expect((await Promise.all(advancing)).every((runs) => runs >= 1)).toBe(true);
    expect(statuses.every((status) => status === 204)).toBe(true);
    await apps[0].get(AnalyticsRollupService).advanceOpenDays();

    const site = async () =>
      (
        await queryDatabase<{ visitors: number; page_views: number; events: number; store_visitors: number }>(
          database.url,
          `SELECT visitors, page_views, events, store_visitors FROM analytics_open_daily WHERE dimension = 'site' AND day = $1`,
          [TODAY],
        )
      )[0];
    // Tappers: the addresses of index % 5 === 4 with index < 600, that is 198.51.100.x for x % 5 === 4: 40 of the 200.
    expect(await site()).toEqual({ visitors: 200, page_views: 480, events: 600, store_visitors: 40 });
    const cookie = await logIn(apps[1]);
    const summary = await request(apps[1].getHttpServer()).get(`/api/admin/analytics/summary?from=${TODAY}&to=${TODAY}`).set('Cookie', cookie).expect(200);
    expect(summary.body.current).toEqual({ visitors: 200, pageViews: 480, storeTaps: 120, storeVisitors: 40, storeVisitorShare: 0.2, botPageViews: 0 });

    await expectLateCommitCounted();

    const openRows = `SELECT dimension, value, visitors, page_views, events, store_visitors, bot_page_views FROM analytics_open_daily WHERE day = $1 ORDER BY 1, 2`;
    const open = await queryDatabase(database.url, openRows, [TODAY]);
    for (const app of apps) jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date('2025-08-05T00:16:00Z'));
    expect((await apps[0].get(AnalyticsRollupService).rollUp()).rolledUpDays).toContain(TODAY);
    expect(await queryDatabase(database.url, openRows.replace('analytics_open_daily', 'analytics_rollup').replace('WHERE', "WHERE kind = 'day' AND"), [TODAY])).toEqual(open);
  }, 60_000);
});
