import type { DataSource } from 'typeorm';
import { migratedTo, migrationsUpTo, schema } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

const RANGE_INSTALLS = 1797300000000;

/** A range with kai's calls and installs, ana's installs alone (counts 0) and lee's calls alone. */
const SEED = `
  INSERT INTO campaign_range (id, campaign, first_day, last_day) VALUES (7, 'influencer', '2025-10-03', '2025-11-01');
  INSERT INTO campaign_range_stats (range, influencer, id, page_views, unique_visitors, updated_at, app_store_installs, play_store_installs, installs) VALUES
    (7, 'kai', gen_random_uuid(), 12, 4, now(), 2, 1, 3),
    (7, 'ana', gen_random_uuid(), 0, 0, now(), 0, 5, 5),
    (7, 'lee', gen_random_uuid(), 3, 1, now(), 0, 0, 0)`;

const RANGE_ROWS = `SELECT range, influencer, id, page_views, unique_visitors FROM campaign_range_stats ORDER BY influencer`;
const INSTALLS = `SELECT influencer, app_store_installs, play_store_installs, installs FROM campaign_range_stats ORDER BY influencer`;

describe("the migration that moves a rolled-up range's installs to a table of their own", () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database.drop();
  });

  it('keeps every range row and the installs of those with some, and its down() restores the schema and the installs exactly', async () => {
    const before = await migratedTo(database, migrationsUpTo(RANGE_INSTALLS, { included: false }));
    const schemaBefore = await schema(before);
    await before.query(SEED);
    const [rows, installs] = [await before.query(RANGE_ROWS), await before.query(INSTALLS)];
    await before.destroy();

    dataSource = await migratedTo(database, migrationsUpTo(RANGE_INSTALLS, { included: true }));
    expect(await dataSource.query(RANGE_ROWS)).toEqual(rows);
    expect(await dataSource.query(`SELECT range, influencer, app_store_installs, play_store_installs, installs FROM campaign_range_installs ORDER BY influencer`)).toEqual([
      { range: 7, influencer: 'ana', app_store_installs: 0, play_store_installs: 5, installs: 5 },
      { range: 7, influencer: 'kai', app_store_installs: 2, play_store_installs: 1, installs: 3 },
    ]);

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await schema(dataSource)).toEqual(schemaBefore);
    expect(await dataSource.query(RANGE_ROWS)).toEqual(rows);
    expect(await dataSource.query(INSTALLS)).toEqual(installs);
  });
});
