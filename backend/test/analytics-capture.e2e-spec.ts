import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { createApiTestApp, logIn } from './api-test-app';
import { insertRawEvents } from './analytics-events';
import { countryDatabase } from './country-database';
import { queryDatabase, type TestApp } from './test-app';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SITE_HOST = 'lineup.surf';

/** A browser, as the trusted proxy reports it: its address (X-Forwarded-For) and its user agent. */
type Browser = { address: string; userAgent?: string; purpose?: string };
const KAI_IPHONE: Browser = { address: '203.0.113.10', userAgent: IPHONE };
const ANA_MAC: Browser = { address: '198.51.100.20', userAgent: MAC_CHROME };

const DAY_ONE = '2031-03-14';
const DAY_TWO = '2031-03-15';
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}.000Z`);

const PAGE_VIEW = { event: 'page_view', category: 'navigation', path: '/' };

/** Every column but the id and the time, the visitor as hex. */
type Row = Record<string, unknown> & { visitor: string | null };
const STORED = `
  SELECT event, category, label, value, path, encode(visitor, 'hex') AS visitor, bot, referrer_host, referrer_path, source,
    utm_source, utm_medium, utm_campaign, ref, screen, browser, os, device, country
  FROM analytics_event ORDER BY id`;

const EMPTY_DIMENSIONS = {
  referrer_host: null,
  referrer_path: null,
  source: 'Direct',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ref: null,
  screen: null,
  country: null,
};

describe('analytics capture: each event with its visitor, source and device', () => {
  let testApp: TestApp;
  let clock: Clock;
  const server = () => testApp.app.getHttpServer();
  const stored = () => queryDatabase<Row>(testApp.databaseUrl, STORED);
  const count = async () => Number((await queryDatabase<{ count: string }>(testApp.databaseUrl, 'SELECT count(*) FROM analytics_event'))[0].count);

  const send = (body: Record<string, unknown>, browser: Browser = KAI_IPHONE, target: string | ReturnType<typeof server> = server()) => {
    let sent = request(target).post('/api/analytics/events').set('Host', SITE_HOST).set('X-Forwarded-For', browser.address);
    if (browser.userAgent !== undefined) sent = sent.set('User-Agent', browser.userAgent);
    if (browser.purpose !== undefined) sent = sent.set('Sec-Purpose', browser.purpose);
    return sent.send(body);
  };

  beforeAll(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1', ANALYTICS_GEOIP_DATABASE: undefined });
    clock = testApp.app.get(Clock);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    jest.spyOn(clock, 'now').mockReturnValue(at(DAY_ONE));
    await queryDatabase(testApp.databaseUrl, 'TRUNCATE analytics_event');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('stores an iPhone page view from Instagram with its campaign tags, the referrer without its query string', async () => {
    await send({
      ...PAGE_VIEW,
      path: '/invite',
      referrer: 'https://l.instagram.com/?u=https%3A%2F%2Flineup.surf%2Finvite&e=kai%40example.com#top',
      utmSource: ' ig ',
      utmMedium: 'bio',
      utmCampaign: 'summer-swell',
      ref: 'kai',
      screenWidth: 390,
    }).expect(204);
    expect(await stored()).toEqual([
      {
        ...PAGE_VIEW,
        path: '/invite',
        // docs/analytics.md, "Pages": a page view's label is its page.
        label: '/invite',
        value: null,
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        bot: false,
        referrer_host: 'l.instagram.com',
        referrer_path: '/',
        source: 'Instagram',
        utm_source: 'ig',
        utm_medium: 'bio',
        utm_campaign: 'summer-swell',
        ref: 'kai',
        screen: 'mobile',
        browser: 'Mobile Safari',
        os: 'iOS',
        device: 'mobile',
        country: null,
      },
    ]);
  });

  it('stores a desktop page view from a Google search on any of its domains, keeping the path and never the search', async () => {
    await send({ ...PAGE_VIEW, referrer: 'https://www.google.com/search?q=lineup+surf+app', screenWidth: 1280 }, ANA_MAC).expect(204);
    await send({ ...PAGE_VIEW, referrer: 'https://www.google.co.uk/', screenWidth: 1920 }, ANA_MAC).expect(204);
    const rows = await stored();
    expect(rows.map(({ referrer_host, referrer_path, source, screen, browser, os, device }) => ({ referrer_host, referrer_path, source, screen, browser, os, device }))).toEqual([
      { referrer_host: 'www.google.com', referrer_path: '/search', source: 'Google', screen: 'laptop', browser: 'Chrome', os: 'Mac OS', device: 'desktop' },
      { referrer_host: 'www.google.co.uk', referrer_path: '/', source: 'Google', screen: 'desktop', browser: 'Chrome', os: 'Mac OS', device: 'desktop' },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/lineup\+surf|q=/);
  });

  it('names a host off the list by itself without www., and a visit from another page of the site by no source', async () => {
    await send({ ...PAGE_VIEW, referrer: 'https://www.surfline.com/surf-news/lineup' }).expect(204);
    await send({ ...PAGE_VIEW, path: '/faq', referrer: `https://${SITE_HOST}/invite?ref=kai`, utmSource: 'instagram' }).expect(204);
    expect((await stored()).map(({ referrer_host, referrer_path, source }) => ({ referrer_host, referrer_path, source }))).toEqual([
      { referrer_host: 'www.surfline.com', referrer_path: '/surf-news/lineup', source: 'surfline.com' },
      { referrer_host: SITE_HOST, referrer_path: '/invite', source: null },
    ]);
  });

  it('names the source by the utm_source without a referrer, and Direct without either', async () => {
    await send({ ...PAGE_VIEW, utmSource: 'instagram' }).expect(204);
    await send({ ...PAGE_VIEW, utmSource: 'fb' }).expect(204);
    await send({ ...PAGE_VIEW, utmSource: 'Newsletter' }).expect(204);
    await send({ ...PAGE_VIEW, referrer: null, utmSource: null }).expect(204);
    await send(PAGE_VIEW).expect(204);
    expect((await stored()).map((row) => row.source)).toEqual(['Instagram', 'Facebook', 'Newsletter', 'Direct', 'Direct']);
  });

  it('stores a crawler and a prefetch as bot events without a visitor', async () => {
    await send(PAGE_VIEW, { address: '66.249.66.1', userAgent: GOOGLEBOT }).expect(204);
    await send(PAGE_VIEW, { ...KAI_IPHONE, purpose: 'prefetch' }).expect(204);
    await send(PAGE_VIEW, { address: '203.0.113.30' }).expect(204);
    await send(PAGE_VIEW, KAI_IPHONE).expect(204);
    expect((await stored()).map(({ bot, visitor }) => ({ bot, visitor: visitor === null ? null : 'some' }))).toEqual([
      { bot: true, visitor: null },
      { bot: true, visitor: null },
      { bot: true, visitor: null },
      { bot: false, visitor: 'some' },
    ]);
  });

  it('knows a visitor by the same id all day, by another id the next UTC day, and two browsers apart', async () => {
    const now = jest.spyOn(clock, 'now').mockReturnValue(at(DAY_ONE, '00:00:01'));
    await send(PAGE_VIEW).expect(204);
    now.mockReturnValue(at(DAY_ONE, '23:59:59'));
    await send({ ...PAGE_VIEW, event: 'app_store_click', category: 'download' }).expect(204);
    await send(PAGE_VIEW, { ...KAI_IPHONE, userAgent: MAC_CHROME }).expect(204);
    now.mockReturnValue(at(DAY_TWO, '00:00:01'));
    await send(PAGE_VIEW).expect(204);
    const [first, sameDay, otherBrowser, nextDay] = (await stored()).map((row) => row.visitor);
    expect(sameDay).toBe(first);
    expect(otherBrowser).not.toBe(first);
    expect(nextDay).not.toBe(first);
    const days = await queryDatabase<{ day: string }>(testApp.databaseUrl, `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM analytics_event ORDER BY id`);
    expect(days.map((row) => row.day)).toEqual([DAY_ONE, DAY_ONE, DAY_ONE, DAY_TWO]);
  });

  it('stores 1,000 events sent at once each exactly once, every one committed before its answer', async () => {
    await testApp.app.listen(0, '127.0.0.1');
    const url = await testApp.app.getUrl();
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, async (_, value) => (await send({ ...PAGE_VIEW, value, referrer: 'https://t.co/abc' }, KAI_IPHONE, url)).status),
    );
    expect(statuses.every((status) => status === 204)).toBe(true);
    const values = await queryDatabase<{ value: number }>(testApp.databaseUrl, 'SELECT value FROM analytics_event ORDER BY value');
    expect(values.map((row) => row.value)).toEqual(Array.from({ length: 1000 }, (_, value) => value));
    expect(new Set((await stored()).map((row) => JSON.stringify([row.source, row.visitor]))).size).toBe(1);
  });

  it.each([
    ['a referrer that is no URL', { referrer: 'instagram' }],
    ['a referrer without host', { referrer: 'about:blank' }],
    ['a file:// referrer', { referrer: 'file://kais-mac/Users/kai/lineup.html' }],
    ['a browser extension as referrer', { referrer: 'chrome-extension://abcdefghijklmnop/popup.html' }],
    ['an empty referrer', { referrer: '' }],
    ['a referrer of 2,049 characters', { referrer: `https://l.instagram.com/${'p'.repeat(2025)}` }],
    ['a referrer as a number', { referrer: 42 }],
    ['a negative screen width', { screenWidth: -1 }],
    ['a screen width over 100,000', { screenWidth: 100_001 }],
    ['a screen width with a fraction', { screenWidth: 390.5 }],
    ['a screen width as text', { screenWidth: '390' }],
    ['a utm_source of 101 characters', { utmSource: 's'.repeat(101) }],
    ['a utm_campaign with a line break', { utmCampaign: 'summer\nswell' }],
    ['an empty ref', { ref: '  ' }],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_name, fields) => {
    const response = await send({ ...PAGE_VIEW, ...fields }).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(await count()).toBe(0);
  });

  it('stores neither the address nor the user agent, in no column', async () => {
    await send({ ...PAGE_VIEW, referrer: 'https://l.instagram.com/', screenWidth: 390 }, KAI_IPHONE).expect(204);
    await send(PAGE_VIEW, { address: '66.249.66.1', userAgent: GOOGLEBOT }).expect(204);
    const rows = await queryDatabase(testApp.databaseUrl, 'SELECT * FROM analytics_event');
    const text = JSON.stringify(rows);
    for (const secret of ['203.0.113.10', '66.249.66.1', 'AppleWebKit', 'iPhone OS', 'Googlebot']) expect(text).not.toContain(secret);
    expect(rows[1]).toMatchObject({ ...EMPTY_DIMENSIONS, bot: true, visitor: null });
  });
});

