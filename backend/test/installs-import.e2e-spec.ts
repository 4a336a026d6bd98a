import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { appleCampaignToken } from '../src/installs/apple-campaign-token';
import { InstallRepository } from '../src/installs/install.repository';
import { INSTALL_FILE_MAX_BYTES, INSTALL_TEXT_MAX_BYTES } from '../src/installs/install-store';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import { APPLE_APP_ID, APPLE_COLUMNS, appleFile, PLAY_COLUMNS, playFile } from '../../infra/scripts/store-files.mjs';
import { queryDatabase, type TestApp, writableRowCounts } from './test-app';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** 40 characters: its App Store token is cut, with a hash. */
const LONG = 'surfer.with.a.rather.long.handle.name.01';
/** Two handles whose cut tokens are the same: the same start, and "an" and "c0" give Java's string hash the same value. */
const TWIN_A = `${'x'.repeat(38)}an`;
const TWIN_B = `${'x'.repeat(38)}c0`;

type Preview = {
  fileName: string;
  size: number;
  sha256: string;
  store: string;
  app: string;
  firstDay: string;
  lastDay: string;
  days: number;
  rows: number;
  installs: number;
  attributedInstalls: number;
  influencers: number;
  unattributed: { value: string; installs: number; influencers: string[] }[];
  imported: { id: number; store: string; days: number; rows: number; fileName: string; sha256: string; size: number } | null;
};

const APPLE_NOVEMBER = appleFile([
  { day: '2025-11-01', campaign: 'influencer:kai', counts: 3 },
  { day: '2025-11-01', campaign: 'influencer:kai', counts: 2, territory: 'AU' },
  { day: '2025-11-01', campaign: 'influencer:kai', counts: 7, downloadType: 'Redownload' },
  { day: '2025-11-02', campaign: appleCampaignToken({ campaign: 'influencer', influencer: LONG }), counts: 4 },
  { day: '2025-11-02', campaign: 'launch-party:kai', counts: 1 },
  { day: '2025-11-03', campaign: 'newsletter', counts: 5 },
  { day: '2025-11-03', campaign: '', counts: 10 },
  { day: '2025-11-03', campaign: 'influencer:nobody', counts: 1 },
]);

/** Reordered, in other letter case: columns are found by name. */
const PLAY_ORDER = [
  'store listing acquisitions',
  'UTM Campaign',
  'date',
  'Traffic Source',
  'utm source',
  'Search term',
  'PACKAGE NAME',
  'Store listing visitors',
  'Store listing conversion rate',
];
const PLAY_NOVEMBER = playFile(
  [
    { day: '2025-11-01', source: 'kai', campaign: 'influencer', acquisitions: 6 },
    { day: '2025-11-01', source: 'kai', campaign: 'launch-party', acquisitions: 1 },
    { day: '2025-11-02', source: 'KAI', campaign: 'influencer', acquisitions: '1,200' },
    { day: '2025-11-02', source: 'stranger', campaign: 'influencer', acquisitions: 2 },
    { day: '2025-11-02', source: '', campaign: '', acquisitions: 30 },
  ],
  { columns: PLAY_ORDER },
);

