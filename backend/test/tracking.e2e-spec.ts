import request from 'supertest';
import { TrackingWriterService } from '../src/tracking/tracking-writer.service';
import type { TrackingCaller } from '../src/tracking/visitor';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';

type StatsRow = { influencer: string; page_views: number; app_store_clicks: number; play_store_clicks: number };

/** Each campaign with its API path (fixed by docs/api.md) and the other campaign, whose counts must never move. */
const CAMPAIGNS = [
  { name: 'influencer', path: '/api/influencer', other: 'launch-party' },
  { name: 'launch-party', path: '/api/launch-party-influencer', other: 'influencer' },
] as const;

/**
 * How many statements wrote the events (of `influencer`, or all): each tracking statement is its
 * own transaction, and every row it inserts carries that transaction's id as xmin.
 */
/** A caller without a user agent: a bot call, counted without waiting for the day's salt. */
const SCRIPT: TrackingCaller = { address: '127.0.0.1' };

/** The figures a record or day adds to the raw counts, for calls that all came from bots. */
const botFigures = (botCalls: number) => ({ uniqueVisitors: 0, uniqueAppStoreClicks: 0, uniquePlayStoreClicks: 0, uniqueStoreVisitors: 0, botCalls });
/** No store has reported: no installs figure (docs/api.md). */
const NO_INSTALLS = { appStoreInstalls: null, playStoreInstalls: null, installs: null, installsPer100Visitors: null };

const STATEMENTS_AND_EVENTS = `SELECT count(DISTINCT xmin::text)::int AS statements, count(*)::int AS events FROM campaign_event WHERE $1::text IS NULL OR influencer = $1`;

