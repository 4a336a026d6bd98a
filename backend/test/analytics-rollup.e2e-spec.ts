import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { AnalyticsRollupRepository } from '../src/analytics/analytics-rollup.repository';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { Clock } from '../src/common/clock';
import { insertRawEvents, type RawEvent } from './analytics-events';
import { createTestDatabase, queryDatabase, type TestApp, type TestDatabase } from './test-app';
import { createApiTestApp, logIn } from './api-test-app';

const NOW = new Date('2025-08-04T12:00:00Z');

/** `count` days from `first`, each with `visitors` visitors of two page views, one of them tapping a store. */
function days(first: string, count: number, visitors: number): RawEvent[] {
  return Array.from({ length: count }, (_, index) => new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000)).flatMap((day) =>
    Array.from({ length: visitors }, (_, visitor) => [
      { at: new Date(day.getTime() + visitor * 60_000).toISOString(), visitor: `v${visitor}`, path: '/' },
      { at: new Date(day.getTime() + visitor * 60_000 + 1_000).toISOString(), visitor: `v${visitor}`, path: '/getapp' },
      ...(visitor === 0 ? [{ at: new Date(day.getTime() + 2_000).toISOString(), visitor: 'v0', path: '/getapp', event: 'app_store_click' }] : []),
    ]).flat(),
  );
}

async function startOn(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await createApiTestApp(env, { database });
  await testApp.app.get(AnalyticsRollupService).whenIdle();
  jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
  return testApp;
}

