import type { DataSource } from 'typeorm';
import { migratedTo, migrationsUpTo } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

const REPORT_TOKENS_OUT = 1796510000000;
const KAI = 'kaiTOKENkaiTOKENkaiTOKENkaiTOKENkaiTOKENkai';
const ANA = 'anaTOKENanaTOKENanaTOKENanaTOKENanaTOKENana';

/** What a report's page views left before: the tokens in the events, a vitals row, every rollup and the open state. */
const SEED = `
  INSERT INTO analytics_event (event, category, label, path, created_at, visitor, referrer_host, referrer_path, source) VALUES
    ('page_view', 'navigation', '/report/${KAI}', '/report/${KAI}', '2025-08-01T10:00:00Z', '\\x01', NULL, NULL, 'Direct'),
    ('page_view', 'navigation', '/report/${ANA}', '/report/${ANA}', '2025-08-01T11:00:00Z', '\\x02', NULL, NULL, 'Direct'),
    ('page_view', 'navigation', '/', '/', '2025-08-01T11:01:00Z', '\\x02', 'lineup.surf', '/report/${ANA}', NULL),
    ('app_store_click', 'download', 'ios', '/getapp', '2025-08-01T12:00:00Z', '\\x03', 'www.google.com', '/search', 'Google');
  INSERT INTO web_vital (path, lcp, device) VALUES ('/report/${KAI}', 1200, 'mobile'), ('/getapp', 900, 'mobile');
  INSERT INTO analytics_daily (dimension, day, value, visitors, page_views, events, store_visitors, bot_page_views) VALUES
    ('page', '2025-08-01', '/report/${KAI}', 2, 3, 3, 1, 0),
    ('page', '2025-08-01', '/report/${ANA}', 1, 1, 1, 0, 1),
    ('page', '2025-08-01', '/report', 1, 1, 1, 0, 0),
    ('page', '2025-08-01', '/getapp', 5, 5, 6, 2, 0),
    ('page', '2025-08-02', '/report/${KAI}', 1, 2, 2, 0, 0),
    ('site', '2025-08-01', '', 9, 10, 11, 3, 1);
  INSERT INTO analytics_weekly (dimension, week, value, visitors, page_views, events, store_visitors, bot_page_views) VALUES
    ('page', '2025-07-28', '/report/${KAI}', 3, 5, 5, 1, 0), ('page', '2025-07-28', '/report/${ANA}', 1, 1, 1, 0, 1);
  INSERT INTO analytics_monthly (dimension, month, value, visitors, page_views, events, store_visitors, bot_page_views) VALUES
    ('page', '2025-08-01', '/report/${KAI}', 3, 5, 5, 1, 0), ('page', '2025-08-01', '/report', 4, 4, 4, 0, 0);
  INSERT INTO analytics_month_to_date (dimension, day, value, visitors, page_views, events, store_visitors, bot_page_views) VALUES
    ('page', '2025-08-02', '/report/${KAI}', 3, 5, 5, 1, 0);
  INSERT INTO analytics_month_from_date (dimension, day, value, visitors, page_views, events, store_visitors, bot_page_views) VALUES
    ('page', '2025-08-01', '/report/${ANA}', 1, 1, 1, 0, 1);
  INSERT INTO analytics_open_day (day) VALUES ('2025-08-03');
  INSERT INTO analytics_open_daily (dimension, day, value, visitors, page_views, events, store_visitors, bot_page_views) VALUES
    ('page', '2025-08-03', '/report/${KAI}', 1, 1, 1, 0, 0);
  INSERT INTO analytics_open_visitor (dimension, day, value, visitor) VALUES ('page', '2025-08-03', '/report/${KAI}', '\\x01');
  INSERT INTO analytics_open_tapper (day, visitor) VALUES ('2025-08-03', '\\x01');
  UPDATE analytics_open_state SET settled_event_id = 4`;

const FIGURES = 'visitors, page_views, events, store_visitors, bot_page_views';

/** Every text column of every table holding `text`: where a token could be left. */
async function placesHolding(dataSource: DataSource, text: string): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = await dataSource.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'bytea', 'json', 'jsonb')`,
  );
  const places: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM "${table_name}" WHERE position($1 in "${column_name}"::text) > 0`, [text]);
    if (count > 0) places.push(`${table_name}.${column_name}`);
  }
  return places;
}

