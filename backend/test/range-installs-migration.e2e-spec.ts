import { expectRoundTrip } from './migrations';

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
  it('keeps every range row and the installs of those with some, and its down() restores the schema and the installs exactly', async () => {
    await expectRoundTrip(RANGE_INSTALLS, {
      seed: SEED,
      kept: [RANGE_ROWS, INSTALLS],
      migrated: async (dataSource, [rows]) => {
        expect(await dataSource.query(RANGE_ROWS)).toEqual(rows);
        expect(await dataSource.query(`SELECT range, influencer, app_store_installs, play_store_installs, installs FROM campaign_range_installs ORDER BY influencer`)).toEqual([
          { range: 7, influencer: 'ana', app_store_installs: 0, play_store_installs: 5, installs: 5 },
          { range: 7, influencer: 'kai', app_store_installs: 2, play_store_installs: 1, installs: 3 },
        ]);
      },
    });
  });
});