describe('analytics capture: only the pages of the site counted, a report without its token, the 404 page by the path that missed', () => {
  const TOKEN = 'capTOKENcapTOKENcapTOKENcapTOKENcapTOKENcap';
  let testApp: TestApp;
  const send = (body: Record<string, unknown>) =>
    request(testApp.app.getHttpServer()).post('/api/analytics/events').set('Host', SITE_HOST).set('X-Forwarded-For', KAI_IPHONE.address).set('User-Agent', IPHONE).send(body);
  const stored = () =>
    queryDatabase<{ event: string; path: string; label: string | null; referrer_path: string | null }>(
      testApp.databaseUrl,
      'SELECT event, path, label, referrer_path FROM analytics_event ORDER BY id',
    );

  beforeAll(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1', ANALYTICS_GEOIP_DATABASE: undefined });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await queryDatabase(testApp.databaseUrl, 'TRUNCATE analytics_event');
  });

  it('stores a report’s page view, and the page a report linked to, as /report: never the token, even from a script that sent it', async () => {
    await send({ ...PAGE_VIEW, path: '/report', label: '/report' }).expect(204);
    await send({ ...PAGE_VIEW, path: `/report/${TOKEN}`, label: `/report/${TOKEN}` }).expect(204);
    await send({ ...PAGE_VIEW, path: '/faq', referrer: `https://${SITE_HOST}/report/${TOKEN}?range=7d` }).expect(204);
    expect(await stored()).toEqual([
      { event: 'page_view', path: '/report', label: '/report', referrer_path: null },
      { event: 'page_view', path: '/report', label: '/report', referrer_path: null },
      { event: 'page_view', path: '/faq', label: '/faq', referrer_path: '/report' },
    ]);
    expect(JSON.stringify(await queryDatabase(testApp.databaseUrl, 'SELECT * FROM analytics_event'))).not.toContain(TOKEN);
  });

  it('stores a view of an address the site has no page for as /404, labelled with that address, and a trailing slash as its page', async () => {
    await send({ ...PAGE_VIEW, path: '/nope-not-a-page' }).expect(204);
    await send({ ...PAGE_VIEW, path: '//evil.com', label: '//evil.com' }).expect(204);
    await send({ ...PAGE_VIEW, path: `/${'p'.repeat(150)}` }).expect(204);
    await send({ event: 'app_store_click', category: 'download', label: 'ios', path: '/nope-not-a-page' }).expect(204);
    await send({ ...PAGE_VIEW, path: '/faq/' }).expect(204);
    expect(await stored()).toEqual([
      { event: 'page_view', path: '/404', label: '/nope-not-a-page', referrer_path: null },
      { event: 'page_view', path: '/404', label: '//evil.com', referrer_path: null },
      { event: 'page_view', path: '/404', label: `/${'p'.repeat(99)}`, referrer_path: null },
      { event: 'app_store_click', path: '/404', label: 'ios', referrer_path: null },
      { event: 'page_view', path: '/faq', label: '/faq', referrer_path: null },
    ]);
  });

  it('keeps a referrer from an Android app, which names its source', async () => {
    await send({ ...PAGE_VIEW, referrer: 'android-app://com.instagram.android/' }).expect(204);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT referrer_host, source FROM analytics_event')).toEqual([
      { referrer_host: 'com.instagram.android', source: 'Instagram' },
    ]);
  });

  it.each([
    ['an admin page', { path: '/admin/analytics' }, /admin page/],
    ['the admin’s root', { path: '/admin' }, /admin page/],
    ['an admin path the site has no page for', { path: '/admin/nope' }, /admin page/],
    ['a page view labelled with another page', { path: '/faq', label: '/invite' }, /its path/],
    ['a page view of a missed address labelled with another', { path: '/nope', label: '/faq' }, /its path/],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_name, fields, message) => {
    const response = await send({ ...PAGE_VIEW, ...fields }).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(response.body)).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('lists only the pages of the site in the Top pages, and the paths that missed in their own breakdown', async () => {
    await send({ ...PAGE_VIEW, path: '/faq' }).expect(204);
    await send({ ...PAGE_VIEW, path: '/nope-not-a-page' }).expect(204);
    // Stored before the API refused them: the team's own visits and any path at all.
    const today = new Date().toISOString().slice(0, 10);
    await insertRawEvents(testApp.databaseUrl, [
      { at: `${today}T00:00:01Z`, path: '/admin/analytics', visitor: 'team' },
      { at: `${today}T00:00:02Z`, path: '//evil.com', visitor: 'someone' },
      { at: `${today}T00:00:03Z`, path: '/getapp', visitor: 'someone' },
    ]);
    const cookie = await logIn(testApp.app);
    const breakdown = async (dimension: string) =>
      (
        await request(testApp.app.getHttpServer())
          .get(`/api/admin/analytics/breakdown?dimension=${dimension}&from=${today}&to=${today}&limit=100`)
          .set('Cookie', cookie)
          .expect(200)
      ).body.rows.map(({ value, pageViews }: { value: string; pageViews: number }) => ({ value, pageViews }));
    expect(await breakdown('page')).toEqual([
      { value: '/faq', pageViews: 1 },
      { value: '/getapp', pageViews: 1 },
    ]);
    expect(await breakdown('notFound')).toEqual([{ value: '/nope-not-a-page', pageViews: 1 }]);
  });
});

