import request from 'supertest';
import { Clock } from '../src/common/clock';
import { addDays } from '../src/common/days';
import { appleCampaignToken } from '../src/installs/apple-campaign-token';
import { CampaignRangesService } from '../src/tracking/campaign-ranges.service';
import { COUNT_COLUMNS, COUNT_FIELDS } from '../src/tracking/campaign-stats-sql';
import type { CampaignCountsDto } from '../src/tracking/dto/campaign-counts.dto';
import { STATS_SORT_FIELDS, type StatsSortField } from '../src/tracking/dto/stats-list-query.dto';
import { StatsReaderService } from '../src/tracking/stats-reader.service';
import { createApiTestApp, logIn } from './api-test-app';
import { appleFile, playFile } from '../../infra/scripts/store-files.mjs';
import { queryDatabase, type TestApp } from './test-app';

const TODAY = '2026-03-10';
const day = (daysAgo: number) => addDays(TODAY, -daysAgo);

/** Three letters and two digits: the same order in JavaScript as in any PostgreSQL collation. */
const HANDLES = Array.from({ length: 12 }, (_, n) => `${['kai', 'ana', 'zed', 'bob', 'mia'][n % 5]}${String(n).padStart(2, '0')}`);
/** Calls only 35 days ago and before: in the last 30 days, installs alone. */
const INSTALLS_ONLY = HANDLES[11];
/** Never a unique visitor: installs per 100 visitors is null. */
const NO_VISITORS = HANDLES[10];

const COUNT_KEYS = Object.keys(COUNT_FIELDS) as (keyof CampaignCountsDto)[];
type Counts = Record<keyof CampaignCountsDto, number>;
type CallDay = Counts & { influencer: string; day: string; updatedAt: string };

const CALLS: CallDay[] = HANDLES.flatMap((influencer, n) =>
  Array.from({ length: 40 }, (_, d) => d)
    .filter((d) => (n === 11 ? d >= 35 : (n + d) % 3 !== 0))
    .map((d) => ({
      influencer,
      day: day(d),
      updatedAt: `${day(d)}T0${n % 10}:00:00.000Z`,
      pageViews: ((n * d) % 5) + 1,
      appStoreClicks: (n + d) % 3,
      playStoreClicks: n % 2,
      uniqueVisitors: n === 10 ? 0 : (n * d) % 4,
      uniqueAppStoreClicks: d % 2,
      uniquePlayStoreClicks: (n + d) % 2,
      uniqueStoreVisitors: n % 3,
      botCalls: (n + d) % 4,
    })),
);

type Store = 'app-store' | 'play-store';
type Installed = { influencer: string; day: string; installs: number };
type Import = { store: Store; first: string; last: string; rows: Installed[] };

const installRows = (handles: number[], days: [number, number], installs: (n: number, d: number) => number): Installed[] =>
  handles.flatMap((n) =>
    Array.from({ length: days[0] - days[1] + 1 }, (_, index) => days[1] + index)
      .map((d) => ({ influencer: HANDLES[n], day: day(d), installs: installs(n, d) }))
      .filter((row) => row.installs > 0),
  );

/** A file reports every day from its first row's to its last row's. */
const storeFile = (store: Store, rows: Installed[]): Import => {
  const days = rows.map((row) => row.day).sort();
  return { store, first: days[0], last: days[days.length - 1], rows };
};

const APPLE_FIRST = storeFile('app-store', [...installRows([0, 1, 2, 3, 5, 8, 10], [25, 5], (n, d) => (n + d) % 4), ...installRows([11], [10, 5], (_, d) => d % 3)]);
const PLAY = storeFile(
  'play-store',
  installRows([0, 2, 4, 6, 7, 9], [20, 12], (n, d) => (n * d) % 3),
);
/** The App Store restating days 8 to 5. */
const APPLE_RESTATED = storeFile(
  'app-store',
  installRows([0, 4, 6, 11], [8, 5], (n) => n + 2),
);

const fileOf = ({ store, rows }: Import): Buffer =>
  store === 'app-store'
    ? appleFile(rows.map((row) => ({ day: row.day, campaign: appleCampaignToken({ campaign: 'influencer', influencer: row.influencer }), counts: row.installs })))
    : playFile(rows.map((row) => ({ day: row.day, source: row.influencer, campaign: 'influencer', acquisitions: row.installs })));

type Range = { from: string | null; to: string | null };
const inRange = (value: string, { from, to }: Range) => (from === null || value >= from) && (to === null || value <= to);

type Expected = Counts & {
  id: string;
  influencer: string;
  updatedAt: string;
  appStoreInstalls: number | null;
  playStoreInstalls: number | null;
  installs: number | null;
  installsPer100Visitors: number | null;
};

