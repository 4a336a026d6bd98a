import request from 'supertest';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp } from './api-test-app';

const EVENT_NAMES = ['app_store_click', 'play_store_click', 'getapp_page_visit', 'invite_page_visit', 'qr_page_visit', 'download_app', 'launch_party_learn_more', 'page_view'];

describe('POST /api/analytics/events', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();
  const stored = () => queryDatabase(testApp.databaseUrl, 'SELECT event, category, label, value, path, created_at FROM analytics_event ORDER BY id');

  beforeAll(async () => {
    testApp = await createApiTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await queryDatabase(testApp.databaseUrl, 'TRUNCATE analytics_event');
  });

  it('answers 204 and stores the event with its time', async () => {
    const before = Date.now();
    const response = await request(server())
      .post('/api/analytics/events')
      .send({ event: 'qr_page_visit', category: 'download', label: 'ios', value: 3, path: '/qr/app' })
      .expect(204);
    expect(response.text).toBe('');
    const [row] = await stored();
    expect(row).toEqual({ event: 'qr_page_visit', category: 'download', label: 'ios', value: 3, path: '/qr/app', created_at: expect.any(Date) });
    expect((row.created_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each(EVENT_NAMES)('accepts the event %s of the frontend', async (event) => {
    await request(server()).post('/api/analytics/events').send({ event, category: 'navigation', path: '/' }).expect(204);
  });

  // A page view's label is its page (docs/analytics.md, "Pages"): another event shows the nulls.
  it('stores an event without label or value, or with them null, as null', async () => {
    await request(server()).post('/api/analytics/events').send({ event: 'download_app', category: 'download', path: '/faq' }).expect(204);
    await request(server()).post('/api/analytics/events').send({ event: 'download_app', category: 'download', label: null, value: null, path: '/faq' }).expect(204);
    expect((await stored()).map(({ label, value }) => ({ label, value }))).toEqual([
      { label: null, value: null },
      { label: null, value: null },
    ]);
  });

  it('stores unicode and SQL-looking labels as they were sent', async () => {
    const label = "Steamer Lane 🌊 '; DROP TABLE analytics_event; --";
    await request(server()).post('/api/analytics/events').send({ event: 'app_store_click', category: 'download', label, path: '/spots/steamerlane_point' }).expect(204);
    expect((await stored())[0].label).toBe(label);
  });

  it('keeps nothing about the visitor: no address, user agent or cookie is stored', async () => {
    await request(server())
      .post('/api/analytics/events')
      .set('User-Agent', 'Mozilla/5.0 (iPhone)')
      .set('Cookie', 'admin_session=abc')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ event: 'download_app', category: 'download', path: '/getapp' })
      .expect(204);
    const columns = await queryDatabase<{ column_name: string }>(
      testApp.databaseUrl,
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_event' ORDER BY ordinal_position",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'id',
      'event',
      'category',
      'label',
      'value',
      'path',
      'created_at',
      'visitor',
      'bot',
      'referrer_host',
      'referrer_path',
      'source',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'ref',
      'screen',
      'browser',
      'os',
      'device',
      'country',
    ]);
    expect(JSON.stringify(await stored())).not.toMatch(/iPhone|203\.0\.113\.7|abc/);
  });
});