describe('installs import', () => {
  let testApp: TestApp;
  let cookie: string;
  const server = () => testApp.app.getHttpServer();
  const counts = () => writableRowCounts(testApp.databaseUrl);
  /** Installs per store and handle over the days from/to (null: unbounded), as tracking's read model counts them. */
  const installsOf = (from: string | null = null, to: string | null = null) =>
    queryDatabase(
      testApp.databaseUrl,
      `SELECT store, campaign, influencer, sum(installs)::int AS installs FROM campaign_daily_installs
       WHERE ($1::date IS NULL OR day >= $1::date) AND ($2::date IS NULL OR day <= $2::date)
       GROUP BY store, campaign, influencer ORDER BY campaign, influencer, store`,
      [from, to],
    );
  const reportedDays = (from: string, to: string) =>
    queryDatabase(
      testApp.databaseUrl,
      `SELECT store, array_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day) AS days FROM campaign_install_day WHERE day BETWEEN $1 AND $2 GROUP BY store ORDER BY store`,
      [from, to],
    );

  const upload = (file: Buffer, name: string, query = '') => request(server()).post(`/api/admin/installs/imports${query}`).set('Cookie', cookie).attach('file', file, name);
  const preview = async (file: Buffer, name = 'file.txt') => (await upload(file, name, '?dryRun=true').expect(200)).body as Preview;
  const apply = async (file: Buffer, name = 'file.txt', status = 201) => (await upload(file, name).expect(status)).body as Preview;
  const removeAll = async () => {
    const imports = (await request(server()).get('/api/admin/installs/imports').set('Cookie', cookie).expect(200)).body as { id: number }[];
    for (const { id } of imports) await request(server()).delete(`/api/admin/installs/imports/${id}`).set('Cookie', cookie).expect(204);
  };

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    for (const [path, influencer] of [
      ['influencer', 'kai'],
      ['influencer', LONG],
      ['influencer', TWIN_A],
      ['influencer', TWIN_B],
      ['launch-party-influencer', 'kai'],
    ]) {
      await request(server()).post(`/api/${path}/page-view`).set('User-Agent', PHONE).send({ influencer }).expect(204);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  afterEach(async () => {
    await removeAll();
  });

  it('previews a gzipped App Store file: first-time downloads per handle, the rest unattributed, nothing stored', async () => {
    const before = await counts();
    const shown = await preview(APPLE_NOVEMBER, 'app_downloads_detailed.txt.gz');
    expect(shown).toEqual({
      fileName: 'app_downloads_detailed.txt.gz',
      size: APPLE_NOVEMBER.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      store: 'app-store',
      app: APPLE_APP_ID,
      firstDay: '2025-11-01',
      lastDay: '2025-11-03',
      days: 3,
      rows: 8,
      installs: 26,
      attributedInstalls: 10,
      influencers: 3,
      unattributed: [
        { value: '', installs: 10, influencers: [] },
        { value: 'newsletter', installs: 5, influencers: [] },
        { value: 'influencer:nobody', installs: 1, influencers: [] },
      ],
      imported: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('previews a UTF-16 Google Play file with a reordered header: store listing acquisitions per UTM source and campaign', async () => {
    const shown = await preview(PLAY_NOVEMBER, 'store_performance_surf.lineup.app_202511_traffic_source.csv');
    expect(shown).toMatchObject({
      store: 'play-store',
      app: 'surf.lineup.app',
      firstDay: '2025-11-01',
      lastDay: '2025-11-02',
      days: 2,
      rows: 5,
      installs: 1239,
      attributedInstalls: 1207,
      influencers: 2,
      unattributed: [
        { value: '', installs: 30, influencers: [] },
        { value: 'utm_source=stranger&utm_campaign=influencer', installs: 2, influencers: [] },
      ],
    });
  });

  it('applies both files, credits each handle per store, and lists the imports', async () => {
    const apple = await apply(APPLE_NOVEMBER, 'apple.txt.gz');
    const play = await apply(PLAY_NOVEMBER, 'play.csv');
    expect(apple.imported).toMatchObject({ store: 'app-store', fileName: 'apple.txt.gz', days: 3, rows: 8, size: APPLE_NOVEMBER.length, sha256: apple.sha256 });
    expect(await installsOf()).toEqual([
      { store: 'app-store', campaign: 'influencer', influencer: 'kai', installs: 5 },
      { store: 'play-store', campaign: 'influencer', influencer: 'kai', installs: 1206 },
      { store: 'app-store', campaign: 'influencer', influencer: LONG, installs: 4 },
      { store: 'app-store', campaign: 'launch-party', influencer: 'kai', installs: 1 },
      { store: 'play-store', campaign: 'launch-party', influencer: 'kai', installs: 1 },
    ]);
    expect(await installsOf('2025-11-02', '2025-11-02')).toEqual([
      { store: 'play-store', campaign: 'influencer', influencer: 'kai', installs: 1200 },
      { store: 'app-store', campaign: 'influencer', influencer: LONG, installs: 4 },
      { store: 'app-store', campaign: 'launch-party', influencer: 'kai', installs: 1 },
    ]);
    expect(await testApp.app.get(InstallRepository).importedThrough()).toEqual([
      { store: 'app-store', day: '2025-11-03' },
      { store: 'play-store', day: '2025-11-02' },
    ]);
    const unattributed = await queryDatabase(
      testApp.databaseUrl,
      `SELECT counted.value, sum(counted.installs)::int AS installs FROM install_unattributed unattributed
       CROSS JOIN LATERAL unnest(unattributed."values", unattributed.installs) AS counted (value, installs) GROUP BY counted.value ORDER BY counted.value`,
    );
    expect(unattributed).toEqual([
      { value: '', installs: 10 + 30 },
      { value: 'influencer:nobody', installs: 1 },
      { value: 'newsletter', installs: 5 },
      { value: 'utm_source=stranger&utm_campaign=influencer', installs: 2 },
    ]);
    const listed = (await request(server()).get('/api/admin/installs/imports').set('Cookie', cookie).expect(200)).body as Preview['imported'][];
    expect(listed.map((entry) => entry?.id)).toEqual([play.imported?.id, apple.imported?.id]);
    expect((await preview(APPLE_NOVEMBER)).imported).toMatchObject({ id: apple.imported?.id });
  });

  it('changes nothing when the same file is applied again, and answers its first import', async () => {
    const first = await apply(APPLE_NOVEMBER);
    const stored = await counts();
    const again = await apply(APPLE_NOVEMBER, 'renamed.txt.gz', 200);
    expect(again.imported).toEqual(first.imported);
    expect(await counts()).toEqual(stored);
  });

  it('takes a restated day from the latest import, keeps the earlier import for its other days, and counts it again once the later one is removed', async () => {
    await apply(APPLE_NOVEMBER);
    const restated = await apply(
      appleFile([
        { day: '2025-11-02', campaign: 'influencer:kai', counts: 9 },
        { day: '2025-11-03', campaign: 'launch-party:kai', counts: 2 },
      ]),
    );
    expect(await installsOf()).toEqual([
      { store: 'app-store', campaign: 'influencer', influencer: 'kai', installs: 5 + 9 },
      { store: 'app-store', campaign: 'launch-party', influencer: 'kai', installs: 2 },
    ]);
    await request(server()).delete(`/api/admin/installs/imports/${restated.imported?.id}`).set('Cookie', cookie).expect(204);
    expect(await installsOf()).toEqual([
      { store: 'app-store', campaign: 'influencer', influencer: 'kai', installs: 5 },
      { store: 'app-store', campaign: 'influencer', influencer: LONG, installs: 4 },
      { store: 'app-store', campaign: 'launch-party', influencer: 'kai', installs: 1 },
    ]);
    const missing = await request(server()).delete(`/api/admin/installs/imports/${restated.imported?.id}`).set('Cookie', cookie).expect(404);
    expect(missing.body).toMatchObject({ code: 'INSTALL_IMPORT_NOT_FOUND' });
  });

  it('tells a day the store has not reported from a day of 0', async () => {
    await apply(
      appleFile([
        { day: '2025-11-01', campaign: 'influencer:kai', counts: 1 },
        { day: '2025-11-04', campaign: 'influencer:kai', counts: 1 },
      ]),
    );
    expect(await reportedDays('2025-10-30', '2025-11-06')).toEqual([{ store: 'app-store', days: ['2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04'] }]);
    expect(await installsOf('2025-11-02', '2025-11-03')).toEqual([]);
  });

  it('names both handles a cut token could be, and credits neither', async () => {
    const token = appleCampaignToken({ campaign: 'influencer', influencer: TWIN_A });
    expect(appleCampaignToken({ campaign: 'influencer', influencer: TWIN_B })).toBe(token);
    const shown = await apply(appleFile([{ day: '2025-11-05', campaign: token, counts: 3 }]));
    expect(shown.unattributed).toEqual([{ value: token, installs: 3, influencers: [TWIN_A, TWIN_B] }]);
    expect(await installsOf()).toEqual([]);
  });

  it('stores a handle and a value as read, whatever their characters: the handle "null", a value of quotes, braces and backslashes', async () => {
    await request(server()).post('/api/influencer/page-view').set('User-Agent', PHONE).send({ influencer: 'null' }).expect(204);
    const odd = 'spring "ad", {x} \\ NULL';
    await apply(
      appleFile([
        { day: '2025-11-06', campaign: 'influencer:null', counts: 3 },
        { day: '2025-11-06', campaign: odd, counts: 2 },
      ]),
    );
    expect(await installsOf()).toEqual([{ store: 'app-store', campaign: 'influencer', influencer: 'null', installs: 3 }]);
    expect(await queryDatabase(testApp.databaseUrl, `SELECT "values", installs FROM install_unattributed`)).toEqual([{ values: [odd], installs: [2] }]);
  });

  describe('refuses, with a coded error, and stores nothing', () => {
    const refused = async (file: Buffer, status: number, code: string, error?: RegExp) => {
      const before = await counts();
      for (const query of ['?dryRun=true', '']) {
        const response = await upload(file, 'refused.txt', query).expect(status);
        expectErrorShape(response.body, status);
        expect(response.body).toMatchObject({ code });
        if (error) expect((response.body as { error: string }).error).toMatch(error);
      }
      expect(await counts()).toEqual(before);
    };

    it('a file for another app, of either store', async () => {
      await refused(appleFile([{ day: '2025-11-01', campaign: 'influencer:kai', counts: 1, app: '1111111111' }]), 400, 'INSTALL_FILE_OTHER_APP', /1111111111.*6740000000/);
      await refused(
        playFile([{ day: '2025-11-01', source: 'kai', campaign: 'influencer', acquisitions: 1, app: 'com.other.app' }]),
        400,
        'INSTALL_FILE_OTHER_APP',
        /com\.other\.app/,
      );
    });

    it('a file without a column it needs, naming the column', async () => {
      await refused(
        appleFile([{ day: '2025-11-01', campaign: 'x', counts: 1 }], { columns: APPLE_COLUMNS.filter((column) => column !== 'Download Type') }),
        400,
        'INSTALL_FILE_COLUMNS_MISSING',
        /download type/,
      );
      await refused(
        playFile([{ day: '2025-11-01', source: 'kai', campaign: 'influencer', acquisitions: 1 }], { columns: PLAY_COLUMNS.filter((column) => column !== 'UTM campaign') }),
        400,
        'INSTALL_FILE_COLUMNS_MISSING',
        /utm campaign/,
      );
      await refused(Buffer.from('name,email\nkai,kai@example.com\n'), 400, 'INSTALL_FILE_COLUMNS_MISSING');
    });

    it('a row that cannot be read, naming its line', async () => {
      const rows = [
        { day: '2025-11-01', source: 'kai', campaign: 'influencer', acquisitions: 1 },
        { day: '2025-11-02', source: 'kai', campaign: 'influencer', acquisitions: 'many' },
      ];
      await refused(playFile(rows), 400, 'INSTALL_ROW_UNREADABLE', /^Line 3 cannot be read: no count in "many"/);
      await refused(
        appleFile([
          { day: '2025-11-01', campaign: 'influencer:kai', counts: 1 },
          { day: 'yesterday', campaign: 'influencer:kai', counts: 1 },
        ]),
        400,
        'INSTALL_ROW_UNREADABLE',
        /^Line 3 /,
      );
      await refused(Buffer.from(`${PLAY_COLUMNS.join(',')}\n2025-11-01,${'surf.lineup.app'},x\n`), 400, 'INSTALL_ROW_UNREADABLE', /^Line 2 /);
    });

    it('a file over the size limit, as uploaded or once ungzipped', async () => {
      await refused(Buffer.alloc(INSTALL_FILE_MAX_BYTES + 1, 'a'), 413, 'INSTALL_FILE_TOO_LARGE');
      const header = Buffer.from(`${APPLE_COLUMNS.join('\t')}\n`);
      await refused(gzipSync(Buffer.concat([header, Buffer.alloc(INSTALL_TEXT_MAX_BYTES, '\n')])), 413, 'INSTALL_FILE_TOO_LARGE');
    });

    it('a file that is no text, or a request without a file', async () => {
      await refused(Buffer.from([0x1f, 0x8b, 0, 1, 2, 3]), 400, 'INSTALL_FILE_UNREADABLE');
      await refused(Buffer.from([0xc3, 0x28, 0x0a]), 400, 'INSTALL_FILE_UNREADABLE');
      const missing = await request(server()).post('/api/admin/installs/imports').set('Cookie', cookie).field('other', 'x').expect(400);
      expect(missing.body).toMatchObject({ code: 'INSTALL_FILE_MISSING' });
      const json = await request(server()).post('/api/admin/installs/imports').set('Cookie', cookie).send({ file: 'x' }).expect(400);
      expect(json.body).toMatchObject({ code: 'INSTALL_FILE_MISSING' });
    });

    it('every route without an admin session', async () => {
      const responses = [
        await request(server()).post('/api/admin/installs/imports').attach('file', APPLE_NOVEMBER, 'a.txt.gz'),
        await request(server()).get('/api/admin/installs/imports'),
        await request(server()).delete('/api/admin/installs/imports/1'),
      ];
      for (const response of responses) expect(response.body).toMatchObject({ statusCode: 401, code: 'ADMIN_SESSION_REQUIRED' });
    });
  });
});