describe('analytics capture: the country, from an offline IP database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lineup-geoip-'));
  const database = join(folder, 'country.mmdb');
  let testApp: TestApp;

  beforeAll(async () => {
    writeFileSync(database, countryDatabase('203.0.113.0/24', 'NZ'));
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1', ANALYTICS_GEOIP_DATABASE: database });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores the country of an address in the database, none for an address outside it, and never the address', async () => {
    for (const address of ['203.0.113.10', '198.51.100.20']) {
      await request(testApp.app.getHttpServer()).post('/api/analytics/events').set('X-Forwarded-For', address).set('User-Agent', IPHONE).send(PAGE_VIEW).expect(204);
    }
    const rows = await queryDatabase(testApp.databaseUrl, 'SELECT * FROM analytics_event ORDER BY id');
    expect(rows.map((row) => row.country)).toEqual(['NZ', null]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('refuses to start on a file that is no IP database, naming the variable', async () => {
    const notADatabase = join(folder, 'empty.mmdb');
    writeFileSync(notADatabase, 'not a database');
    await expect(createApiTestApp({ ANALYTICS_GEOIP_DATABASE: notADatabase })).rejects.toThrow(/ANALYTICS_GEOIP_DATABASE: cannot read .*empty\.mmdb/);
  });
});