/** The figures as the stores' files and the calls give them, computed here without the API's SQL: for a store and a day, the latest import covering it. */
function model(imports: Import[], ids: Map<string, string>, allTimeUpdatedAt: Map<string, string>) {
  const counting = (store: Store, on: string) => imports.filter((file) => file.store === store && on >= file.first && on <= file.last).at(-1);
  const reported = (store: Store, range: Range) =>
    imports.some((file) => file.store === store && inRange(file.first, { from: null, to: range.to }) && inRange(file.last, { from: range.from, to: null }));
  const installsOf = (store: Store, influencer: string, range: Range) =>
    imports
      .filter((file) => file.store === store)
      .flatMap((file) => file.rows.filter((row) => row.influencer === influencer && inRange(row.day, range) && counting(store, row.day) === file))
      .reduce((sum, row) => sum + row.installs, 0);
  const figures = (appStoreInstalls: number | null, playStoreInstalls: number | null) => ({
    appStoreInstalls,
    playStoreInstalls,
    installs: appStoreInstalls === null && playStoreInstalls === null ? null : (appStoreInstalls ?? 0) + (playStoreInstalls ?? 0),
  });

  function record(influencer: string, range: Range): Expected | undefined {
    const days = CALLS.filter((call) => call.influencer === influencer && inRange(call.day, range));
    const app = reported('app-store', range) ? installsOf('app-store', influencer, range) : null;
    const play = reported('play-store', range) ? installsOf('play-store', influencer, range) : null;
    const allTime = range.from === null && range.to === null;
    if (!allTime && days.length === 0 && !(app ?? 0) && !(play ?? 0)) return undefined;
    const counts = Object.fromEntries(COUNT_KEYS.map((key) => [key, days.reduce((sum, call) => sum + call[key], 0)])) as Counts;
    const installs = figures(app, play);
    return {
      id: ids.get(influencer)!,
      influencer,
      ...counts,
      // All time: the handle's last call as campaign_stats has it (the database's clock, not the API's).
      updatedAt:
        !allTime && days.length > 0
          ? days
              .map((call) => call.updatedAt)
              .sort()
              .at(-1)!
          : allTimeUpdatedAt.get(influencer)!,
      ...installs,
      installsPer100Visitors: installs.installs === null || counts.uniqueVisitors === 0 ? null : (installs.installs * 100) / counts.uniqueVisitors,
    };
  }

  function daily(range: Range, influencer?: string) {
    const days = [...new Set([...CALLS.map((call) => call.day), ...imports.flatMap((file) => file.rows.map((row) => row.day))])].sort();
    return days
      .filter((on) => inRange(on, range))
      .flatMap((on) => {
        const calls = CALLS.filter((call) => call.day === on && (influencer === undefined || call.influencer === influencer));
        const installsOn = (store: Store) =>
          HANDLES.filter((handle) => influencer === undefined || handle === influencer).reduce((sum, handle) => sum + installsOf(store, handle, { from: on, to: on }), 0);
        const [app, play] = [installsOn('app-store'), installsOn('play-store')];
        if (calls.length === 0 && app === 0 && play === 0) return [];
        const counts = Object.fromEntries(COUNT_KEYS.map((key) => [key, calls.reduce((sum, call) => sum + call[key], 0)]));
        const one = { from: on, to: on };
        return [{ date: on, ...counts, ...figures(reported('app-store', one) ? app : null, reported('play-store', one) ? play : null) }];
      });
  }

  return { record, daily };
}

const sortValue = (record: Expected, sort: StatsSortField): number | string | null =>
  sort === 'viewsAndClicks' ? record.pageViews + record.appStoreClicks + record.playStoreClicks : record[sort];

/** A null below every number, ties by handle in the same direction (docs/api.md). */
function sorted(records: Expected[], sort: StatsSortField, order: 'asc' | 'desc'): Expected[] {
  const compare = (a: Expected, b: Expected) => {
    const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
    if (x !== y) {
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    }
    return a.influencer < b.influencer ? -1 : a.influencer > b.influencer ? 1 : 0;
  };
  return [...records].sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
}

const RANGES: Record<string, Range> = {
  allTime: { from: null, to: null },
  /** The preset "Last 30 days": rolled up. */
  last30Days: { from: day(29), to: TODAY },
  other: { from: day(22), to: day(10) },
  appStoreOnly: { from: day(25), to: day(21) },
  noStore: { from: day(4), to: TODAY },
};
const PAGES = [{}, { limit: 5, offset: 0 }, { limit: 4, offset: 5 }] as const;

jest.setTimeout(300_000);

