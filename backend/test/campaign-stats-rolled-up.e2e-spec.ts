import request from 'supertest';
import { Clock } from '../src/common/clock';
import { addDays } from '../src/common/days';
import { PgPool } from '../src/database/pg-pool';
import type { Campaign } from '../src/tracking/campaign';
import { CampaignRangesService } from '../src/tracking/campaign-ranges.service';
import { CampaignStatsRepository } from '../src/tracking/campaign-stats.repository';
import type { StatsListQuery, StatsPage } from '../src/tracking/campaign-stats-sql';
import { STATS_SORT_FIELDS } from '../src/tracking/dto/stats-list-query.dto';
import { createApiTestApp, logIn } from './api-test-app';
import { queryDatabase, type TestApp } from './test-app';

const CAMPAIGN: Campaign = 'influencer';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TODAY = '2026-03-10';
const TOMORROW = addDays(TODAY, 1);
const HANDLES = 45;

/** 40 days of 45 handles, many ties, as the tracking statement leaves them: the days and their all-time sums. */
const SEED = {
  days: `INSERT INTO campaign_daily_stats (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks, unique_visitors,
     unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
   SELECT $1, handle, $2::date - d, (n * d) % 7, (n + d) % 3, n % 4, (n * d) % 5, d % 2, (n + 2 * d) % 3, n % 6, (n + d) % 9,
     ($2::date - d) + (n % 5) * interval '1 hour'
   FROM generate_series(1, $3::int) AS n, generate_series(0, 39) AS d,
     LATERAL (SELECT CASE n % 3 WHEN 0 THEN 'a_b' WHEN 1 THEN 'axb' ELSE 'kai' END || lpad(n::text, 3, '0') AS handle) AS named
   WHERE (n + d) % 4 <> 0 AND NOT (n % 10 = 0 AND d < 30)`,
  allTime: `INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks, unique_visitors,
     unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls)
   SELECT gen_random_uuid(), campaign, influencer, sum(page_views), sum(app_store_clicks), sum(play_store_clicks), sum(unique_visitors),
     sum(unique_app_store_clicks), sum(unique_play_store_clicks), sum(unique_store_visitors), sum(bot_calls)
   FROM campaign_daily_stats GROUP BY campaign, influencer`,
};

const PAGES = [
  { limit: null, offset: 0 },
  { limit: 7, offset: 7 },
  { limit: 5, offset: 31 },
];

const QUERIES: StatsListQuery[] = STATS_SORT_FIELDS.flatMap((sort) =>
  (['asc', 'desc'] as const).flatMap((order) => [null, 'a_'].flatMap((prefix) => PAGES.map((page) => ({ from: null, to: null, sort, order, prefix, ...page })))),
);

jest.setTimeout(180_000);

