import { expectRoundTrip } from './migrations';

const RANGE_INSTALLS_VISITORS = 1797400000000;

const SEED = `
  INSERT INTO campaign_range (id, campaign, first_day, last_day) VALUES (7, 'influencer', '2025-10-03', '2025-11-01');
  INSERT INTO campaign_range_stats (range, influencer, id, page_views, unique_visitors, updated_at) VALUES
    (7, 'kai', gen_random_uuid(), 12, 4, now()), (7, 'ana', gen_random_uuid(), 0, 0, now());
  INSERT INTO campaign_range_installs (range, influencer, app_store_installs, play_store_installs, installs) VALUES (7, 'kai', 2, 1, 3), (7, 'ana', 0, 5, 5)`;

describe("the migration that keeps a rolled-up range's visitors beside its installs", () => {
  it('copies each handle’s visitors in the range, and its down() restores the schema', async () => {
    await expectRoundTrip(RANGE_INSTALLS_VISITORS, {
      seed: SEED,
      migrated: async (dataSource) => {
        expect(await dataSource.query(`SELECT influencer, installs, unique_visitors FROM campaign_range_installs ORDER BY influencer`)).toEqual([
          { influencer: 'ana', installs: 5, unique_visitors: 0 },
          { influencer: 'kai', installs: 3, unique_visitors: 4 },
        ]);
      },
    });
  });
});
