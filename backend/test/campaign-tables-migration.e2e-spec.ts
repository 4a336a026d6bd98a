import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApiTestApp, logIn } from './api-test-app';
import { migratedTo, migrationsUpTo, schema } from './migrations';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-app';

const MERGE_CAMPAIGN_TRACKING = 1795500000000;

type StatsRow = { id: string; influencer: string; page_views: number; app_store_clicks: number; play_store_clicks: number; created_at: Date; updated_at: Date };

const statsRows = (dataSource: DataSource, sql: string, parameters: unknown[] = []): Promise<StatsRow[]> =>
  dataSource.query(`SELECT id, influencer, page_views, app_store_clicks, play_store_clicks, created_at, updated_at ${sql} ORDER BY id`, parameters);

/** Every event, to the microsecond, in one hash; `campaign` is how the table at hand spells the event's campaign. */
async function eventsHash(dataSource: DataSource, table: string, campaign: string): Promise<{ events: number; hash: string }> {
  const [row] = await dataSource.query<{ events: number; hash: string }[]>(
    `SELECT count(*)::int AS events, md5(string_agg(concat_ws('|', id, ${campaign}, influencer, kind, created_at), ',' ORDER BY id)) AS hash FROM ${table}`,
  );
  return row;
}

/** Stats rows of the old tables: 'kai' in both campaigns with different counts. */
const SEED_STATS = `
  INSERT INTO influencer_stats (id, influencer, page_views, app_store_clicks, play_store_clicks, created_at, updated_at) VALUES
    ('00000000-0000-4000-8000-000000000001', 'kai', 80000, 40000, 1, '2025-07-01T10:00:00.123456Z', '2025-08-01T11:00:00.654321Z'),
    ('00000000-0000-4000-8000-000000000002', 'ana', 3, 0, 2, '2025-07-02T10:00:00Z', '2025-08-02T11:00:00Z'),
    ('00000000-0000-4000-8000-000000000003', 'surfer.jane', 0, 0, 0, '2025-07-03T10:00:00Z', '2025-07-03T10:00:00Z');
  INSERT INTO launch_party_influencer_stats (id, influencer, page_views, app_store_clicks, play_store_clicks, created_at, updated_at) VALUES
    ('00000000-0000-4000-8000-000000000004', 'kai', 7, 5, 0, '2025-07-04T10:00:00Z', '2025-08-04T11:00:00Z'),
    ('00000000-0000-4000-8000-000000000005', 'pat', 1, 0, 0, '2025-07-05T10:00:00Z', '2025-08-05T11:00:00Z')`;

/** 120,000 events over two days, more than two of the migration's batches: two in three of the invite campaign. */
const SEED_EVENTS = `
  INSERT INTO influencer_event (campaign, influencer, kind, created_at)
  SELECT CASE WHEN n % 3 = 0 THEN 'launch-party' ELSE 'invite' END, CASE WHEN n % 2 = 0 THEN 'kai' ELSE 'ana' END,
         (ARRAY['page_view', 'app_store_click', 'play_store_click'])[n / 3 % 3 + 1], timestamptz '2025-08-01T00:00:00Z' + n * interval '1 second 1 microsecond'
  FROM generate_series(1, 120000) AS n`;

/** The invite campaign's counts of 2025-08-01 as the old events table holds them. */
const INVITE_DAY = `
  SELECT count(*) FILTER (WHERE kind = 'page_view')::int AS "pageViews", count(*) FILTER (WHERE kind = 'app_store_click')::int AS "appStoreClicks",
         count(*) FILTER (WHERE kind = 'play_store_click')::int AS "playStoreClicks"
  FROM influencer_event WHERE campaign = 'invite' AND created_at < '2025-08-02T00:00:00Z'`;

