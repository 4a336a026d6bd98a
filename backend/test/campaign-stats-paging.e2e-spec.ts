import request from 'supertest';
import type { InfluencerStatsDto } from '../src/tracking/dto/influencer-stats.dto';
import { STATS_SORT_FIELDS, type StatsSortField } from '../src/tracking/dto/stats-list-query.dto';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import { queryDatabase, type TestApp } from './test-app';

const CAMPAIGNS = [
  { name: 'influencer', path: '/api/influencer', other: 'launch-party', influencers: 60 },
  { name: 'launch-party', path: '/api/launch-party-influencer', other: 'influencer', influencers: 45 },
] as const;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Figures with many ties (small moduli), so that the handle order decides within them; "a_b…" and "axb…" tell a literal "_" from a wildcard. */
const SEED_STATS = `
  INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks,
                              unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
  SELECT gen_random_uuid(), $1, handle, n % 7, n % 3, n % 4, n % 5, n % 2, (n * 7) % 3, n % 6, n % 9,
         timestamptz '2026-07-16 12:00:00+00' - (n % 11) * interval '1 hour 1 microsecond'
  FROM generate_series(1, $2::int) AS n
  CROSS JOIN LATERAL (SELECT CASE n % 3 WHEN 0 THEN 'a_b' WHEN 1 THEN 'axb' ELSE 'kai' END || lpad(n::text, 3, '0') AS handle) AS named`;

/** Days of a few handles of the campaign, for the date range. */
const SEED_DAYS = `
  INSERT INTO campaign_daily_stats (campaign, influencer, day, page_views, app_store_clicks, play_store_clicks,
                                    unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
  VALUES ($1, 'kai002', '2025-08-01', 5, 1, 1, 4, 1, 1, 1, 0, '2025-08-01T10:00:00Z'),
         ($1, 'kai002', '2025-08-02', 3, 0, 2, 2, 0, 1, 1, 1, '2025-08-02T11:00:00Z'),
         ($1, 'kai005', '2025-08-02', 9, 2, 0, 6, 2, 0, 2, 0, '2025-08-02T09:00:00Z'),
         ($1, 'axb004', '2025-08-03', 1, 0, 0, 1, 0, 0, 0, 0, '2025-08-03T09:00:00Z'),
         ($1, 'a_b003', '2025-07-31', 8, 8, 8, 8, 8, 8, 8, 8, '2025-07-31T09:00:00Z')`;

type Record = InfluencerStatsDto;

/** What a sort orders a record by: a field, or the launch-party total of views and clicks. */
const sortValue = (record: Record, sort: StatsSortField) => (sort === 'viewsAndClicks' ? record.pageViews + record.appStoreClicks + record.playStoreClicks : record[sort]);

/** No store has reported: no installs figure (docs/api.md). */
const NO_INSTALLS = { appStoreInstalls: null, playStoreInstalls: null, installs: null, installsPer100Visitors: null };

const figuresOf = (record: Record) => {
  const { id: _id, updatedAt: _updatedAt, ...figures } = record;
  return figures;
};

