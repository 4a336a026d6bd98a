import request from 'supertest';
import { createApiTestApp, logIn } from './api-test-app';
import { migratedTo, migrationsUpTo, schema } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

const COUNT_UNIQUE_VISITORS = 1795700000000;

/** Counts already stored: kai in both campaigns, with events on two days of the summer. */
const SEED = `
  INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks, created_at, updated_at) VALUES
    ('00000000-0000-4000-8000-000000000001', 'influencer', 'kai', 12, 5, 1, '2025-07-01T10:00:00Z', '2025-08-02T11:00:00.654321Z'),
    ('00000000-0000-4000-8000-000000000002', 'launch-party', 'kai', 3, 0, 2, '2025-07-02T10:00:00Z', '2025-08-02T12:00:00Z');
  INSERT INTO campaign_event (campaign, influencer, kind, created_at)
  SELECT 'influencer', 'kai', kind, day FROM (VALUES ('page_view'), ('page_view'), ('app_store_click')) AS kind (kind)
  CROSS JOIN (VALUES (timestamptz '2025-08-01T09:00:00Z'), (timestamptz '2025-08-02T09:00:00Z')) AS day (day)`;

const STATS = `SELECT id, campaign, influencer, page_views, app_store_clicks, play_store_clicks, created_at, updated_at FROM campaign_stats ORDER BY id`;

describe('the migration that adds unique visitors and bot calls', () => {
  let database: TestDatabase;
  let oldSchema: unknown[];
  let oldStats: unknown[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = await migratedTo(database, migrationsUpTo(COUNT_UNIQUE_VISITORS, { included: false }));
    try {
      await before.query(SEED);
      oldSchema = await schema(before);
      oldStats = await before.query(STATS);
    } finally {
      await before.destroy();
    }
  });

  afterAll(async () => {
    await database.drop();
  });

  it('keeps every stored count, starts the new figures at 0, and gives the old schema back on the way down', async () => {
    const dataSource = await migratedTo(database, migrationsUpTo(COUNT_UNIQUE_VISITORS, { included: true }));
    try {
      expect(await dataSource.query(STATS)).toEqual(oldStats);
      expect(await dataSource.query(`SELECT unique_visitors, unique_app_store_clicks, unique_play_store_clicks, bot_calls FROM campaign_stats`)).toEqual([
        { unique_visitors: 0, unique_app_store_clicks: 0, unique_play_store_clicks: 0, bot_calls: 0 },
        { unique_visitors: 0, unique_app_store_clicks: 0, unique_play_store_clicks: 0, bot_calls: 0 },
      ]);
      await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await schema(dataSource)).toEqual(oldSchema);
      expect(await dataSource.query(STATS)).toEqual(oldStats);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  });

  // On the database the test above left migrated.
  it('leaves a database the API counts on: old days without unique figures, visitors counted from now on top of the old counts', async () => {
    const testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' }, { database: { url: database.url, drop: () => Promise.resolve() } });
    try {
      const server = testApp.app.getHttpServer();
      const cookie = await logIn(testApp.app);
      for (let reload = 0; reload < 3; reload += 1) {
        await request(server)
          .post('/api/influencer/page-view')
          .set('X-Forwarded-For', '203.0.113.5')
          .set('User-Agent', 'Mozilla/5.0 (iPhone) Safari/604.1')
          .send({ influencer: 'kai' })
          .expect(204);
      }
      const [kai] = (await request(server).get('/api/influencer/stats').set('Cookie', cookie).expect(200)).body;
      expect(kai).toMatchObject({ id: '00000000-0000-4000-8000-000000000001', pageViews: 15, appStoreClicks: 5, playStoreClicks: 1, uniqueVisitors: 1, botCalls: 0 });
      const summer = (await request(server).get('/api/influencer/stats/daily?from=2025-08-01&to=2025-08-31').set('Cookie', cookie).expect(200)).body;
      const zero = { uniqueVisitors: 0, uniqueAppStoreClicks: 0, uniquePlayStoreClicks: 0, uniqueStoreVisitors: 0, botCalls: 0 };
      // Issue 40 gave each day its installs: none imported here, so no figure.
      const noInstalls = { appStoreInstalls: null, playStoreInstalls: null, installs: null };
      expect(summer).toEqual([
        { date: '2025-08-01', pageViews: 2, appStoreClicks: 1, playStoreClicks: 0, ...zero, ...noInstalls },
        { date: '2025-08-02', pageViews: 2, appStoreClicks: 1, playStoreClicks: 0, ...zero, ...noInstalls },
      ]);
      const ranged = (await request(server).get('/api/influencer/stats?from=2025-08-01&to=2025-08-31').set('Cookie', cookie).expect(200)).body;
      expect(ranged).toEqual([expect.objectContaining({ influencer: 'kai', pageViews: 4, appStoreClicks: 2, ...zero })]);
    } finally {
      await testApp.close();
    }
  });
});