describe('the analytics roll-up on two API processes at once', () => {
  let database: TestDatabase;
  let apps: NestFastifyApplication[];

  beforeAll(async () => {
    database = await createTestDatabase();
    apps = [(await startOn(database)).app, (await startOn(database)).app];
    await insertRawEvents(database.url, days('2025-06-01', 60, 3));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  it('rolls up each day once, whichever process gets to it', async () => {
    const outcomes = await Promise.all(apps.map((app) => app.get(AnalyticsRollupService).rollUp()));
    const rolledUp = outcomes.flatMap((outcome) => outcome.rolledUpDays).sort();
    expect(rolledUp).toHaveLength(64);
    expect(new Set(rolledUp).size).toBe(64);
    const [site] = await queryDatabase<{ days: string; visitors: string; page_views: string; store_visitors: string }>(
      database.url,
      "SELECT count(*) AS days, sum(visitors) AS visitors, sum(page_views) AS page_views, sum(store_visitors) AS store_visitors FROM analytics_rollup WHERE kind = 'day' AND dimension = 'site'",
    );
    expect(site).toEqual({ days: '60', visitors: '180', page_views: '360', store_visitors: '60' });
    const cookie = await logIn(apps[1]);
    const response = await request(apps[1].getHttpServer()).get('/api/admin/analytics/summary?from=2025-06-01&to=2025-07-30').set('Cookie', cookie).expect(200);
    expect(response.body.current).toEqual({ visitors: 180, pageViews: 360, storeTaps: 60, storeVisitors: 60, storeVisitorShare: 60 / 180, botPageViews: 0 });
  });

  it("rolls up each whole month and week, and each day's month spans, once, and reads the same figures from them as from their days", async () => {
    const cookie = await logIn(apps[0]);
    const get = async (path: string) => (await request(apps[0].getHttpServer()).get(`/api/admin/analytics/${path}`).set('Cookie', cookie).expect(200)).body as unknown;
    const reads = [
      'summary?from=2025-05-20&to=2025-08-03',
      'breakdown?from=2025-06-01&to=2025-07-31&dimension=page',
      'timeseries?from=2025-06-01&to=2025-07-31',
      // No whole month: five weeks from Monday 06-16 to Sunday 07-20, and six days before them.
      'breakdown?from=2025-06-10&to=2025-07-20&dimension=page',
      'summary?from=2025-06-10&to=2025-07-22',
      // June from its 10th to its end, July from its first day to its 20th: one span each.
      'breakdown?from=2025-06-10&to=2025-07-20&dimension=device',
      // A day by the hour, which no span holds, on a month's first day.
      'timeseries?from=2025-07-01&to=2025-07-01',
    ];
    for (const table of ['analytics_rolled_up', 'analytics_rollup']) await queryDatabase(database.url, `DELETE FROM ${table} WHERE kind <> 'day'`);
    const fromDays = [];
    for (const path of reads) fromDays.push(await get(path));

    const outcomes = await Promise.all(apps.map((app) => app.get(AnalyticsRollupService).rollUp()));
    expect(outcomes.flatMap((outcome) => outcome.rolledUpMonths).sort()).toEqual(['2025-06-01', '2025-07-01']);
    // From the week of the first rolled-up day (Sunday 06-01) to the week of the last (Sunday 08-03).
    const weeks = Array.from({ length: 10 }, (_, index) => new Date(Date.parse('2025-05-26T00:00:00Z') + index * 7 * 86_400_000).toISOString().slice(0, 10));
    expect(outcomes.flatMap((outcome) => outcome.rolledUpWeeks).sort()).toEqual(weeks);
    // Every rolled-up day's span from its month's first day; from it to its month's end in June and July, not August, not over.
    expect(outcomes.reduce((sum, outcome) => sum + outcome.rolledUpMonthSpans.toDate, 0)).toBe(64);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.rolledUpMonthSpans.fromDate, 0)).toBe(61);
    const spans = await queryDatabase<{ span: string; visitors: number; page_views: number }>(
      database.url,
      `SELECT 'toDate' AS span, visitors, page_views FROM analytics_rollup WHERE kind = 'toDate' AND dimension = 'site' AND day = '2025-07-20'
       UNION ALL SELECT 'fromDate', visitors, page_views FROM analytics_rollup WHERE kind = 'fromDate' AND dimension = 'site' AND day = '2025-06-10'`,
    );
    expect(spans).toEqual([
      { span: 'toDate', visitors: 60, page_views: 120 },
      { span: 'fromDate', visitors: 63, page_views: 126 },
    ]);
    const [june] = await queryDatabase<{ visitors: number; page_views: number }>(
      database.url,
      "SELECT visitors, page_views FROM analytics_rollup WHERE kind = 'month' AND dimension = 'site' AND day = '2025-06-01'",
    );
    expect(june).toEqual({ visitors: 90, page_views: 180 });
    const [week] = await queryDatabase<{ visitors: number; page_views: number }>(
      database.url,
      "SELECT visitors, page_views FROM analytics_rollup WHERE kind = 'week' AND dimension = 'site' AND day = '2025-06-02'",
    );
    expect(week).toEqual({ visitors: 21, page_views: 42 });
    for (const [index, path] of reads.entries()) expect([path, await get(path)]).toEqual([path, fromDays[index]]);
    expect((fromDays[1] as { rows: { value: string; visitors: number }[] }).rows.map(({ value, visitors }) => [value, visitors])).toEqual([
      ['/getapp', 180],
      ['/', 180],
    ]);
    expect(await apps[1].get(AnalyticsRollupService).rollUp()).toMatchObject({ rolledUpWeeks: [], rolledUpMonths: [], rolledUpMonthSpans: { toDate: 0, fromDate: 0 } });
  });
});