describe('the campaign stats lists, one page at a time', () => {
  let testApp: TestApp;
  let cookie: string;
  const get = (path: string) => request(testApp.app.getHttpServer()).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
    cookie = await logIn(testApp.app);
    for (const campaign of CAMPAIGNS) {
      await queryDatabase(testApp.databaseUrl, SEED_STATS, [campaign.name, campaign.influencers]);
      await queryDatabase(testApp.databaseUrl, SEED_DAYS, [campaign.name]);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe.each(CAMPAIGNS)('of the $name campaign', (campaign) => {
    let byHandle: Record[];
    /** The handle order of the database, whose collation may place "_" apart from the code points. */
    const rank = (record: Record) => byHandle.findIndex((other) => other.influencer === record.influencer);
    const list = async (query: string) => {
      const response = await get(`${campaign.path}/stats?${query}`).expect(200);
      return { records: response.body as Record[], total: Number(response.headers['x-total-count']) };
    };

    beforeAll(async () => {
      ({ records: byHandle } = await list(''));
    });

    it('answers every record of its own campaign by handle without a limit, with their number in X-Total-Count', async () => {
      const response = await get(`${campaign.path}/stats`).expect(200);
      expect(response.headers['x-total-count']).toBe(String(campaign.influencers));
      expect(response.body).toHaveLength(campaign.influencers);
      expect(new Set(response.body.map((record: Record) => record.influencer)).size).toBe(campaign.influencers);
      const stored = await queryDatabase<{ influencer: string; page_views: number }>(testApp.databaseUrl, `SELECT influencer, page_views FROM campaign_stats WHERE campaign = $1`, [
        campaign.name,
      ]);
      expect(Object.fromEntries(response.body.map((record: Record) => [record.influencer, record.pageViews]))).toEqual(
        Object.fromEntries(stored.map((row) => [row.influencer, row.page_views])),
      );
    });

    describe.each(STATS_SORT_FIELDS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => ({ sort, order }))))('sorted by $sort $order', ({ sort, order }) => {
      const compare = (a: Record, b: Record) => {
        const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
        const byField = sort === 'influencer' ? 0 : typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
        const sign = order === 'asc' ? 1 : -1;
        return sign * (byField !== 0 ? byField : rank(a) - rank(b));
      };

      it('answers every record in that order, ties by handle in the same direction', async () => {
        const { records, total } = await list(`sort=${sort}&order=${order}`);
        expect(total).toBe(campaign.influencers);
        expect(records.map((record) => record.influencer)).toEqual([...byHandle].sort(compare).map((record) => record.influencer));
      });

      it('answers pages that put together make the whole list, each with the total', async () => {
        const { records: whole } = await list(`sort=${sort}&order=${order}`);
        const pages: Record[] = [];
        for (let offset = 0; offset < campaign.influencers; offset += 20) {
          const page = await list(`sort=${sort}&order=${order}&limit=20&offset=${offset}`);
          expect(page.total).toBe(campaign.influencers);
          expect(page.records.length).toBe(Math.min(20, campaign.influencers - offset));
          pages.push(...page.records);
        }
        expect(pages).toEqual(whole);
      });
    });

    it('answers an empty page past the end, with the total', async () => {
      expect(await list(`limit=10&offset=${campaign.influencers}`)).toEqual({ records: [], total: campaign.influencers });
    });

    it('takes the largest page of 500', async () => {
      expect(await list('limit=500')).toEqual({ records: byHandle, total: campaign.influencers });
    });

    it.each([
      ['a handle prefix in any letter case, "_" as itself', 'q=A_B', 'a_b'],
      ['a prefix with its leading "@"', 'q=%40axb', 'axb'],
      ['a whole handle', 'q=kai002', 'kai002'],
    ])('filters by %s', async (_case, query, prefix) => {
      const expected = byHandle.filter((record) => record.influencer.startsWith(prefix));
      expect(expected.length).toBeGreaterThan(0);
      expect(await list(query)).toEqual({ records: expected, total: expected.length });
      const page = await list(`${query}&limit=3&sort=pageViews&order=desc`);
      expect(page.total).toBe(expected.length);
      expect(page.records).toHaveLength(Math.min(3, expected.length));
      expect(page.records.every((record) => record.influencer.startsWith(prefix))).toBe(true);
    });

    it('answers no record for a prefix no handle has', async () => {
      expect(await list('q=zz&limit=5')).toEqual({ records: [], total: 0 });
    });

    it('sums the days from/to for the influencers active in them, paged and sorted, with their number', async () => {
      const { records, total } = await list('from=2025-08-01&to=2025-08-02&sort=pageViews&order=desc&limit=1');
      expect(total).toBe(2);
      expect(records.map(figuresOf)).toEqual([
        {
          influencer: 'kai005',
          pageViews: 9,
          appStoreClicks: 2,
          playStoreClicks: 0,
          uniqueVisitors: 6,
          uniqueAppStoreClicks: 2,
          uniquePlayStoreClicks: 0,
          uniqueStoreVisitors: 2,
          botCalls: 0,
          ...NO_INSTALLS,
        },
      ]);
      const second = await list('from=2025-08-01&to=2025-08-02&sort=pageViews&order=desc&limit=1&offset=1');
      expect(second.records).toEqual([
        {
          id: byHandle.find((record) => record.influencer === 'kai002')?.id,
          influencer: 'kai002',
          pageViews: 8,
          appStoreClicks: 1,
          playStoreClicks: 3,
          uniqueVisitors: 6,
          uniqueAppStoreClicks: 1,
          uniquePlayStoreClicks: 2,
          uniqueStoreVisitors: 2,
          botCalls: 1,
          updatedAt: '2025-08-02T11:00:00.000Z',
          ...NO_INSTALLS,
        },
      ]);
      expect(await list('from=2025-07-31&q=a_&sort=botCalls')).toEqual({ records: [expect.objectContaining({ influencer: 'a_b003', botCalls: 8 })], total: 1 });
      expect(await list('to=2025-07-30&limit=5')).toEqual({ records: [], total: 0 });
    });

    it.each([
      'limit=0',
      'limit=501',
      'limit=-1',
      'limit=1.5',
      'limit=ten',
      'limit=',
      'offset=-1',
      'offset=1e12',
      'sort=handle',
      'sort=page_views',
      'order=up',
      'order=DESC',
      'q=%25',
      'q=ka%25',
      'q=ka%20i',
      `q=${'a'.repeat(41)}`,
      'q=kai&q=ana',
      'limit=5&limit=6',
    ])('answers 400 VALIDATION_FAILED to ?%s', async (query) => {
      const response = await get(`${campaign.path}/stats?${query}`).expect(400);
      expectErrorShape(response.body, 400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });

  it('describes the X-Total-Count header in OpenAPI', async () => {
    const document = (await request(testApp.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    for (const campaign of CAMPAIGNS) {
      expect(document.paths[`${campaign.path}/stats`].get.responses['200'].headers).toEqual({
        'X-Total-Count': expect.objectContaining({ schema: { type: 'integer', minimum: 0 } }),
      });
    }
  });

  it('counts a visitor who taps both stores once among the visitors who tapped a store: the conversion never passes 100%', async () => {
    const server = testApp.app.getHttpServer();
    const call = (kind: string, address: string) =>
      request(server).post(`/api/influencer/${kind}`).set('X-Forwarded-For', address).set('User-Agent', IPHONE).send({ influencer: 'both' }).expect(204);
    await call('page-view', '203.0.113.20');
    await call('app-store-click', '203.0.113.20');
    await call('play-store-click', '203.0.113.20');
    await call('play-store-click', '203.0.113.20');
    await call('page-view', '203.0.113.21');
    await Promise.all([call('app-store-click', '203.0.113.22'), call('play-store-click', '203.0.113.22'), call('page-view', '203.0.113.22')]);

    const [both] = (await get('/api/influencer/stats?q=both')).body as Record[];
    expect(figuresOf(both)).toEqual({
      influencer: 'both',
      pageViews: 3,
      appStoreClicks: 2,
      playStoreClicks: 3,
      uniqueVisitors: 3,
      uniqueAppStoreClicks: 2,
      uniquePlayStoreClicks: 2,
      uniqueStoreVisitors: 2,
      botCalls: 0,
      ...NO_INSTALLS,
    });
    expect(both.uniqueStoreVisitors / both.uniqueVisitors).toBeLessThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    const [day] = (await get(`/api/influencer/stats?from=${today}&q=both`)).body as Record[];
    expect(day.uniqueStoreVisitors).toBe(2);
    const days = (await get(`/api/influencer/stats/daily?from=${today}`)).body as { uniqueStoreVisitors: number }[];
    expect(days.map((row) => row.uniqueStoreVisitors)).toEqual([2]);
    expect((await get('/api/launch-party-influencer/stats?q=both&limit=5')).body).toEqual([]);
  });
});