describe('the migration that takes report tokens out of the analytics', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const before = await migratedTo(database, migrationsUpTo(REPORT_TOKENS_OUT, { included: false }));
    try {
      await before.query(SEED);
      // The seed is found before: the search below can fail.
      expect(await placesHolding(before, KAI)).toEqual(expect.arrayContaining(['analytics_event.path', 'analytics_daily.value', 'web_vital.path']));
    } finally {
      await before.destroy();
    }
    dataSource = await migratedTo(database, migrationsUpTo(REPORT_TOKENS_OUT, { included: true }));
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database.drop();
  });

  it('leaves no token in any table', async () => {
    expect(await placesHolding(dataSource, KAI)).toEqual([]);
    expect(await placesHolding(dataSource, ANA)).toEqual([]);
  });

  it('stores each report page view, its label and the next page’s referrer as /report, and nothing else changed', async () => {
    expect(await dataSource.query(`SELECT event, label, path, referrer_host, referrer_path, source FROM analytics_event ORDER BY id`)).toEqual([
      { event: 'page_view', label: '/report', path: '/report', referrer_host: null, referrer_path: null, source: 'Direct' },
      { event: 'page_view', label: '/report', path: '/report', referrer_host: null, referrer_path: null, source: 'Direct' },
      { event: 'page_view', label: '/', path: '/', referrer_host: 'lineup.surf', referrer_path: '/report', source: null },
      { event: 'app_store_click', label: 'ios', path: '/getapp', referrer_host: 'www.google.com', referrer_path: '/search', source: 'Google' },
    ]);
    expect(await dataSource.query(`SELECT path, lcp FROM web_vital ORDER BY id`)).toEqual([
      { path: '/report', lcp: 1200 },
      { path: '/getapp', lcp: 900 },
    ]);
  });

  it('merges the rollups’ rows of the reports into /report, their figures added', async () => {
    const rows = (table: string, period: string) =>
      dataSource.query(`SELECT dimension, to_char(${period}, 'YYYY-MM-DD') AS ${period}, value, ${FIGURES} FROM ${table} ORDER BY dimension, ${period}, value`);
    expect(await rows('analytics_daily', 'day')).toEqual([
      { dimension: 'page', day: '2025-08-01', value: '/getapp', visitors: 5, page_views: 5, events: 6, store_visitors: 2, bot_page_views: 0 },
      { dimension: 'page', day: '2025-08-01', value: '/report', visitors: 4, page_views: 5, events: 5, store_visitors: 1, bot_page_views: 1 },
      { dimension: 'page', day: '2025-08-02', value: '/report', visitors: 1, page_views: 2, events: 2, store_visitors: 0, bot_page_views: 0 },
      { dimension: 'site', day: '2025-08-01', value: '', visitors: 9, page_views: 10, events: 11, store_visitors: 3, bot_page_views: 1 },
    ]);
    expect(await rows('analytics_weekly', 'week')).toEqual([
      { dimension: 'page', week: '2025-07-28', value: '/report', visitors: 4, page_views: 6, events: 6, store_visitors: 1, bot_page_views: 1 },
    ]);
    expect(await rows('analytics_monthly', 'month')).toEqual([
      { dimension: 'page', month: '2025-08-01', value: '/report', visitors: 7, page_views: 9, events: 9, store_visitors: 1, bot_page_views: 0 },
    ]);
    expect(await rows('analytics_month_to_date', 'day')).toEqual([
      { dimension: 'page', day: '2025-08-02', value: '/report', visitors: 3, page_views: 5, events: 5, store_visitors: 1, bot_page_views: 0 },
    ]);
    expect(await rows('analytics_month_from_date', 'day')).toEqual([
      { dimension: 'page', day: '2025-08-01', value: '/report', visitors: 1, page_views: 1, events: 1, store_visitors: 0, bot_page_views: 1 },
    ]);
  });

  it('drops the open days’ state, which the job rebuilds from the cleaned events, and keeps the settled id', async () => {
    for (const table of ['analytics_open_day', 'analytics_open_daily', 'analytics_open_visitor', 'analytics_open_tapper']) {
      expect(await dataSource.query(`SELECT * FROM ${table}`)).toEqual([]);
    }
    expect(await dataSource.query(`SELECT settled_event_id::int AS id FROM analytics_open_state`)).toEqual([{ id: 4 }]);
  });
});
