import type { DataSource } from 'typeorm';
import { migratedTo, migrationsUpTo, schema } from './migrations';
import { createTestDatabase, type TestDatabase } from './test-app';

const RANGE_INSTALLS_VISITORS = 1797400000000;

const SEED = `
  INSERT INTO campaign_range (id, campaign, first_day, last_day) VALUES (7, 'influencer', '2025-10-03', '2025-11-01');
  INSERT INTO campaign_range_stats (range, influencer, id, page_views, unique_visitors, updated_at) VALUES
    (7, 'kai', gen_random_uuid(), 12, 4, now()), (7, 'ana', gen_random_uuid(), 0, 0, now());
  INSERT INTO campaign_range_installs (range, influencer, app_store_installs, play_store_installs, installs) VALUES (7, 'kai', 2, 1, 3), (7, 'ana', 0, 5, 5)`;

describe("the migration that keeps a rolled-up range's visitors beside its installs", () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database.drop();
  });

  it('copies each handle’s visitors in the range, and its down() restores the schema', async () => {
    const before = await migratedTo(database, migrationsUpTo(RANGE_INSTALLS_VISITORS, { included: false }));
    const schemaBefore = await schema(before);
    await before.query(SEED);
    await before.destroy();

    dataSource = await migratedTo(database, migrationsUpTo(RANGE_INSTALLS_VISITORS, { included: true }));
    expect(await dataSource.query(`SELECT influencer, installs, unique_visitors FROM campaign_range_installs ORDER BY influencer`)).toEqual([
      { influencer: 'ana', installs: 5, unique_visitors: 0 },
      { influencer: 'kai', installs: 3, unique_visitors: 4 },
    ]);

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await schema(dataSource)).toEqual(schemaBefore);
  });
});