describe('installs on the campaign lists', () => {
  let testApp: TestApp;
  let cookie: string;
  let now: jest.SpyInstance<Date, []>;
  let ids: Map<string, string>;
  let allTimeUpdatedAt: Map<string, string>;
  const imports: Import[] = [];
  const importIds = new Map<Import, number>();
  const server = () => testApp.app.getHttpServer();
  const get = (path: string) => request(server()).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    now = jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(`${TODAY}T12:00:00Z`));
    await queryDatabase(
      testApp.databaseUrl,
      `INSERT INTO campaign_daily_stats (campaign, influencer, day, updated_at, ${COUNT_COLUMNS.join(', ')})
       SELECT 'influencer', * FROM unnest($1::varchar[], $2::date[], $3::timestamptz[], ${COUNT_COLUMNS.map((_, index) => `$${index + 4}::int[]`).join(', ')})`,
      [CALLS.map((call) => call.influencer), CALLS.map((call) => call.day), CALLS.map((call) => call.updatedAt), ...COUNT_KEYS.map((key) => CALLS.map((call) => call[key]))],
    );
    const allTime = await queryDatabase<{ id: string; influencer: string; updated_at: string }>(
      testApp.databaseUrl,
      `INSERT INTO campaign_stats (id, campaign, influencer, ${COUNT_COLUMNS.join(', ')}, updated_at)
       SELECT gen_random_uuid(), campaign, influencer, ${COUNT_COLUMNS.map((name) => `sum(${name})`).join(', ')}, max(updated_at)
       FROM campaign_daily_stats GROUP BY campaign, influencer
       RETURNING id, influencer, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`,
    );
    ids = new Map(allTime.map((row) => [row.influencer, row.id]));
    allTimeUpdatedAt = new Map(allTime.map((row) => [row.influencer, row.updated_at]));
    await testApp.app.get(CampaignRangesService).rollUp();
  });

  afterAll(async () => {
    now.mockRestore();
    await testApp.close();
  });

  async function apply(file: Import): Promise<void> {
    const response = await request(server()).post('/api/admin/installs/imports').set('Cookie', cookie).attach('file', fileOf(file), `${file.store}.txt`).expect(201);
    expect(response.body).toMatchObject({ firstDay: file.first, lastDay: file.last, attributedInstalls: file.rows.reduce((sum, row) => sum + row.installs, 0) });
    imports.push(file);
    importIds.set(file, (response.body as { imported: { id: number } }).imported.id);
  }

  /** A removal subtracts what it counted: the sums it leaves at nothing are gone, not kept at 0, and so are a range's rows of installs alone. */
  async function leftAtNothing(): Promise<{ all_time: number; ranged: number }> {
    const [left] = await queryDatabase<{ all_time: number; ranged: number }>(
      testApp.databaseUrl,
      `SELECT (SELECT count(*) FROM campaign_installs WHERE installs = 0 OR play_store_installs <> 0)::int AS all_time,
         (SELECT count(*) FROM campaign_range_installs WHERE installs = 0 OR play_store_installs <> 0)::int
           + (SELECT count(*) FROM campaign_range_stats stats WHERE page_views = 0 AND app_store_clicks = 0 AND play_store_clicks = 0
               AND NOT EXISTS (SELECT FROM campaign_range_installs installed WHERE installed.range = stats.range AND installed.influencer = stats.influencer))::int AS ranged`,
    );
    return left;
  }

  async function remove(file: Import): Promise<void> {
    await request(server())
      .delete(`/api/admin/installs/imports/${importIds.get(file)}`)
      .set('Cookie', cookie)
      .expect(204);
    imports.splice(imports.indexOf(file), 1);
  }

  /** Every range, sort, order and page of the list, its total, the daily series and each handle's own record against the model. */
  async function expectFigures(): Promise<void> {
    const expected = model(imports, ids, allTimeUpdatedAt);
    for (const [name, range] of Object.entries(RANGES)) {
      const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value !== null) as [string, string][]);
      const records = HANDLES.map((handle) => expected.record(handle, range)).filter((record) => record !== undefined);
      for (const sort of STATS_SORT_FIELDS) {
        for (const order of ['asc', 'desc'] as const) {
          const all = sorted(records, sort, order);
          for (const page of PAGES) {
            const paging: Record<string, string> = 'limit' in page ? { limit: String(page.limit), offset: String(page.offset) } : {};
            const response = await get(`/api/influencer/stats?${new URLSearchParams({ ...Object.fromEntries(query), sort, order, ...paging }).toString()}`).expect(200);
            const want = 'limit' in page ? all.slice(page.offset, page.offset + page.limit) : all;
            expect({ name, sort, order, page, total: Number(response.headers['x-total-count']), records: response.body }).toEqual({
              name,
              sort,
              order,
              page,
              total: records.length,
              records: want,
            });
          }
        }
      }
      const daily = await get(`/api/influencer/stats/daily?${query.toString()}`).expect(200);
      expect({ name, daily: daily.body }).toEqual({ name, daily: expected.daily(range) });
      for (const handle of [HANDLES[0], HANDLES[4], NO_VISITORS, INSTALLS_ONLY]) {
        const one = await testApp.app.get(StatsReaderService).influencer('influencer', handle, { from: range.from ?? undefined, to: range.to ?? undefined });
        expect({ name, handle, ...one }).toEqual({ name, handle, record: expected.record(handle, range), daily: expected.daily(range, handle) });
      }
    }
  }

  it('has no installs figure before any store reported, and the list is sorted by handle for them', async () => {
    await expectFigures();
    const { body } = await get('/api/influencer/stats?sort=installs&order=desc').expect(200);
    expect((body as Expected[]).map((record) => record.installs)).toEqual(HANDLES.map(() => null));
  });

  it('counts each store over the days it reported, null over a range it reported none of, installs without calls included', async () => {
    await apply(APPLE_FIRST);
    await apply(PLAY);
    await expectFigures();
    const { body } = await get(`/api/influencer/stats?from=${day(29)}&to=${TODAY}&q=${INSTALLS_ONLY}`).expect(200);
    expect(body).toEqual([expect.objectContaining({ influencer: INSTALLS_ONLY, pageViews: 0, appStoreInstalls: 6, playStoreInstalls: 0 })]);
  });

  it('takes a restated day from the latest import, and the one before again once it is removed', async () => {
    await apply(APPLE_RESTATED);
    await expectFigures();
    await remove(APPLE_RESTATED);
    await expectFigures();
  });

  it('builds a rolled-up range with its installs', async () => {
    await queryDatabase(testApp.databaseUrl, 'TRUNCATE campaign_range_stats, campaign_range_installs, campaign_range');
    await testApp.app.get(CampaignRangesService).rollUp();
    await expectFigures();
  });

  it('says up to which day each store reported', async () => {
    expect((await get('/api/admin/installs/through').expect(200)).body).toEqual({ appStore: day(5), playStore: PLAY.last });
    await remove(PLAY);
    expect((await get('/api/admin/installs/through').expect(200)).body).toEqual({ appStore: day(5), playStore: null });
    await expectFigures();
    expect(await leftAtNothing()).toEqual({ all_time: 0, ranged: 0 });
  });

  it("drops a rolled-up range's row of a handle with installs alone there once they are removed, and adds it again", async () => {
    await remove(APPLE_FIRST);
    await expectFigures();
    expect(await leftAtNothing()).toEqual({ all_time: 0, ranged: 0 });
    await apply(APPLE_FIRST);
    await expectFigures();
  });

  it('keeps a rolled-up range in order while calls since its rollup are pending, installs and all', async () => {
    const pending = [HANDLES[0], HANDLES[3], INSTALLS_ONLY];
    for (const [index, influencer] of pending.entries()) {
      await request(server())
        .post('/api/influencer/page-view')
        .set('User-Agent', `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Pending/${index}`)
        .send({ influencer })
        .expect(204);
    }
    const called = await queryDatabase<{ influencer: string; updated_at: string }>(
      testApp.databaseUrl,
      `SELECT influencer, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM campaign_pending_counts WHERE influencer = ANY($1::varchar[])`,
      [pending],
    );
    expect(called.map((row) => row.influencer).sort()).toEqual([...pending].sort());
    const none = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as Counts;
    for (const { influencer, updated_at: at } of called) CALLS.push({ ...none, influencer, day: TODAY, updatedAt: at, pageViews: 1, uniqueVisitors: 1 });
    const allTime = await queryDatabase<{ influencer: string; updated_at: string }>(
      testApp.databaseUrl,
      `SELECT influencer, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at FROM campaign_stats WHERE influencer = ANY($1::varchar[])`,
      [pending],
    );
    for (const { influencer, updated_at: at } of allTime) allTimeUpdatedAt.set(influencer, at);
    await expectFigures();
    // Folded, a range's visitors change beside its installs too: its rate's index reads them there.
    await testApp.app.get(CampaignRangesService).rollUp();
    await expectFigures();
    const [apart] = await queryDatabase<{ apart: number }>(
      testApp.databaseUrl,
      `SELECT count(*)::int AS apart FROM campaign_range_installs installed
       LEFT JOIN campaign_range_stats stats ON stats.range = installed.range AND stats.influencer = installed.influencer
       WHERE stats.unique_visitors IS DISTINCT FROM installed.unique_visitors`,
    );
    expect(apart).toEqual({ apart: 0 });
  });

  it("counts a rolled-up range's first and last days, and not the day before it", async () => {
    const edges = storeFile('play-store', [...installRows([1, 3], [30, 29], (n, d) => n + d - 28), ...installRows([5, 11], [0, 0], (n) => n)]);
    await apply(edges);
    await expectFigures();
    await remove(edges);
    await expectFigures();
  });
});