describe('campaign tracking', () => {
  let testApp: TestApp;
  let cookie: string;
  /** A real listening socket, so that concurrent calls arrive as they would from browsers. */
  let url: string;
  const server = () => testApp.app.getHttpServer();
  const rows = (campaign: string) =>
    queryDatabase<StatsRow>(testApp.databaseUrl, 'SELECT influencer, page_views, app_store_clicks, play_store_clicks FROM campaign_stats WHERE campaign = $1 ORDER BY influencer', [
      campaign,
    ]);
  const events = () =>
    queryDatabase<{ campaign: string; influencer: string; kind: string }>(testApp.databaseUrl, 'SELECT campaign, influencer, kind FROM campaign_event ORDER BY id');
  const statementsAndEvents = async (influencer?: string) =>
    (await queryDatabase<{ statements: number; events: number }>(testApp.databaseUrl, STATEMENTS_AND_EVENTS, [influencer ?? null]))[0];

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    await testApp.app.listen(0, '127.0.0.1');
    url = await testApp.app.getUrl();
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await queryDatabase(
      testApp.databaseUrl,
      'TRUNCATE campaign_stats, campaign_event, campaign_daily_stats, campaign_visitor, campaign_pending_counts, campaign_range, campaign_range_stats, campaign_range_installs',
    );
  });

  describe.each(CAMPAIGNS)('the $name campaign', (campaign) => {
    it('answers 204 and counts each kind of call once, in its own campaign only, with an event each', async () => {
      await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'kai' }).expect(204);
      await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'kai' }).expect(204);
      await request(server()).post(`${campaign.path}/app-store-click`).send({ influencer: 'kai' }).expect(204);
      const response = await request(server()).post(`${campaign.path}/play-store-click`).send({ influencer: 'kai' }).expect(204);
      expect(response.text).toBe('');

      expect(await rows(campaign.name)).toEqual([{ influencer: 'kai', page_views: 2, app_store_clicks: 1, play_store_clicks: 1 }]);
      expect(await rows(campaign.other)).toEqual([]);
      expect(await events()).toEqual([
        { campaign: campaign.name, influencer: 'kai', kind: 'page_view' },
        { campaign: campaign.name, influencer: 'kai', kind: 'page_view' },
        { campaign: campaign.name, influencer: 'kai', kind: 'app_store_click' },
        { campaign: campaign.name, influencer: 'kai', kind: 'play_store_click' },
      ]);
    });

    it('counts " @Kai ", "@kai" and "KAI" as one handle, stored in lower case', async () => {
      for (const influencer of [' @Kai ', '@kai', 'KAI']) {
        await request(server()).post(`${campaign.path}/page-view`).send({ influencer }).expect(204);
      }
      expect(await rows(campaign.name)).toEqual([{ influencer: 'kai', page_views: 3, app_store_clicks: 0, play_store_clicks: 0 }]);
    });

    it('counts a page view once per call, under 500 concurrent calls for one handle', async () => {
      const responses = await Promise.all(Array.from({ length: 500 }, () => request(url).post(`${campaign.path}/page-view`).send({ influencer: 'crowd' })));
      expect(responses.map((response) => response.status)).toEqual(Array(500).fill(204));
      expect(await rows(campaign.name)).toEqual([{ influencer: 'crowd', page_views: 500, app_store_clicks: 0, play_store_clicks: 0 }]);
      expect(await events()).toHaveLength(500);
    });

    it('writes concurrent calls for one handle in shared statements, each counted once', async () => {
      const responses = await Promise.all(Array.from({ length: 200 }, () => request(url).post(`${campaign.path}/app-store-click`).send({ influencer: 'popular' })));
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(204));
      expect(await rows(campaign.name)).toEqual([{ influencer: 'popular', page_views: 0, app_store_clicks: 200, play_store_clicks: 0 }]);
      const { statements, events: written } = await statementsAndEvents('popular');
      expect(written).toBe(200);
      expect(statements).toBeLessThan(200);
    });

    it('counts each kind exactly, under concurrent calls of all kinds for several handles', async () => {
      const calls = ['page-view', 'app-store-click', 'play-store-click'].flatMap((kind) =>
        ['ana', 'ben'].flatMap((influencer) => Array.from({ length: 30 }, () => ({ kind, influencer }))),
      );
      await Promise.all(calls.map(({ kind, influencer }) => request(url).post(`${campaign.path}/${kind}`).send({ influencer }).expect(204)));
      expect(await rows(campaign.name)).toEqual([
        { influencer: 'ana', page_views: 30, app_store_clicks: 30, play_store_clicks: 30 },
        { influencer: 'ben', page_views: 30, app_store_clicks: 30, play_store_clicks: 30 },
      ]);
    });

    it('writes concurrent calls for many handles together, in any order, each counted once and none deadlocked', async () => {
      const handles = Array.from({ length: 40 }, (_, index) => `surfer_${String(index).padStart(2, '0')}`);
      // Each handle called five times, the calls shuffled: statements running at once share handles in different orders.
      const calls = handles.flatMap((influencer) => Array.from({ length: 5 }, () => influencer)).sort(() => Math.random() - 0.5);
      const responses = await Promise.all(calls.map((influencer) => request(url).post(`${campaign.path}/page-view`).send({ influencer })));
      expect(responses.map((response) => response.status)).toEqual(Array(calls.length).fill(204));
      expect(await rows(campaign.name)).toEqual(handles.map((influencer) => ({ influencer, page_views: 5, app_store_clicks: 0, play_store_clicks: 0 })));
      const { statements, events: written } = await statementsAndEvents();
      expect(written).toBe(calls.length);
      expect(statements).toBeLessThan(calls.length);
    });

    it('counts a burst of calls for different handles in a few statements: the calls that arrive while every statement runs go in the next', async () => {
      const writer = testApp.app.get(TrackingWriterService);
      const burst = Array.from({ length: 100 }, (_, index) => writer.track(campaign.name, `burst_${index % 10}`, index % 2 ? 'page_view' : 'app_store_click', SCRIPT));
      await Promise.all(burst);
      expect(await rows(campaign.name)).toEqual(
        Array.from({ length: 10 }, (_, index) => ({
          influencer: `burst_${index}`,
          page_views: index % 2 ? 10 : 0,
          app_store_clicks: index % 2 ? 0 : 10,
          play_store_clicks: 0,
        })),
      );
      // The first call finds no statement running and goes at once; the 99 that arrive with it go together in the next.
      expect(await statementsAndEvents()).toEqual({ statements: 2, events: 100 });
    });

    it('answers the stats records to an admin: every field of the contract, counts as numbers', async () => {
      await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'zoe' }).expect(204);
      await request(server()).post(`${campaign.path}/app-store-click`).send({ influencer: 'amy' }).expect(204);
      const before = Date.now();
      await request(server()).post(`${campaign.path}/play-store-click`).send({ influencer: 'zoe' }).expect(204);

      const response = await request(server()).get(`${campaign.path}/stats`).set('Cookie', cookie).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      // supertest sends no User-Agent: bot calls, in the raw counts and botCalls only.
      expect(response.body).toEqual([
        { id: expect.any(String), influencer: 'amy', pageViews: 0, appStoreClicks: 1, playStoreClicks: 0, ...botFigures(1), updatedAt: expect.any(String), ...NO_INSTALLS },
        { id: expect.any(String), influencer: 'zoe', pageViews: 1, appStoreClicks: 0, playStoreClicks: 1, ...botFigures(2), updatedAt: expect.any(String), ...NO_INSTALLS },
      ]);
      expect(Object.keys(response.body[0])).toEqual([
        'id',
        'influencer',
        'pageViews',
        'appStoreClicks',
        'playStoreClicks',
        'uniqueVisitors',
        'uniqueAppStoreClicks',
        'uniquePlayStoreClicks',
        'uniqueStoreVisitors',
        'botCalls',
        'updatedAt',
        'appStoreInstalls',
        'playStoreInstalls',
        'installs',
        'installsPer100Visitors',
      ]);
      const zoe = response.body[1];
      expect(zoe.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(zoe.updatedAt).toISOString()).toBe(zoe.updatedAt);
      expect(Date.parse(zoe.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers every stored record of the campaign as JSON, by handle, exactly as the rows hold them (10,000 influencers in each campaign)', async () => {
      for (const [stored, offset] of [
        [campaign.name, 0],
        [campaign.other, 5],
      ] as const) {
        await queryDatabase(
          testApp.databaseUrl,
          `INSERT INTO campaign_stats (id, campaign, influencer, page_views, app_store_clicks, play_store_clicks,
                                       unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at)
           SELECT gen_random_uuid(), $1, 'stored-' || n, (n + $2) % 997, (n + $2) % 89, (n + $2) % 61,
                  (n + $2) % 499, (n + $2) % 43, (n + $2) % 31, (n + $2) % 53, (n + $2) % 7,
                  timestamptz '2026-07-16 23:59:59.999999+00' - n * interval '1 second 1 microsecond'
           FROM generate_series(1, 10000) AS n`,
          [stored, offset],
        );
      }
      const stored = await queryDatabase<Record<string, number> & { id: string; influencer: string; updated_at: Date }>(
        testApp.databaseUrl,
        `SELECT id, influencer, page_views, app_store_clicks, play_store_clicks, unique_visitors, unique_app_store_clicks, unique_play_store_clicks, unique_store_visitors, bot_calls, updated_at
         FROM campaign_stats WHERE campaign = $1 ORDER BY influencer`,
        [campaign.name],
      );
      expect(stored).toHaveLength(10_000);
      const response = await request(server()).get(`${campaign.path}/stats`).set('Cookie', cookie).expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = stored.map((row) => ({
        id: row.id,
        influencer: row.influencer,
        pageViews: row.page_views,
        appStoreClicks: row.app_store_clicks,
        playStoreClicks: row.play_store_clicks,
        uniqueVisitors: row.unique_visitors,
        uniqueAppStoreClicks: row.unique_app_store_clicks,
        uniquePlayStoreClicks: row.unique_play_store_clicks,
        uniqueStoreVisitors: row.unique_store_visitors,
        botCalls: row.bot_calls,
        updatedAt: row.updated_at.toISOString(),
        ...NO_INSTALLS,
      }));
      expect(response.text).toBe(JSON.stringify(expected));
      expect(response.body[0].updatedAt).toBe('2026-07-16T23:59:58.999Z');
    });

    it('answers every write committed before the request, through the API or straight in the database (another API process)', async () => {
      const pageViews = async () => {
        const response = await request(server()).get(`${campaign.path}/stats`).set('Cookie', cookie).expect(200);
        return response.body.map((record: { influencer: string; pageViews: number }) => [record.influencer, record.pageViews]);
      };
      await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'kai' }).expect(204);
      expect(await pageViews()).toEqual([['kai', 1]]);
      expect(await pageViews()).toEqual([['kai', 1]]);
      await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'kai' }).expect(204);
      expect(await pageViews()).toEqual([['kai', 2]]);
      await queryDatabase(testApp.databaseUrl, "UPDATE campaign_stats SET page_views = 40 WHERE campaign = $1 AND influencer = 'kai'", [campaign.name]);
      expect(await pageViews()).toEqual([['kai', 40]]);
      await queryDatabase(testApp.databaseUrl, 'DELETE FROM campaign_stats WHERE campaign = $1', [campaign.name]);
      expect(await pageViews()).toEqual([]);
    });

    it('answers concurrent stats requests alike, and each write in the answers after it', async () => {
      await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'kai' }).expect(204);
      for (let round = 2; round <= 4; round += 1) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => request(url).get(`${campaign.path}/stats`).set('Cookie', cookie).expect(200)));
        expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
        await request(server()).post(`${campaign.path}/page-view`).send({ influencer: 'kai' }).expect(204);
        const after = await request(server()).get(`${campaign.path}/stats`).set('Cookie', cookie).expect(200);
        expect(after.body[0].pageViews).toBe(round);
      }
    });

    it('answers an empty array when nothing was counted', async () => {
      const response = await request(server()).get(`${campaign.path}/stats`).set('Cookie', cookie).expect(200);
      expect(response.body).toEqual([]);
    });

    it.each([
      ['a missing handle', {}],
      ['an empty handle', { influencer: '' }],
      ['a lone @', { influencer: '@' }],
      ['a handle of 41 characters', { influencer: 'x'.repeat(41) }],
      ['a handle with a space', { influencer: 'kai lopez' }],
      ['a <script> handle', { influencer: '<script>alert(1)</script>' }],
      ['an SQL-looking handle', { influencer: "kai'); DROP TABLE campaign_stats; --" }],
      ['a unicode handle', { influencer: 'café' }],
      ['a number', { influencer: 42 }],
      ['null', { influencer: null }],
      ['an array', { influencer: ['kai'] }],
      ['an unknown field', { influencer: 'kai', campaign: campaign.other }],
    ])('answers 400 to %s and counts nothing', async (_case, body) => {
      const response = await request(server()).post(`${campaign.path}/page-view`).send(body).expect(400);
      expectErrorShape(response.body, 400);
      expect(await rows(campaign.name)).toEqual([]);
      expect(await events()).toEqual([]);
    });

    it('names the handle rule in the 400', async () => {
      const response = await request(server()).post(`${campaign.path}/app-store-click`).send({ influencer: 'no spaces' }).expect(400);
      expect(response.body.details).toEqual([{ field: 'influencer', messages: [expect.stringContaining('1 to 40 letters, digits')] }]);
    });
  });

  it('counts a burst of calls of both campaigns for the same handles in the same few statements, each campaign apart', async () => {
    const writer = testApp.app.get(TrackingWriterService);
    const burst = Array.from({ length: 100 }, (_, index) => writer.track(index % 2 ? 'launch-party' : 'influencer', `burst_${index % 5}`, 'page_view', SCRIPT));
    await Promise.all(burst);
    // Each handle gets every fifth call, alternately of each campaign: 10 calls in each.
    const expected = Array.from({ length: 5 }, (_, index) => ({ influencer: `burst_${index}`, page_views: 10, app_store_clicks: 0, play_store_clicks: 0 }));
    expect(await rows('influencer')).toEqual(expected);
    expect(await rows('launch-party')).toEqual(expected);
    expect(await statementsAndEvents()).toEqual({ statements: 2, events: 100 });
  });
});
