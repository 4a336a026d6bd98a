import { expectRoundTrip } from './migrations';

const PACKED_INSTALL_COUNTS = 1797200000000;

/** Two Google Play imports of 1 Nov (the second counts), kai credited by two values, a 0, and values that name no handle. */
const SEED = `
  INSERT INTO install_import (store, app, file_name, size, sha256, rows, installs, first_day, last_day, imported_at) VALUES
    ('play-store', 'surf.lineup.app', 'old.csv', 100, repeat('a', 64), 1, 3, '2025-11-01', '2025-11-01', now()),
    ('play-store', 'surf.lineup.app', 'new.csv', 100, repeat('b', 64), 5, 14, '2025-11-01', '2025-11-02', now());
  INSERT INTO install_import_day (import_id, day, store) VALUES (1, '2025-11-01', 'play-store'), (2, '2025-11-01', 'play-store'), (2, '2025-11-02', 'play-store');
  INSERT INTO install_count (import_id, day, value, campaign, influencer, installs) VALUES
    (1, '2025-11-01', 'utm_source=kai&utm_campaign=influencer', 'influencer', 'kai', 3),
    (2, '2025-11-01', 'utm_source=kai&utm_campaign=influencer', 'influencer', 'kai', 6),
    (2, '2025-11-01', 'utm_source=KAI&utm_campaign=influencer', 'influencer', 'kai', 2),
    (2, '2025-11-01', 'utm_source=ana&utm_campaign=influencer', 'influencer', 'ana', 0),
    (2, '2025-11-02', 'utm_source=ana&utm_campaign=launch-party', 'launch-party', 'ana', 4),
    (2, '2025-11-01', '', NULL, NULL, 1),
    (2, '2025-11-02', 'a "quoted", {braced} value', NULL, NULL, 1);
  INSERT INTO campaign_install_day (store, day) VALUES ('play-store', '2025-11-01'), ('play-store', '2025-11-02');
  INSERT INTO campaign_daily_installs (campaign, influencer, day, store, installs) VALUES
    ('influencer', 'kai', '2025-11-01', 'play-store', 8), ('launch-party', 'ana', '2025-11-02', 'play-store', 4)`;

const DAILY = `SELECT campaign, influencer, to_char(day, 'YYYY-MM-DD') AS day, store, installs FROM campaign_daily_installs ORDER BY day, campaign`;
const UNATTRIBUTED = `SELECT import_id, to_char(day, 'YYYY-MM-DD') AS day, value, installs FROM install_count WHERE campaign IS NULL ORDER BY value`;

describe('the migration that packs the install counts a day and campaign, the read model a view of them', () => {
  it('keeps what counts and what named no handle, and its down() restores the schema and the read model exactly', async () => {
    await expectRoundTrip(PACKED_INSTALL_COUNTS, {
      seed: SEED,
      kept: [DAILY, UNATTRIBUTED],
      migrated: async (dataSource, [daily]) => {
        expect(await dataSource.query(DAILY)).toEqual(daily);
        expect(
          await dataSource.query(`SELECT import_id, to_char(day, 'YYYY-MM-DD') AS day, campaign, influencers, installs FROM install_count ORDER BY import_id, day, campaign`),
        ).toEqual([
          { import_id: 1, day: '2025-11-01', campaign: 'influencer', influencers: ['kai'], installs: [3] },
          { import_id: 2, day: '2025-11-01', campaign: 'influencer', influencers: ['kai'], installs: [8] },
          { import_id: 2, day: '2025-11-02', campaign: 'launch-party', influencers: ['ana'], installs: [4] },
        ]);
        expect(await dataSource.query(`SELECT import_id, to_char(day, 'YYYY-MM-DD') AS day, "values", installs FROM install_unattributed ORDER BY day`)).toEqual([
          { import_id: 2, day: '2025-11-01', values: [''], installs: [1] },
          { import_id: 2, day: '2025-11-02', values: ['a "quoted", {braced} value'], installs: [1] },
        ]);
        expect(await dataSource.query(`SELECT store, to_char(day, 'YYYY-MM-DD') AS day, import_id FROM campaign_install_day ORDER BY day`)).toEqual([
          { store: 'play-store', day: '2025-11-01', import_id: 2 },
          { store: 'play-store', day: '2025-11-02', import_id: 2 },
        ]);
      },
      undone: async (dataSource) => {
        expect(await dataSource.query(`SELECT import_id, value, influencer, installs FROM install_count WHERE campaign IS NOT NULL ORDER BY import_id, value`)).toEqual([
          { import_id: 1, value: 'influencer:kai', influencer: 'kai', installs: 3 },
          { import_id: 2, value: 'influencer:kai', influencer: 'kai', installs: 8 },
          { import_id: 2, value: 'launch-party:ana', influencer: 'ana', installs: 4 },
        ]);
      },
    });
  });
});
