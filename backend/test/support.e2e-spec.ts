import { Logger } from '@nestjs/common';
import request from 'supertest';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import { closedPort, type FakeSmtp, startFakeSmtp } from './fake-smtp';

const VALID = {
  name: 'Kai Lopez',
  email: 'kai@example.com',
  subject: 'Forecast for Steamer Lane looks off',
  category: 'forecasts',
  priority: 'high',
  description: 'The tide chart shows yesterday.\nSecond line.',
};

type StoredRequest = typeof VALID & { id: string };

const stored = (databaseUrl: string) =>
  queryDatabase<StoredRequest>(databaseUrl, 'SELECT id, name, email, subject, category, priority, description FROM support_request ORDER BY created_at');

describe('POST /api/support', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp({ SMTP_URL: undefined });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await queryDatabase(testApp.databaseUrl, 'DELETE FROM support_request');
  });

  it('answers 201 {"ok": true, "id"} and stores every field under that id', async () => {
    const response = await request(server()).post('/api/support').send(VALID).expect(201);
    expect(response.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) });
    expect(await stored(testApp.databaseUrl)).toEqual([{ id: response.body.id, ...VALID }]);
  });

  it.each(['account', 'forecasts', 'app', 'billing', 'community', 'data', 'technical', 'feedback', 'other'])('accepts the category %s', async (category) => {
    await request(server())
      .post('/api/support')
      .send({ ...VALID, category })
      .expect(201);
  });

  it.each(['low', 'medium', 'high', 'urgent'])('accepts the priority %s', async (priority) => {
    await request(server())
      .post('/api/support')
      .send({ ...VALID, priority })
      .expect(201);
  });

  it('accepts every field at its maximum length', async () => {
    const longest = {
      ...VALID,
      name: 'n'.repeat(100),
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
      subject: 's'.repeat(200),
      description: 'd'.repeat(5000),
    };
    expect(longest.email).toHaveLength(254);
    await request(server()).post('/api/support').send(longest).expect(201);
  });

  it('stores unicode and SQL-looking text exactly as sent, trimmed', async () => {
    const text = {
      ...VALID,
      name: '  José Núñez 🏄  ',
      subject: "Robert'); DROP TABLE support_request;--",
      description: '<script>alert(1)</script>\n\t日本語のテキスト',
    };
    const response = await request(server()).post('/api/support').send(text).expect(201);
    expect(await stored(testApp.databaseUrl)).toEqual([{ ...text, id: response.body.id, name: 'José Núñez 🏄' }]);
  });

  it('lists every field at fault in details', async () => {
    const response = await request(server())
      .post('/api/support')
      .send({ ...VALID, email: 'not-an-email', category: 'urgent', subject: '' })
      .expect(400);
    expectErrorShape(response.body, 400);
    expect(response.body.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['category', 'email', 'subject']);
    expect(response.body.error).toMatch(/^Invalid /);
  });
});

describe('support request mail', () => {
  let smtp: FakeSmtp;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    testApp = await createApiTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'desk@lineup.example', SMTP_FROM: undefined });
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('mails each stored request to SUPPORT_EMAIL, replying to the sender', async () => {
    const response = await request(testApp.app.getHttpServer()).post('/api/support').send(VALID).expect(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['desk@lineup.example']);
    expect(mail.from).toBe('desk@lineup.example');
    expect(mail.data).toMatch(/^Reply-To: Kai Lopez <kai@example\.com>$/m);
    expect(mail.data).toMatch(/^Subject: Support request \(high\): Forecast for Steamer Lane looks off$/m);
    expect(mail.data).toContain(response.body.id);
    expect(mail.data).toContain('The tide chart shows yesterday.');
  });
});

describe('support requests when the mail server is down', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createApiTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('still answers 201, keeps the request and logs the failure', async () => {
    const logged = new Promise<unknown>((resolve) => {
      jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => resolve(message));
    });
    const response = await request(testApp.app.getHttpServer()).post('/api/support').send(VALID).expect(201);
    expect(await stored(testApp.databaseUrl)).toEqual([{ id: response.body.id, ...VALID }]);
    expect(await logged).toMatchObject({ msg: 'support request mail failed', supportRequestId: response.body.id });
  });
});

describe('GET /api/admin/support-requests', () => {
  let testApp: TestApp;
  let cookie: string;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    const subjects = ['oldest', 'middle', '=HYPERLINK("http://evil")'];
    for (const subject of subjects) {
      await request(server())
        .post('/api/support')
        .send({ ...VALID, subject, description: 'line one\nline "two", with comma' })
        .expect(201);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lists the requests newest first with every field, a page at a time', async () => {
    const response = await request(server()).get('/api/admin/support-requests?pageSize=2').set('Cookie', cookie).expect(200);
    expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(response.body.items).toHaveLength(2);
    expect(response.body.items[0]).toEqual({
      ...VALID,
      id: expect.any(String),
      subject: '=HYPERLINK("http://evil")',
      description: 'line one\nline "two", with comma',
      createdAt: expect.any(String),
    });
    expect(response.body.items[1].subject).toBe('middle');
    const last = await request(server()).get('/api/admin/support-requests?pageSize=2&page=2').set('Cookie', cookie).expect(200);
    expect(last.body.items.map((item: { subject: string }) => item.subject)).toEqual(['oldest']);
    const beyond = await request(server()).get('/api/admin/support-requests?page=9').set('Cookie', cookie).expect(200);
    expect(beyond.body).toEqual({ items: [], total: 3, page: 9, pageSize: 50 });
  });

  it('downloads every request as CSV, quoted where needed and with formulas defused', async () => {
    const response = await request(server()).get('/api/admin/support-requests?format=csv').set('Cookie', cookie).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="support-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.text.split('\n')[0]).toBe('createdAt,name,email,subject,category,priority,description,id');
    expect(response.text).toContain(`,"'=HYPERLINK(""http://evil"")",forecasts,high,"line one\nline ""two"", with comma",`);
    expect(response.text.indexOf('HYPERLINK')).toBeLessThan(response.text.indexOf(',middle,'));
  });
});
