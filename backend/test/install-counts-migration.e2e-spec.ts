import { expectRoundTrip } from './migrations';

const CHEAP_INSTALL_COUNTS = 1797100000000;

const SEED = `
  INSERT INTO install_import (store, app, file_name, size, sha256, rows, installs, first_day, last_day, imported_at)
    VALUES ('play-store', 'surf.lineup.app', 'play.csv', 100, repeat('a', 64), 2, 7, '2025-11-01', '2025-11-01', now());
  INSERT INTO install_import_day (import_id, day, store) VALUES (1, '2025-11-01', 'play-store');
  INSERT INTO install_count (import_id, day, value, campaign, influencer, installs) VALUES
    (1, '2025-11-01', 'utm_source=kai&utm_campaign=influencer', 'influencer', 'kai', 6), (1, '2025-11-01', '', NULL, NULL, 1)`;
const COUNTS = `SELECT import_id, to_char(day, 'YYYY-MM-DD') AS day, value, campaign, influencer, installs FROM install_count ORDER BY value`;

describe('the migration that keeps the install counts by a BRIN index alone', () => {
  it('keeps the counts, drops the key, index and foreign key, and its down() restores the schema exactly', async () => {
    await expectRoundTrip(CHEAP_INSTALL_COUNTS, {
      seed: SEED,
      kept: [COUNTS],
      migrated: async (dataSource, [counts]) => {
        expect(await dataSource.query(COUNTS)).toEqual(counts);
        expect(await dataSource.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'install_count'`)).toEqual([
          { indexname: 'install_count_by_import', indexdef: 'CREATE INDEX install_count_by_import ON public.install_count USING brin (import_id)' },
        ]);
      },
    });
  });
});
