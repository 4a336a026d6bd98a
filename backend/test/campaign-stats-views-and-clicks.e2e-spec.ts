import request from 'supertest';
import type { InfluencerStatsDto } from '../src/tracking/dto/influencer-stats.dto';
import { createApiTestApp, logIn } from './api-test-app';
import { queryDatabase, type TestApp } from './test-app';

const LIST = '/api/launch-party-influencer/stats';

/** Handle, page views, App Store clicks, Google Play clicks: "abe" has 1 view and 3 store clicks, five handles a total of 1. */
const ALL_TIME: [string, number, number, number][] = [
  ['abe', 1, 2, 1],
  ['amy', 1, 0, 0],
  ['bob', 1, 0, 0],
  ['cat', 1, 0, 0],
  ['dan', 1, 0, 0],
  ['eve', 1, 0, 0],
  ['kelp', 0, 3, 0],
  ['nil', 0, 0, 0],
  ['reef', 3, 0, 0],
  ['swell', 2, 0, 1],
  ['wave', 10, 0, 0],
  ['zoe', 0, 0, 1],
];

/** Highest total first, ties by handle in the same direction (docs/api.md). */
const BY_VIEWS_AND_CLICKS = ['wave', 'abe', 'swell', 'reef', 'kelp', 'zoe', 'eve', 'dan', 'cat', 'bob', 'amy', 'nil'];

const SEED_STATS = `
  INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks, updated_at)
  SELECT gen_random_uuid(), 'launch-party', handle, views, app, play, '2025-08-01T12:00:00Z'
  FROM jsonb_to_recordset($1::jsonb) AS seeded(handle text, views int, app int, play int)`;

/** Days inside 2025-08-01 to 2025-08-02 and one outside: "abe" reaches 4 over two days, "reef" 2 in one. */
const SEED_DAYS = `
  INSERT INTO campaign_daily_stats (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks, updated_at)
  VALUES ('launch-party', 'abe', '2025-08-01', 1, 0, 0, '2025-08-01T10:00:00Z'),
         ('launch-party', 'abe', '2025-08-02', 0, 2, 1, '2025-08-02T10:00:00Z'),
         ('launch-party', 'reef', '2025-08-01', 2, 0, 0, '2025-08-01T10:00:00Z'),
         ('launch-party', 'amy', '2025-08-01', 1, 0, 0, '2025-08-01T10:00:00Z'),
         ('launch-party', 'bob', '2025-08-02', 1, 0, 0, '2025-08-02T10:00:00Z'),
         ('launch-party', 'wave', '2025-07-31', 10, 0, 0, '2025-07-31T10:00:00Z')`;

describe('the launch-party order: page views + App Store clicks + Google Play clicks (SPEC §9)', () => {
  let testApp: TestApp;
  let cookie: string;

  const handles = async (query: string) => {
    const response = await request(testApp.app.getHttpServer()).get(`${LIST}?${query}`).set('Cookie', cookie).expect(200);
    return { handles: (response.body as InfluencerStatsDto[]).map((record) => record.influencer), total: Number(response.headers['x-total-count']) };
  };

  /** Every page of `size` in turn, put together. */
  const paged = async (query: string, size: number) => {
    const pages: string[][] = [];
    for (let offset = 0; ; offset += size) {
      const page = await handles(`${query}&limit=${size}&offset=${offset}`);
      if (page.handles.length === 0) return pages;
      pages.push(page.handles);
    }
  };

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    const seeded = ALL_TIME.map(([handle, views, app, play]) => ({ handle, views, app, play }));
    await queryDatabase(testApp.databaseUrl, SEED_STATS, [JSON.stringify(seeded)]);
    await queryDatabase(testApp.databaseUrl, SEED_DAYS);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('puts a handle with 1 view and 3 store clicks above those with 3 page views, and those above the handles with a total of 1', async () => {
    expect(await handles('sort=viewsAndClicks&order=desc')).toEqual({ handles: BY_VIEWS_AND_CLICKS, total: ALL_TIME.length });
    // By page views alone, as the dashboard used to open, "abe" stood below five handles with a total of 1.
    expect((await handles('sort=pageViews&order=desc')).handles).toEqual(['wave', 'reef', 'swell', 'eve', 'dan', 'cat', 'bob', 'amy', 'abe', 'zoe', 'nil', 'kelp']);
  });

  it('keeps that order over pages, and reverses it whole in ascending order', async () => {
    expect(await paged('sort=viewsAndClicks&order=desc', 4)).toEqual([
      ['wave', 'abe', 'swell', 'reef'],
      ['kelp', 'zoe', 'eve', 'dan'],
      ['cat', 'bob', 'amy', 'nil'],
    ]);
    expect((await paged('sort=viewsAndClicks&order=asc', 5)).flat()).toEqual([...BY_VIEWS_AND_CLICKS].reverse());
  });

  it('sums the days of a date range first, and pages in that order', async () => {
    expect(await paged('sort=viewsAndClicks&order=desc&from=2025-08-01&to=2025-08-02', 3)).toEqual([['abe', 'reef', 'bob'], ['amy']]);
    expect(await handles('sort=viewsAndClicks&order=desc&from=2025-08-01&to=2025-08-02&limit=1&offset=1')).toEqual({ handles: ['reef'], total: 4 });
  });
});