describe('the retention of raw analytics events', () => {
  let testApp: TestApp;
  let cookie: string;
  const rawDays = async () =>
    (await queryDatabase<{ day: string }>(testApp.databaseUrl, `SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM analytics_event ORDER BY 1`)).map(
      (row) => row.day,
    );

  beforeAll(async () => {
    testApp = await startOn(await createTestDatabase(), { ANALYTICS_RAW_RETENTION_DAYS: '3' });
    cookie = await logIn(testApp.app);
    await insertRawEvents(testApp.databaseUrl, days('2025-07-30', 6, 2));
    await queryDatabase(
      testApp.databaseUrl,
      `INSERT INTO web_vital (created_at, path, lcp, device) SELECT d + interval '12 hours', '/', 1000, 'mobile' FROM generate_series('2025-07-30'::timestamptz, '2025-08-04', '1 day') AS d`,
    );
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('deletes the raw events of the days older than the limit once rolled up, and their figures stay; the Web Vitals of those days go too', async () => {
    const summary = () => request(testApp.app.getHttpServer()).get('/api/admin/analytics/summary?from=2025-07-30&to=2025-08-04').set('Cookie', cookie).expect(200);
    const before = (await summary()).body;
    expect(await testApp.app.get(AnalyticsRollupService).rollUp()).toEqual({
      rolledUpDays: ['2025-07-30', '2025-07-31', '2025-08-01', '2025-08-02', '2025-08-03'],
      rolledUpWeeks: ['2025-07-28'],
      rolledUpMonths: ['2025-07-01'],
      rolledUpMonthSpans: { toDate: 5, fromDate: 2 },
      deletedEvents: 10,
      deletedWebVitals: 2,
    });
    expect(await rawDays()).toEqual(['2025-08-01', '2025-08-02', '2025-08-03', '2025-08-04']);
    const vitalDays = await queryDatabase<{ day: string }>(testApp.databaseUrl, `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM web_vital ORDER BY 1`);
    expect(vitalDays.map((row) => row.day)).toEqual(['2025-08-01', '2025-08-02', '2025-08-03', '2025-08-04']);
    expect((await summary()).body).toEqual(before);
    expect(before.current).toMatchObject({ visitors: 12, pageViews: 24 });
  });

  it('keeps the raw events of a day that is not rolled up', async () => {
    await queryDatabase(testApp.databaseUrl, "DELETE FROM analytics_rolled_up WHERE kind = 'day' AND day = '2025-08-02'");
    await testApp.app.get(AnalyticsRollupRepository).deleteRawEventsBefore('2025-08-04');
    expect(await rawDays()).toEqual(['2025-08-02', '2025-08-04']);
  });
});

describe('the analytics job at its interval', () => {
  let testApp: TestApp;
  let service: AnalyticsRollupService;
  let clock: jest.SpyInstance<Date>;
  let closingPasses: jest.SpyInstance;
  let advances: jest.SpyInstance;

  /** Resolves once the job has advanced the open days `runs` more times. */
  async function afterRuns(runs: number): Promise<void> {
    const until = advances.mock.calls.length + runs;
    const deadline = Date.now() + 10_000;
    while (advances.mock.calls.length < until) {
      if (Date.now() > deadline) throw new Error(`the job ran ${advances.mock.calls.length} times, not ${until}`);
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 50));
    }
    await service.whenIdle();
  }

  /** How many closing passes began over the job's next two runs, at `at`. */
  async function closingPassesAt(at: string): Promise<number> {
    clock.mockReturnValue(new Date(at));
    const before = closingPasses.mock.calls.length;
    await afterRuns(2);
    return closingPasses.mock.calls.length - before;
  }

  beforeAll(async () => {
    testApp = await createApiTestApp({ ANALYTICS_JOB_INTERVAL_SECONDS: '1' });
    service = testApp.app.get(AnalyticsRollupService);
    await service.whenIdle();
    clock = jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date('2025-08-04T12:00:00Z'));
    closingPasses = jest.spyOn(service, 'rollUp');
    advances = jest.spyOn(service, 'advanceOpenDays');
    await afterRuns(2);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('advances the open days at every run, and runs the closing pass once a day has closed or an hour has passed', async () => {
    expect(await closingPassesAt('2025-08-04T12:30:00Z')).toBe(0);
    expect(await closingPassesAt('2025-08-04T13:01:00Z')).toBe(1);
    expect(await closingPassesAt('2025-08-04T13:30:00Z')).toBe(0);
    expect(await closingPassesAt('2025-08-05T00:10:00Z')).toBe(1);
    // 00:15 closes the day before: six minutes after the last pass.
    expect(await closingPassesAt('2025-08-05T00:16:00Z')).toBe(1);
    expect(await closingPassesAt('2025-08-05T00:20:00Z')).toBe(0);
  });

  it('tries a failed closing pass again at the next run, and advances the open days all the same', async () => {
    clock.mockReturnValue(new Date('2025-08-06T00:30:00Z'));
    closingPasses.mockRejectedValueOnce(new Error('the database went away'));
    const [passes, runs] = [closingPasses.mock.calls.length, advances.mock.calls.length];
    for (const deadline = Date.now() + 10_000; closingPasses.mock.calls.length === passes && Date.now() < deadline;) {
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 20));
    }
    await service.whenIdle();
    expect(advances.mock.calls.length - runs).toBe(1);
    await afterRuns(1);
    expect(closingPasses.mock.calls.length - passes).toBe(2);
    expect(await closingPassesAt('2025-08-06T00:40:00Z')).toBe(0);
  });
});
