import request from 'supertest';
import { ADMIN_LOGIN_DISABLED, ADMIN_SESSION_LIFETIME_MS } from '../src/admin/admin-session.service';
import { Clock } from '../src/common/clock';
import { queryDatabase, type TestApp } from './test-app';
import { TEST_ADMIN_PASSWORD, createApiTestApp, expectErrorShape, logIn, sessionCookie } from './api-test-app';

const ADMIN_ENDPOINTS = [
  '/api/admin/session',
  '/api/admin/support-requests',
  '/api/admin/beta-signups',
  '/api/admin/digest',
  '/api/admin/installs/imports',
  '/api/influencer/stats',
  '/api/influencer/stats?from=2025-08-01&to=2025-08-31',
  '/api/influencer/stats/daily',
  '/api/launch-party-influencer/stats',
  '/api/launch-party-influencer/stats?from=2025-08-01&to=2025-08-31',
  '/api/launch-party-influencer/stats/daily',
];

describe('admin sessions', () => {
  let testApp: TestApp;
  let clock: Clock;
  const server = () => testApp.app.getHttpServer();
  const sessionRows = () => queryDatabase<{ token_hash: string }>(testApp.databaseUrl, 'SELECT token_hash FROM admin_session');

  beforeAll(async () => {
    testApp = await createApiTestApp();
    clock = testApp.app.get(Clock);
  });

  afterAll(async () => {
    await testApp.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('logs in with the password: 204 and the session cookie with the contract flags', async () => {
    const response = await request(server()).post('/api/admin/session').send({ password: TEST_ADMIN_PASSWORD }).expect(204);
    const [cookie] = ([] as string[]).concat(response.headers['set-cookie']);
    expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; /);
    const flags = cookie.split('; ').slice(1);
    expect(flags).toEqual(expect.arrayContaining(['Max-Age=86400', 'Path=/api', 'HttpOnly', 'SameSite=Strict']));
    expect(flags).not.toContain('Secure');
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
    try {
      const response = await request(proxied.app.getHttpServer()).post('/api/admin/session').set('X-Forwarded-Proto', 'https').send({ password: TEST_ADMIN_PASSWORD }).expect(204);
      expect(([] as string[]).concat(response.headers['set-cookie'])[0].split('; ')).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('stores only a hash of the session id, and a new id at each login', async () => {
    const first = await logIn(testApp.app);
    const second = await logIn(testApp.app);
    expect(first).not.toBe(second);
    const stored = (await sessionRows()).map((row) => row.token_hash);
    for (const cookie of [first, second]) expect(stored).not.toContain(cookie.split('=')[1]);
    expect(stored.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('answers 401 "Incorrect password" to a wrong password and sets no cookie', async () => {
    for (const password of ['wrong', TEST_ADMIN_PASSWORD.toUpperCase(), `${TEST_ADMIN_PASSWORD} `, TEST_ADMIN_PASSWORD.slice(0, -1)]) {
      const response = await request(server()).post('/api/admin/session').send({ password }).expect(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Incorrect password', code: 'INCORRECT_PASSWORD' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('tells a live session when it ends: 200 {"authenticated": true, "expiresAt"} 24 hours after login', async () => {
    const now = new Date('2025-08-01T20:00:00.000Z');
    jest.spyOn(clock, 'now').mockReturnValue(now);
    const cookie = await logIn(testApp.app);
    const response = await request(server()).get('/api/admin/session').set('Cookie', cookie).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ authenticated: true, expiresAt: new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS).toISOString() });
  });

  it('ends the session 24 hours after login, whatever the cookie says', async () => {
    const loggedInAt = new Date('2025-08-01T20:00:00.000Z');
    const now = jest.spyOn(clock, 'now').mockReturnValue(loggedInAt);
    const cookie = await logIn(testApp.app);

    now.mockReturnValue(new Date(loggedInAt.getTime() + ADMIN_SESSION_LIFETIME_MS - 1000));
    await request(server()).get('/api/influencer/stats').set('Cookie', cookie).expect(200);

    now.mockReturnValue(new Date(loggedInAt.getTime() + ADMIN_SESSION_LIFETIME_MS));
    const expired = await request(server()).get('/api/influencer/stats').set('Cookie', cookie).expect(401);
    expect(expired.body).toEqual({ statusCode: 401, error: 'Session expired. Please log in again.', code: 'ADMIN_SESSION_EXPIRED' });
    await request(server()).get('/api/admin/session').set('Cookie', cookie).expect(401);
  });

  it('removes expired sessions at the next login', async () => {
    const loggedInAt = new Date('2025-08-01T20:00:00.000Z');
    const now = jest.spyOn(clock, 'now').mockReturnValue(loggedInAt);
    const stale = await logIn(testApp.app);
    now.mockReturnValue(new Date(loggedInAt.getTime() + ADMIN_SESSION_LIFETIME_MS + 1));
    await logIn(testApp.app);
    now.mockReturnValue(loggedInAt);
    const response = await request(server()).get('/api/admin/session').set('Cookie', stale).expect(401);
    expect(response.body.error).toBe('Admin session required: log in first');
  });

  it('revokes the session on the server at logout and clears the cookie', async () => {
    const cookie = await logIn(testApp.app);
    const before = (await sessionRows()).length;
    const response = await request(server()).delete('/api/admin/session').set('Cookie', cookie).expect(204);
    const [cleared] = ([] as string[]).concat(response.headers['set-cookie']);
    expect(cleared).toMatch(/^admin_session=; /);
    expect(cleared).toMatch(/Path=\/api/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await sessionRows()).length).toBe(before - 1);
    // The old cookie, replayed, no longer opens anything.
    await request(server()).get('/api/admin/session').set('Cookie', cookie).expect(401);
    await request(server()).get('/api/admin/support-requests').set('Cookie', cookie).expect(401);
  });

  it('answers 204 to a logout without a session', async () => {
    await request(server()).delete('/api/admin/session').expect(204);
    await request(server()).delete('/api/admin/session').set('Cookie', 'admin_session=not-a-session').expect(204);
  });

  it("ends the browser's previous session when it logs in again", async () => {
    const first = await logIn(testApp.app);
    const response = await request(server()).post('/api/admin/session').set('Cookie', first).send({ password: TEST_ADMIN_PASSWORD }).expect(204);
    const second = sessionCookie(response.headers['set-cookie']);
    await request(server()).get('/api/admin/session').set('Cookie', first).expect(401);
    await request(server()).get('/api/admin/session').set('Cookie', second).expect(200);
  });

  describe.each(ADMIN_ENDPOINTS)('GET %s', (path) => {
    it.each([
      ['no cookie', undefined],
      ['an unknown session id', `admin_session=${'A'.repeat(43)}`],
      ['a malformed cookie', 'admin_session=%%%; other=1'],
      ['an SQL-looking cookie', "admin_session=' OR '1'='1"],
    ])('answers 401 in the error shape with %s', async (_case, cookie) => {
      const call = request(server()).get(path);
      if (cookie) call.set('Cookie', cookie);
      const response = await call.expect(401);
      expectErrorShape(response.body, 401);
    });

    it('answers 200 with a live session', async () => {
      await request(server())
        .get(path)
        .set('Cookie', await logIn(testApp.app))
        .expect(200);
    });
  });
});

describe('admin login without ADMIN_PASSWORD', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createApiTestApp({ ADMIN_PASSWORD: undefined });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(['anything', 'change-me-to-a-long-secret'])('refuses login with 503 and a clear error, never a default password (%j)', async (password) => {
    const response = await request(testApp.app.getHttpServer()).post('/api/admin/session').send({ password });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ statusCode: 503, error: ADMIN_LOGIN_DISABLED, code: 'ADMIN_LOGIN_DISABLED' });
    expect(response.body.error).toMatch(/Set ADMIN_PASSWORD \(at least 12 characters\) in the API environment and restart the API/);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
