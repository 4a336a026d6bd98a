import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { queryDatabase, type TestApp } from './test-app';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import {
  FAST_MAIL,
  mailRows,
  type ReceivedMail,
  startSmtpServer,
  submitSupportRequest,
  SUPPORT_INBOX,
  type TestSmtpServer,
  VALID_SUPPORT_REQUEST as VALID,
  waitForMails,
} from './support-requests';

type StoredRequest = typeof VALID & { id: string };

const stored = (databaseUrl: string) =>
  queryDatabase<StoredRequest>(databaseUrl, 'SELECT id, name, email, subject, category, priority, description FROM support_request ORDER BY created_at');

const queuedJobs = async (databaseUrl: string) => (await queryDatabase(databaseUrl, `SELECT id FROM pgboss.job WHERE name = 'support-mail'`)).length;

describe('POST /api/support', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp({ SMTP_URL: undefined, MAIL_DIR: undefined });
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

  it('records both mails as skipped when mail goes nowhere (no SMTP_URL, no MAIL_DIR, not development)', async () => {
    const id = await submitSupportRequest(testApp.app);
    expect(await mailRows(testApp.databaseUrl)).toEqual([
      { request_id: id, kind: 'team', status: 'skipped', skip_reason: 'no-transport', attempts: 0, last_error: null },
      { request_id: id, kind: 'receipt', status: 'skipped', skip_reason: 'no-transport', attempts: 0, last_error: null },
    ]);
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

describe('the two mails of a support request, through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createApiTestApp({ ...FAST_MAIL, SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT_INBOX, SMTP_FROM: undefined });
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  beforeEach(async () => {
    await queryDatabase(testApp.databaseUrl, 'DELETE FROM support_request');
    smtp.received.length = 0;
  });

  const mailTo = (mails: ReceivedMail[], address: string) => {
    const found = mails.filter((mail) => mail.to.includes(address));
    expect(found).toHaveLength(1);
    return found[0];
  };

  it('mails the request to the support inbox, replying to the visitor, under a Message-ID made of the request id', async () => {
    const id = await submitSupportRequest(testApp.app);
    const team = mailTo(await smtp.waitFor(2), SUPPORT_INBOX);
    expect(team.from).toBe(SUPPORT_INBOX);
    expect(team.to).toEqual([SUPPORT_INBOX]);
    expect(team.parsed.replyTo?.value).toEqual([{ name: 'Kai Lopez', address: 'kai@example.com' }]);
    expect(team.parsed.subject).toBe('Support request (high): Forecast for Steamer Lane looks off');
    expect(team.parsed.messageId).toBe(`<support-request.${id}.team@lineup.example>`);
    expect(team.parsed.text).toContain(`Request id: ${id}`);
    expect(team.parsed.text).toContain('The tide chart shows yesterday.\nSecond line.');
    expect(team.parsed.html).toContain('The tide chart shows yesterday.');
  });

  it('sends the visitor a receipt with the request id, the subject, the 24-48 hour promise and how to reply', async () => {
    const id = await submitSupportRequest(testApp.app);
    const receipt = mailTo(await smtp.waitFor(2), 'kai@example.com');
    expect(receipt.to).toEqual(['kai@example.com']);
    expect(receipt.parsed.to).toMatchObject({ value: [{ name: 'Kai Lopez', address: 'kai@example.com' }] });
    expect(receipt.parsed.replyTo?.value).toEqual([{ name: '', address: SUPPORT_INBOX }]);
    expect(receipt.parsed.messageId).toBe(`<support-request.${id}.receipt@lineup.example>`);
    for (const part of [receipt.parsed.text, receipt.parsed.html]) {
      expect(part).toContain(id);
      expect(part).toContain('Forecast for Steamer Lane looks off');
      expect(part).toContain('within 24-48 hours');
      expect(part).toContain('reply to this email');
    }
  });

  it('records both mails as sent after one attempt each', async () => {
    const id = await submitSupportRequest(testApp.app);
    const rows = await waitForMails(testApp.databaseUrl, (mails) => mails.every((mail) => mail.status === 'sent'));
    expect(rows).toEqual([
      { request_id: id, kind: 'team', status: 'sent', skip_reason: null, attempts: 1, last_error: null },
      { request_id: id, kind: 'receipt', status: 'sent', skip_reason: null, attempts: 1, last_error: null },
    ]);
  });

  it('puts a visitor text into the HTML parts as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)><a href="https://evil.example">win</a> & </p><script>alert(2)</script>';
    await submitSupportRequest(testApp.app, { name: `<b>Kai</b> "Lopez"`, subject: hostile, description: hostile });
    const mails = await smtp.waitFor(2);
    for (const mail of mails) {
      const html = String(mail.parsed.html);
      expect(html).not.toMatch(/<img|<a |<script|<b>/);
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt; &amp; &lt;/p&gt;&lt;script&gt;');
    }
  });

  it.each([
    ['name', 'Kai\r\nBcc: victim@example.com'],
    ['name', 'Kai\nReply-To: x@evil.example'],
    ['subject', 'Help\r\nBcc: victim@example.com'],
    ['subject', 'Help\rX-Injected: yes'],
    ['email', 'kai@example.com\r\nBcc: victim@example.com'],
    ['email', 'kai@example.com\nTo: victim@example.com'],
  ])('refuses a line break in %s (header injection) with 400, storing and queueing nothing', async (field, value) => {
    const jobsBefore = await queuedJobs(testApp.databaseUrl);
    const response = await request(testApp.app.getHttpServer())
      .post('/api/support')
      .send({ ...VALID, [field]: value })
      .expect(400);
    expectErrorShape(response.body, 400);
    expect(response.body.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
    expect(await stored(testApp.databaseUrl)).toEqual([]);
    expect(await mailRows(testApp.databaseUrl)).toEqual([]);
    expect(await queuedJobs(testApp.databaseUrl)).toBe(jobsBefore);
  });

  it('keeps a name full of address syntax inside its one Reply-To address, and mails only the inbox and the visitor', async () => {
    const name = 'Eve <eve@evil.example>, "Mallory" <mallory@evil.example>; Bcc: victim@example.com';
    await submitSupportRequest(testApp.app, { name, subject: 'To: victim@example.com, Bcc: victim@example.com' });
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([[SUPPORT_INBOX], ['kai@example.com']]);
    const team = mailTo(mails, SUPPORT_INBOX);
    expect(team.parsed.replyTo?.value).toEqual([{ name, address: 'kai@example.com' }]);
    expect(team.parsed.bcc).toBeUndefined();
    expect(team.parsed.headers.has('bcc')).toBe(false);
    expect(mailTo(mails, 'kai@example.com').parsed.to).toMatchObject({ value: [{ name, address: 'kai@example.com' }] });
  });
});

describe('mail written as .eml files (MAIL_DIR, or .data/mail in development)', () => {
  let directory: string;
  let testApp: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lineup-mail-'));
    testApp = await createApiTestApp({ SMTP_URL: undefined, MAIL_DIR: directory, SUPPORT_EMAIL: SUPPORT_INBOX });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('writes each of the two mails as a whole .eml file named after its Message-ID, and records them sent', async () => {
    const id = await submitSupportRequest(testApp.app);
    await waitForMails(testApp.databaseUrl, (rows) => rows.length === 2 && rows.every((row) => row.status === 'sent'));
    const files = (await readdir(directory)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(new RegExp(`^\\d{4}-[\\dT-]+Z-support-request\\.${id}\\.(receipt|team)@lineup\\.example\\.eml$`));
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(directory, file)))));
    expect(mails.map((mail) => mail.messageId).sort()).toEqual([`<support-request.${id}.receipt@lineup.example>`, `<support-request.${id}.team@lineup.example>`]);
    expect(mails.map((mail) => mail.from?.text)).toEqual([SUPPORT_INBOX, SUPPORT_INBOX]);
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
    for (const subject of subjects) await submitSupportRequest(testApp.app, { subject, description: 'line one\nline "two", with comma' });
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
      status: 'open',
      statusChangedAt: null,
      statusChangedBy: null,
      answerDueAt: new Date(Date.parse(response.body.items[0].createdAt) + 48 * 3600_000).toISOString(),
      overdue: false,
      mails: [
        { kind: 'team', status: 'skipped', skipReason: 'no-transport', attempts: 0, lastAttemptAt: null, sentAt: null, lastError: null },
        { kind: 'receipt', status: 'skipped', skipReason: 'no-transport', attempts: 0, lastAttemptAt: null, sentAt: null, lastError: null },
      ],
    });
    expect(response.body.items[1].subject).toBe('middle');
    const last = await request(server()).get('/api/admin/support-requests?pageSize=2&page=2').set('Cookie', cookie).expect(200);
    expect(last.body.items.map((item: { subject: string }) => item.subject)).toEqual(['oldest']);
    const beyond = await request(server()).get('/api/admin/support-requests?page=9').set('Cookie', cookie).expect(200);
    expect(beyond.body).toEqual({ items: [], total: 3, page: 9, pageSize: 50 });
  });

  it('sends no CSV of its own: the browser makes it from the pages (docs/architecture.md), so ?format=csv is an unknown field', async () => {
    const response = await request(server()).get('/api/admin/support-requests?format=csv').set('Cookie', cookie).expect(400);
    expectErrorShape(response.body, 400);
    expect(response.body.code).toBe('UNKNOWN_FIELDS');
  });
});
