import request from 'supertest';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';

const ALREADY_REGISTERED = 'This email has already been registered for the beta.';

describe('POST /api/beta-signup', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();
  const signups = () => queryDatabase<{ email: string }>(testApp.databaseUrl, 'SELECT email FROM beta_signup ORDER BY created_at');

  beforeAll(async () => {
    testApp = await createApiTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await queryDatabase(testApp.databaseUrl, 'DELETE FROM beta_signup');
  });

  it('answers 201 {"ok": true} and stores the email trimmed and in lower case', async () => {
    const response = await request(server()).post('/api/beta-signup').send({ email: '  Kai.Lopez@Example.com ' }).expect(201);
    expect(response.body).toEqual({ ok: true });
    expect(await signups()).toEqual([{ email: 'kai.lopez@example.com' }]);
  });

  it('answers 409 with the contract message for the same email in another letter case', async () => {
    await request(server()).post('/api/beta-signup').send({ email: 'kai@example.com' }).expect(201);
    const response = await request(server()).post('/api/beta-signup').send({ email: 'KAI@Example.COM' }).expect(409);
    expect(response.body).toEqual({ statusCode: 409, error: ALREADY_REGISTERED, code: 'BETA_ALREADY_REGISTERED' });
    expect(await signups()).toHaveLength(1);
  });

  it('stores one row when the same email signs up many times at once: one 201, the others 409, never a 500', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        request(server())
          .post('/api/beta-signup')
          .send({ email: index % 2 ? 'race@example.com' : 'RACE@example.com' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(24);
    expect(await signups()).toEqual([{ email: 'race@example.com' }]);
  });

  it('accepts an email of exactly 254 characters and refuses 255', async () => {
    const local = 'a'.repeat(64);
    const domainOf = (length: number) => `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 63 - 63 - 2 - 4)}.com`;
    const exact = `${local}@${domainOf(254 - 65)}`;
    expect(exact).toHaveLength(254);
    await request(server()).post('/api/beta-signup').send({ email: exact }).expect(201);
    const tooLong = `${local}@${domainOf(255 - 65)}`;
    expect(tooLong).toHaveLength(255);
    const response = await request(server()).post('/api/beta-signup').send({ email: tooLong }).expect(400);
    expectErrorShape(response.body, 400);
  });
});

describe('GET /api/admin/beta-signups', () => {
  let testApp: TestApp;
  let cookie: string;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    for (const [index, email] of ['first@example.com', 'second@example.com', '=cmd|calc@example.com'].entries()) {
      await queryDatabase(testApp.databaseUrl, `INSERT INTO beta_signup (id, email, created_at) VALUES (gen_random_uuid(), $1, now() - make_interval(mins => $2))`, [
        email,
        10 - index,
      ]);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lists the signups newest first, a page at a time', async () => {
    const response = await request(server()).get('/api/admin/beta-signups?page=1&pageSize=2').set('Cookie', cookie).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      items: [
        { id: expect.any(String), email: '=cmd|calc@example.com', createdAt: expect.any(String) },
        { id: expect.any(String), email: 'second@example.com', createdAt: expect.any(String) },
      ],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    const second = await request(server()).get('/api/admin/beta-signups?page=2&pageSize=2').set('Cookie', cookie).expect(200);
    expect(second.body.items.map((item: { email: string }) => item.email)).toEqual(['first@example.com']);
  });

  it('pages by 50 unless told otherwise', async () => {
    const response = await request(server()).get('/api/admin/beta-signups').set('Cookie', cookie).expect(200);
    expect(response.body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
  });

  it('lists every signup newest first, as sent (a CSV made from it defuses formulas: features/admin/csv.ts)', async () => {
    const response = await request(server()).get('/api/admin/beta-signups').set('Cookie', cookie).expect(200);
    expect(response.body.items.map((signup: { email: string }) => signup.email)).toEqual(['=cmd|calc@example.com', 'second@example.com', 'first@example.com']);
  });

  it.each(['page=0', 'pageSize=201', 'pageSize=abc', 'page=1.5', 'format=csv', 'sort=email'])('answers 400 to ?%s', async (query) => {
    const response = await request(server()).get(`/api/admin/beta-signups?${query}`).set('Cookie', cookie).expect(400);
    expectErrorShape(response.body, 400);
  });
});
