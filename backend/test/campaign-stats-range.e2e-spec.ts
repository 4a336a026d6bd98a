import request from 'supertest';
import { Clock } from '../src/common/clock';
import type { TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';

const CAMPAIGNS = [
  { name: 'influencer', path: '/api/influencer', other: '/api/launch-party-influencer' },
  { name: 'launch-party', path: '/api/launch-party-influencer', other: '/api/influencer' },
] as const;

/** Calls made through the API at the given instants (by the API's clock); supertest sends no User-Agent, so each is a bot call too. */
const CALLS: [kind: string, influencer: string, at: string][] = [
  ['page-view', 'kai', '2025-07-31T23:59:59.999Z'],
  ['page-view', 'kai', '2025-08-01T00:00:00.000Z'],
  ['app-store-click', 'kai', '2025-08-01T12:00:00.000Z'],
  ['page-view', 'kai', '2025-08-01T23:59:59.999Z'],
  ['play-store-click', 'kai', '2025-08-02T00:00:00.000Z'],
  ['page-view', 'ana', '2025-08-03T09:30:00.000Z'],
  ['app-store-click', 'ana', '2025-08-03T09:31:00.000Z'],
];

/** The figures beside the raw counts of bot calls only. */
const bots = (botCalls: number) => ({ uniqueVisitors: 0, uniqueAppStoreClicks: 0, uniquePlayStoreClicks: 0, uniqueStoreVisitors: 0, botCalls });
/** No store has reported: no installs figure (docs/api.md). */
const NO_INSTALLS = { appStoreInstalls: null, playStoreInstalls: null, installs: null };

describe.each(CAMPAIGNS)('stats of the $name campaign by date', (campaign) => {
  let testApp: TestApp;
  let cookie: string;
  const get = (path: string) => request(testApp.app.getHttpServer()).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    const server = testApp.app.getHttpServer();
    const now = jest.spyOn(testApp.app.get(Clock), 'now');
    for (const [kind, influencer, at] of CALLS) {
      now.mockReturnValue(new Date(at));
      await request(server).post(`${campaign.path}/${kind}`).send({ influencer }).expect(204);
    }
    // Traffic of the other campaign on the same days must not show here.
    now.mockReturnValue(new Date('2025-08-01T10:00:00Z'));
    for (const kind of ['page-view', 'app-store-click', 'play-store-click']) {
      await request(server).post(`${campaign.other}/${kind}`).send({ influencer: 'kai' }).expect(204);
    }
    now.mockRestore();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const counts = (body: { influencer: string; pageViews: number; appStoreClicks: number; playStoreClicks: number }[]) =>
    body.map(({ influencer, pageViews, appStoreClicks, playStoreClicks }) => ({ influencer, pageViews, appStoreClicks, playStoreClicks }));

  it('counts all time from the counts table when no range is given', async () => {
    const response = await get(`${campaign.path}/stats`).expect(200);
    expect(counts(response.body)).toEqual([
      { influencer: 'ana', pageViews: 1, appStoreClicks: 1, playStoreClicks: 0 },
      { influencer: 'kai', pageViews: 3, appStoreClicks: 1, playStoreClicks: 1 },
    ]);
  });

  it('counts the events of the days from and to, both inclusive, in UTC', async () => {
    const response = await get(`${campaign.path}/stats?from=2025-08-01&to=2025-08-01`).expect(200);
    expect(response.body).toEqual([
      {
        id: expect.any(String),
        influencer: 'kai',
        pageViews: 2,
        appStoreClicks: 1,
        playStoreClicks: 0,
        ...bots(3),
        updatedAt: '2025-08-01T23:59:59.999Z',
        ...NO_INSTALLS,
        installsPer100Visitors: null,
      },
    ]);
  });

  it('keeps the record id of the all-time record', async () => {
    const [allTime, ranged] = await Promise.all([get(`${campaign.path}/stats`).expect(200), get(`${campaign.path}/stats?from=2025-08-01`).expect(200)]);
    const kai = (body: { id: string; influencer: string }[]) => body.find((record) => record.influencer === 'kai')?.id;
    expect(kai(ranged.body)).toBe(kai(allTime.body));
  });

  it.each([
    [
      'only from',
      '?from=2025-08-02',
      [
        { influencer: 'ana', pageViews: 1, appStoreClicks: 1, playStoreClicks: 0 },
        { influencer: 'kai', pageViews: 0, appStoreClicks: 0, playStoreClicks: 1 },
      ],
    ],
    ['only to', '?to=2025-07-31', [{ influencer: 'kai', pageViews: 1, appStoreClicks: 0, playStoreClicks: 0 }]],
    ['a range with no events', '?from=2024-01-01&to=2024-12-31', []],
    [
      'a range over everything',
      '?from=2025-01-01&to=2025-12-31',
      [
        { influencer: 'ana', pageViews: 1, appStoreClicks: 1, playStoreClicks: 0 },
        { influencer: 'kai', pageViews: 3, appStoreClicks: 1, playStoreClicks: 1 },
      ],
    ],
  ])('answers %s', async (_case, query, expected) => {
    expect(counts((await get(`${campaign.path}/stats${query}`).expect(200)).body)).toEqual(expected);
  });

  it('answers the counts per UTC day, oldest first, leaving out days without events', async () => {
    const response = await get(`${campaign.path}/stats/daily`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual([
      { date: '2025-07-31', pageViews: 1, appStoreClicks: 0, playStoreClicks: 0, ...bots(1), ...NO_INSTALLS },
      { date: '2025-08-01', pageViews: 2, appStoreClicks: 1, playStoreClicks: 0, ...bots(3), ...NO_INSTALLS },
      { date: '2025-08-02', pageViews: 0, appStoreClicks: 0, playStoreClicks: 1, ...bots(1), ...NO_INSTALLS },
      { date: '2025-08-03', pageViews: 1, appStoreClicks: 1, playStoreClicks: 0, ...bots(2), ...NO_INSTALLS },
    ]);
  });

  it('answers the days within from and to', async () => {
    const response = await get(`${campaign.path}/stats/daily?from=2025-08-01&to=2025-08-02`).expect(200);
    expect(response.body.map((day: { date: string }) => day.date)).toEqual(['2025-08-01', '2025-08-02']);
  });

  it('adds up, over all days, to the all-time counts', async () => {
    const [daily, allTime] = await Promise.all([get(`${campaign.path}/stats/daily`), get(`${campaign.path}/stats`)]);
    const total = (rows: Record<string, number>[], key: string) => rows.reduce((sum, row) => sum + row[key], 0);
    for (const key of ['pageViews', 'appStoreClicks', 'playStoreClicks', 'uniqueVisitors', 'uniqueAppStoreClicks', 'uniquePlayStoreClicks', 'botCalls']) {
      expect(total(daily.body, key)).toBe(total(allTime.body, key));
    }
  });

  describe.each(['stats', 'stats/daily'])('GET %s', (endpoint) => {
    it.each([
      'from=2025-02-30',
      'from=2025-8-1',
      'from=20250801',
      'from=2025-08-01T00:00:00Z',
      'to=0000-01-01',
      'to=1969-12-31',
      'from=yesterday',
      "from=2025-08-01' OR '1'='1",
      'from=2025-08-02&to=2025-08-01',
      'from=2025-08-01&from=2025-08-02',
      'influencer=kai',
    ])('answers 400 in the error shape to ?%s', async (query) => {
      const response = await get(`${campaign.path}/${endpoint}?${query}`).expect(400);
      expectErrorShape(response.body, 400);
    });

    it('answers 401 without a session', async () => {
      const response = await request(testApp.app.getHttpServer()).get(`${campaign.path}/${endpoint}?from=2025-08-01`).expect(401);
      expectErrorShape(response.body, 401);
    });
  });
});
