import request from 'supertest';
import { Clock } from '../src/common/clock';
import { WEB_VITAL_THRESHOLDS, WEB_VITALS, type WebVital } from '../src/analytics/web-vitals';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import { queryDatabase, type TestApp } from './test-app';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SITE_HOST = 'lineup.surf';
const NOW = new Date('2031-03-14T12:00:00.000Z');

type Body = Record<string, unknown>;
const STORED = `SELECT path, lcp, inp, cls, fcp, ttfb, connection, device, screen, browser, os, country, source, utm_source, utm_medium, utm_campaign, ref,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at FROM web_vital ORDER BY id`;

/** percentile_cont's definition, computed apart from PostgreSQL: linear between the two nearest ranks. */
function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = 0.75 * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

function expectedFigures(vital: WebVital, values: number[]) {
  const { good, poor } = WEB_VITAL_THRESHOLDS[vital];
  const count = values.length;
  const share = (n: number) => (count === 0 ? null : n / count);
  const goodCount = values.filter((value) => value <= good).length;
  const poorCount = values.filter((value) => value > poor).length;
  return { p75: p75(values), pageViews: count, good: share(goodCount), needsImprovement: share(count - goodCount - poorCount), poor: share(poorCount) };
}

describe('Web Vitals of real visitors (docs/analytics.md "Speed")', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();
  const stored = () => queryDatabase<Body>(testApp.databaseUrl, STORED);
  const send = (body: Body, userAgent = IPHONE, headers: Record<string, string> = {}) =>
    request(server()).post('/api/analytics/vitals').set('Host', SITE_HOST).set('X-Forwarded-For', '203.0.113.10').set('User-Agent', userAgent).set(headers).send(body);

  beforeAll(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1', ANALYTICS_GEOIP_DATABASE: undefined });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
    await queryDatabase(testApp.databaseUrl, 'TRUNCATE web_vital');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('capture', () => {
    it('stores one page load with its vitals, connection and the dimensions the events get', async () => {
      await send({
        path: '/getapp',
        LCP: 2412.5,
        INP: 88,
        CLS: 0.0412,
        FCP: 1290.1,
        TTFB: 310.7,
        connection: '4g',
        referrer: 'https://l.instagram.com/?u=secret',
        utmSource: 'ig',
        utmMedium: 'bio',
        utmCampaign: 'swell',
        ref: 'kai',
        screenWidth: 390,
      }).expect(204);
      expect(await stored()).toEqual([
        {
          path: '/getapp',
          lcp: 2412.5,
          inp: 88,
          cls: 0.0412,
          fcp: 1290.1,
          ttfb: 310.7,
          connection: '4g',
          device: 'mobile',
          screen: 'mobile',
          browser: 'Mobile Safari',
          os: 'iOS',
          country: null,
          source: 'Instagram',
          utm_source: 'ig',
          utm_medium: 'bio',
          utm_campaign: 'swell',
          ref: 'kai',
          at: '2031-03-14T12:00:00',
        },
      ]);
    });

    it('stores the vitals measured so far, the others empty; every /report/<token> as the report page, without its token', async () => {
      await send({ path: '/report/abc123', TTFB: 95, FCP: 400 }, MAC_CHROME).expect(204);
      expect(await stored()).toEqual([
        expect.objectContaining({ path: '/report', lcp: null, inp: null, cls: null, fcp: 400, ttfb: 95, connection: null, device: 'desktop', browser: 'Chrome', source: 'Direct' }),
      ]);
    });

    it.each([
      ['a negative value', { path: '/', LCP: -1 }],
      ['an LCP over a minute', { path: '/', LCP: 60_001 }],
      ['a TTFB over a minute', { path: '/', FCP: 900, TTFB: 61_000 }],
      ['a CLS over 10', { path: '/', CLS: 10.5 }],
      ['a value as text', { path: '/', LCP: '1200' }],
      ['a value that is no number', { path: '/', LCP: { value: 1200 } }],
      ['an unknown page', { path: '/wp-admin', LCP: 1200 }],
      ['a path with a query string', { path: '/faq?email=a@b.c', LCP: 1200 }],
      ['a page with a trailing slash', { path: '/faq/', LCP: 1200 }],
      ['an unknown connection type', { path: '/', LCP: 1200, connection: '5g' }],
      ['no vital at all', { path: '/' }],
      ['only empty vitals', { path: '/', INP: null }],
    ])('%s: 400 VALIDATION_FAILED, nothing stored', async (_, body) => {
      const response = await send(body).expect(400);
      expectErrorShape(response.body, 400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(await stored()).toEqual([]);
    });

    it('a vital the API does not know (a forged field): 400 UNKNOWN_FIELDS, nothing stored', async () => {
      const response = await send({ path: '/', LCP: 1200, FID: 12 }).expect(400);
      expect(response.body.code).toBe('UNKNOWN_FIELDS');
      expect(await stored()).toEqual([]);
    });

    it('a bot or a prefetch is answered 204 and its vitals are stored nowhere', async () => {
      await send({ path: '/', LCP: 1200 }, GOOGLEBOT).expect(204);
      await send({ path: '/', LCP: 1200 }, IPHONE, { 'Sec-Purpose': 'prefetch' }).expect(204);
      await send({ path: '/', LCP: 1200 }, '').expect(204);
      expect(await stored()).toEqual([]);
    });

    it('answers each of many beacons sent at once only after they are stored', async () => {
      const sent = Array.from({ length: 20 }, (_, index) => send({ path: '/', TTFB: index }).expect(204));
      await Promise.all(sent);
      expect((await stored()).map((row) => row.ttfb).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, index) => index));
    });
  });

  describe('GET /api/admin/analytics/speed', () => {
    let cookie: string;
    const get = async (path: string, expected = 200): Promise<Body> =>
      (await request(server()).get(`/api/admin/analytics/${path}`).set('Cookie', cookie).expect(expected)).body as Body;

    /** Home on phones: seven page loads, not every one with every vital. */
    const HOME_MOBILE: Partial<Record<WebVital, number>>[] = [
      { LCP: 1200, INP: 80, CLS: 0, FCP: 900, TTFB: 200 },
      { LCP: 2600, INP: 240, CLS: 0.12, FCP: 1900, TTFB: 820 },
      { LCP: 3100, CLS: 0.3, FCP: 2500, TTFB: 1000 },
      { LCP: 4500, INP: 600, CLS: 0.1, FCP: 3200, TTFB: 1900 },
      { LCP: 2000, CLS: 0.02, FCP: 1500, TTFB: 400 },
      { LCP: 5200, INP: 150, CLS: 0.26, FCP: 3100, TTFB: 2100 },
      { FCP: 700, TTFB: 150 },
    ];
    const GETAPP_DESKTOP: Partial<Record<WebVital, number>>[] = [
      { LCP: 800, CLS: 0.01, FCP: 600, TTFB: 100 },
      { LCP: 2500, CLS: 0.25, FCP: 1800, TTFB: 800 },
    ];

    async function seed(rows: { at: string; path: string; device: string; source?: string; vitals: Partial<Record<WebVital, number>> }[]): Promise<void> {
      await queryDatabase(
        testApp.databaseUrl,
        `INSERT INTO web_vital (created_at, path, device, source, lcp, inp, cls, fcp, ttfb)
         SELECT at, path, device, source, "LCP", "INP", "CLS", "FCP", "TTFB"
         FROM jsonb_to_recordset($1::jsonb) AS v(at timestamptz, path text, device text, source text, "LCP" float8, "INP" float8, "CLS" float8, "FCP" float8, "TTFB" float8)`,
        [JSON.stringify(rows.map(({ vitals, ...row }) => ({ ...row, ...vitals })))],
      );
    }

    beforeEach(async () => {
      // After the clock is set: a session is as old as the clock says.
      cookie = await logIn(testApp.app);
      await seed([
        ...HOME_MOBILE.map((vitals, index) => ({
          at: `2031-03-1${index % 2 === 0 ? 3 : 4}T0${index}:00:00Z`,
          path: '/',
          device: 'mobile',
          source: index < 3 ? 'Instagram' : 'Direct',
          vitals,
        })),
        ...GETAPP_DESKTOP.map((vitals) => ({ at: '2031-03-14T10:00:00Z', path: '/getapp', device: 'desktop', vitals })),
        { at: '2031-03-12T23:59:59.999Z', path: '/', device: 'mobile', vitals: { LCP: 59_000 } },
        { at: '2031-03-15T00:00:00Z', path: '/', device: 'mobile', vitals: { LCP: 59_000 } },
      ]);
    });

    const column = (rows: Partial<Record<WebVital, number>>[], vital: WebVital) => rows.flatMap((row) => (row[vital] === undefined ? [] : [row[vital]]));
    const expectedRow = (page: string, device: string, rows: Partial<Record<WebVital, number>>[]) => ({
      page,
      device,
      pageViews: rows.length,
      ...Object.fromEntries(WEB_VITALS.map((vital) => [vital, expectedFigures(vital, column(rows, vital))])),
    });

    it("gives each page and device's 75th percentile per vital and the share of page loads in each band, over the range's days only", async () => {
      const body = await get('speed?from=2031-03-13&to=2031-03-14');
      expect(body).toEqual({ rows: [expectedRow('/', 'mobile', HOME_MOBILE), expectedRow('/getapp', 'desktop', GETAPP_DESKTOP)] });
      // The thresholds belong to the good band (<=) and the poor band starts above them (>), as Google's.
      expect((body.rows as Body[])[1]).toMatchObject({ LCP: { good: 1, poor: 0 }, CLS: { good: 0.5, needsImprovement: 0.5, poor: 0 } });
    });

    it('follows the filters the events have', async () => {
      expect(await get('speed?from=2031-03-13&to=2031-03-14&source=Instagram')).toEqual({ rows: [expectedRow('/', 'mobile', HOME_MOBILE.slice(0, 3))] });
      expect(await get('speed?from=2031-03-13&to=2031-03-14&device=desktop&page=/getapp')).toEqual({ rows: [expectedRow('/getapp', 'desktop', GETAPP_DESKTOP)] });
      expect(await get('speed?from=2031-03-14&to=2031-03-14&country=PT')).toEqual({ rows: [] });
    });

    it.each([
      ['reversed', 'speed?from=2031-03-14&to=2031-03-13'],
      ['more than two years', 'speed?from=2029-01-01&to=2031-01-02'],
      ['not a date', 'speed?from=2031-02-30&to=2031-03-01'],
      ['no to', 'speed?from=2031-03-01'],
    ])('%s: 400 VALIDATION_FAILED', async (_, path) => {
      const body = await get(path, 400);
      expectErrorShape(body, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
    });

    it('an unknown filter: 400 UNKNOWN_FIELDS; without a session: 401', async () => {
      expect((await get('speed?from=2031-03-13&to=2031-03-14&vital=LCP', 400)).code).toBe('UNKNOWN_FIELDS');
      const response = await request(server()).get('/api/admin/analytics/speed?from=2031-03-13&to=2031-03-14').expect(401);
      expect(response.body).toMatchObject({ code: 'ADMIN_SESSION_REQUIRED' });
    });
  });
});