describe('the migration to one campaign_stats and one campaign_event table', () => {
  let database: TestDatabase;
  let oldSchema: unknown[];
  let oldInfluencerStats: StatsRow[];
  let oldLaunchPartyStats: StatsRow[];
  let oldEvents: { events: number; hash: string };
  let renamedEvents: { events: number; hash: string };
  let inviteDay: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = await migratedTo(database, migrationsUpTo(MERGE_CAMPAIGN_TRACKING, { included: false }));
    try {
      await before.query(SEED_STATS);
      await before.query(SEED_EVENTS);
      oldSchema = await schema(before);
      oldInfluencerStats = await statsRows(before, 'FROM influencer_stats');
      oldLaunchPartyStats = await statsRows(before, 'FROM launch_party_influencer_stats');
      oldEvents = await eventsHash(before, 'influencer_event', 'campaign');
      renamedEvents = await eventsHash(before, 'influencer_event', `CASE campaign WHEN 'invite' THEN 'influencer' ELSE campaign END`);
      [inviteDay] = await before.query<Record<string, number>[]>(INVITE_DAY);
    } finally {
      await before.destroy();
    }
  });

  afterAll(async () => {
    await database.drop();
  });

  it('moves every count and every event, the invite campaign as `influencer`, and gives it back on the way down', async () => {
    const dataSource = await migratedTo(database, migrationsUpTo(MERGE_CAMPAIGN_TRACKING, { included: true }));
    try {
      expect(await statsRows(dataSource, 'FROM campaign_stats WHERE campaign = $1', ['influencer'])).toEqual(oldInfluencerStats);
      expect(await statsRows(dataSource, 'FROM campaign_stats WHERE campaign = $1', ['launch-party'])).toEqual(oldLaunchPartyStats);
      expect(await dataSource.query('SELECT count(*)::int AS count FROM campaign_stats')).toEqual([{ count: 5 }]);
      expect(await eventsHash(dataSource, 'campaign_event', 'campaign')).toEqual(renamedEvents);
      expect(await dataSource.query(`SELECT DISTINCT campaign FROM campaign_event ORDER BY campaign`)).toEqual([{ campaign: 'influencer' }, { campaign: 'launch-party' }]);
      expect(
        await dataSource.query(`SELECT to_regclass('influencer_stats') AS a, to_regclass('launch_party_influencer_stats') AS b, to_regclass('influencer_event') AS c`),
      ).toEqual([{ a: null, b: null, c: null }]);

      await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await schema(dataSource)).toEqual(oldSchema);
      expect(await statsRows(dataSource, 'FROM influencer_stats')).toEqual(oldInfluencerStats);
      expect(await statsRows(dataSource, 'FROM launch_party_influencer_stats')).toEqual(oldLaunchPartyStats);
      expect(await eventsHash(dataSource, 'influencer_event', 'campaign')).toEqual(oldEvents);

      await dataSource.runMigrations({ transaction: 'each' });
      expect(await eventsHash(dataSource, 'campaign_event', 'campaign')).toEqual(renamedEvents);
    } finally {
      await dataSource.destroy();
    }
  });

  // On the database the test above left migrated.
  it('leaves a database the API counts on: the moved counts answered, new calls added to them, event ids going on', async () => {
    const testApp = await createApiTestApp({}, { database: { url: database.url, drop: () => Promise.resolve() } });
    try {
      const server = testApp.app.getHttpServer();
      const cookie = await logIn(testApp.app);
      await request(server).post('/api/influencer/page-view').send({ influencer: 'kai' }).expect(204);
      await request(server).post('/api/launch-party-influencer/app-store-click').send({ influencer: 'kai' }).expect(204);
      const counts = async (path: string) =>
        (await request(server).get(`/api/${path}/stats`).set('Cookie', cookie).expect(200)).body.map(
          ({ id, influencer, pageViews, appStoreClicks, playStoreClicks }: Record<string, unknown>) => ({ id, influencer, pageViews, appStoreClicks, playStoreClicks }),
        );
      expect(await counts('influencer')).toEqual([
        { id: '00000000-0000-4000-8000-000000000002', influencer: 'ana', pageViews: 3, appStoreClicks: 0, playStoreClicks: 2 },
        { id: '00000000-0000-4000-8000-000000000001', influencer: 'kai', pageViews: 80001, appStoreClicks: 40000, playStoreClicks: 1 },
        { id: '00000000-0000-4000-8000-000000000003', influencer: 'surfer.jane', pageViews: 0, appStoreClicks: 0, playStoreClicks: 0 },
      ]);
      expect(await counts('launch-party-influencer')).toEqual([
        { id: '00000000-0000-4000-8000-000000000004', influencer: 'kai', pageViews: 7, appStoreClicks: 6, playStoreClicks: 0 },
        { id: '00000000-0000-4000-8000-000000000005', influencer: 'pat', pageViews: 1, appStoreClicks: 0, playStoreClicks: 0 },
      ]);
      const daily = await request(server).get('/api/influencer/stats/daily?from=2025-08-01&to=2025-08-01').set('Cookie', cookie).expect(200);
      expect(inviteDay.appStoreClicks).toBeGreaterThan(0);
      // Days before the unique figures existed (migration 1795700000000) have none.
      expect(daily.body).toEqual([
        {
          date: '2025-08-01',
          ...inviteDay,
          uniqueVisitors: 0,
          uniqueAppStoreClicks: 0,
          uniquePlayStoreClicks: 0,
          uniqueStoreVisitors: 0,
          botCalls: 0,
          appStoreInstalls: null,
          playStoreInstalls: null,
          installs: null,
        },
      ]);
      const newest = await queryDatabase(testApp.databaseUrl, `SELECT id::int, campaign FROM campaign_event WHERE created_at > '2025-08-03' ORDER BY id`);
      expect(newest).toEqual([
        { id: 120001, campaign: 'influencer' },
        { id: 120002, campaign: 'launch-party' },
      ]);
    } finally {
      await testApp.close();
    }
  });
});