describe('a rolled-up range of the campaign lists', () => {
  let testApp: TestApp;
  let cookie: string;
  let now: jest.SpyInstance<Date, []>;
  const at = (instant: string) => now.mockReturnValue(new Date(instant));

  beforeAll(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
    cookie = await logIn(testApp.app);
    await queryDatabase(testApp.databaseUrl, SEED.days, [CAMPAIGN, TODAY, HANDLES]);
    await queryDatabase(testApp.databaseUrl, SEED.allTime);
    now = jest.spyOn(testApp.app.get(Clock), 'now');
    at(`${TODAY}T12:00:00Z`);
    await rollUp();
  });

  afterAll(async () => {
    now.mockRestore();
    await testApp.close();
  });

  const rollUp = () => testApp.app.get(CampaignRangesService).rollUp();

  const track = async (kind: string, influencer: string, instant: string, times = 1) => {
    at(instant);
    for (let call = 0; call < times; call += 1) {
      await request(testApp.app.getHttpServer())
        .post(`/api/influencer/${kind}`)
        .set('User-Agent', IPHONE)
        .set('X-Forwarded-For', `203.0.113.${call}`)
        .send({ influencer })
        .expect(204);
    }
  };

  /** The rolled-up page and the sums of the days, in one snapshot. */
  async function bothPaths(query: StatsListQuery): Promise<{ rolledUp: StatsPage; summed: StatsPage }> {
    const stats = testApp.app.get(CampaignStatsRepository);
    const client = await testApp.app.get(PgPool).connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const range = await stats.rolledUpRange(client, CAMPAIGN, query);
      if (range === undefined) throw new Error(`No rolled-up range ${query.from} to ${query.to}`);
      const rolledUp = await stats.pageInRolledUpRange(client, CAMPAIGN, range, query);
      const summed = await stats.pageInRange(client, CAMPAIGN, query);
      await client.query('COMMIT');
      return { rolledUp, summed };
    } finally {
      client.release();
    }
  }

  /** Every sort, order, prefix and page of the range ending on `lastDay`, for 7 and 30 days. */
  async function expectSumsOfTheDays(lastDay: string): Promise<void> {
    for (const days of [7, 30]) {
      const range = { from: addDays(lastDay, 1 - days), to: lastDay };
      for (const query of QUERIES) {
        const { rolledUp, summed } = await bothPaths({ ...query, ...range });
        expect({ query, ...rolledUp }).toEqual({ query, ...summed });
      }
      const { summed } = await bothPaths({ ...QUERIES[0], ...range });
      expect(summed.total).toBeGreaterThan(0);
    }
  }

  const pending = async () => (await queryDatabase<{ count: string }>(testApp.databaseUrl, 'SELECT count(*) FROM campaign_pending_counts'))[0].count;

  it('keeps the 7 and 30 days ending today and, from an hour before midnight, tomorrow', async () => {
    const ranges = () =>
      queryDatabase<{ first_day: string; last_day: string }>(
        testApp.databaseUrl,
        `SELECT to_char(first_day, 'YYYY-MM-DD') AS first_day, to_char(last_day, 'YYYY-MM-DD') AS last_day FROM campaign_range WHERE campaign = $1 ORDER BY last_day, first_day`,
        [CAMPAIGN],
      );
    expect(await ranges()).toEqual([
      { first_day: addDays(TODAY, -29), last_day: TODAY },
      { first_day: addDays(TODAY, -6), last_day: TODAY },
    ]);
    at(`${TODAY}T22:59:59.999Z`);
    await rollUp();
    expect(await ranges()).toHaveLength(2);
    at(`${TODAY}T23:00:00Z`);
    await rollUp();
    expect(await ranges()).toEqual([
      { first_day: addDays(TODAY, -29), last_day: TODAY },
      { first_day: addDays(TODAY, -6), last_day: TODAY },
      { first_day: addDays(TOMORROW, -29), last_day: TOMORROW },
      { first_day: addDays(TOMORROW, -6), last_day: TOMORROW },
    ]);
  });

  it('answers the sums of the days, for every sort, order, prefix and page', async () => {
    await expectSumsOfTheDays(TODAY);
    await expectSumsOfTheDays(TOMORROW);
  });

  it('adds the calls tracked since the rollup, then the same once they are rolled up', async () => {
    await track('page-view', 'kai002', `${TODAY}T13:00:00Z`, 30);
    await track('app-store-click', 'a_b003', `${TODAY}T13:01:00Z`, 3);
    await track('play-store-click', 'kai010', `${TODAY}T13:02:00Z`, 2);
    await track('page-view', 'kai999', `${TODAY}T13:03:00Z`, 4);
    expect(Number(await pending())).toBeGreaterThan(0);
    await expectSumsOfTheDays(TODAY);
    at(`${TODAY}T23:30:00Z`);
    await rollUp();
    expect(await pending()).toBe('0');
    await expectSumsOfTheDays(TODAY);
    await expectSumsOfTheDays(TOMORROW);
  });

  it('counts a call on a day the rollup has moved past, once, before and after the next rollup', async () => {
    await track('page-view', 'axb004', `${TODAY}T23:59:59.000Z`, 2);
    at(`${TOMORROW}T00:00:01Z`);
    await rollUp();
    await track('page-view', 'axb004', `${TODAY}T23:59:59.999Z`, 5);
    await track('app-store-click', 'kai011', `${TODAY}T23:59:59.999Z`);
    await track('page-view', 'kai011', `${TOMORROW}T00:00:02Z`, 3);
    await expectSumsOfTheDays(TOMORROW);
    at(`${TOMORROW}T23:30:00Z`);
    await rollUp();
    await expectSumsOfTheDays(TOMORROW);
    await expectSumsOfTheDays(addDays(TOMORROW, 1));
    const ranges = await queryDatabase<{ last_day: string }>(testApp.databaseUrl, `SELECT DISTINCT to_char(last_day, 'YYYY-MM-DD') AS last_day FROM campaign_range ORDER BY 1`);
    expect(ranges.map((range) => range.last_day)).toEqual([TOMORROW, addDays(TOMORROW, 1)]);
  });

  it('leaves out a call before the range, and counts one for a day after it only in a range that has it', async () => {
    await track('page-view', 'kai005', `${addDays(TOMORROW, -40)}T10:00:00Z`, 2);
    await track('page-view', 'kai005', `${addDays(TOMORROW, 1)}T10:00:00Z`, 2);
    await expectSumsOfTheDays(TOMORROW);
    await expectSumsOfTheDays(addDays(TOMORROW, 1));
    at(`${TOMORROW}T23:40:00Z`);
    await rollUp();
    await expectSumsOfTheDays(TOMORROW);
    await expectSumsOfTheDays(addDays(TOMORROW, 1));
  });

  it('answers the API list of the preset from the rolled-up range, as the days sum it', async () => {
    at(`${TOMORROW}T09:00:00Z`);
    await track('page-view', 'kai008', `${TOMORROW}T09:00:00Z`, 6);
    at(`${TOMORROW}T09:01:00Z`);
    const from = addDays(TOMORROW, -29);
    const response = await request(testApp.app.getHttpServer())
      .get(`/api/influencer/stats?from=${from}&to=${TOMORROW}&sort=pageViews&order=desc&limit=10`)
      .set('Cookie', cookie)
      .expect(200);
    const { summed } = await bothPaths({ from, to: TOMORROW, sort: 'pageViews', order: 'desc', prefix: null, limit: 10, offset: 0 });
    expect(response.body).toEqual(summed.records);
    expect(response.headers['x-total-count']).toBe(String(summed.total));
    const days = await queryDatabase<{ page_views: string }>(
      testApp.databaseUrl,
      'SELECT sum(page_views) AS page_views FROM campaign_daily_stats WHERE campaign = $1 AND influencer = $2 AND day BETWEEN $3 AND $4',
      [CAMPAIGN, response.body[0].influencer, from, TOMORROW],
    );
    expect(response.body[0].pageViews).toBe(Number(days[0].page_views));
  });

  it('commits nothing when nothing is to do, so the lists kept for the snapshot stay valid', async () => {
    at(`${TOMORROW}T09:02:00Z`);
    await rollUp();
    const snapshot = async () => (await queryDatabase<{ snapshot: string }>(testApp.databaseUrl, 'SELECT pg_current_snapshot()::text AS snapshot'))[0].snapshot;
    const before = await snapshot();
    expect(await rollUp()).toEqual({ droppedRanges: 0, foldedCounts: 0, builtRanges: 0 });
    expect(await snapshot()).toBe(before);
  });
});
