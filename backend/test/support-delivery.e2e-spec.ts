import request from 'supertest';
import { createApiTestApp, logIn } from './api-test-app';
import { FAST_MAIL, startSmtpServer, submitSupportRequest, SUPPORT_INBOX, type TestSmtpServer, waitForMails } from './support-requests';
import { queryDatabase, type TestApp } from './test-app';

const VISITOR = 'kai@example.com';
/** Enough for backoff of 1, 2 and 4 s with jitter, polls and two mails. */
const DELIVERY_TIMEOUT_MS = 60_000;

type MailState = { kind: string; status: string; skipReason: string | null; attempts: number; lastError: string | null; sentAt: string | null };

type Desk = { smtp: TestSmtpServer; testApp: TestApp; cookie: string };

/** An SMTP server and an API on it with an admin session, for the enclosing describe block: filled in by its beforeAll, closed by its afterAll. */
function deskForBlock(env: Record<string, string> = {}): Desk {
  const desk = {} as Desk;
  beforeAll(async () => {
    desk.smtp = await startSmtpServer();
    desk.testApp = await createApiTestApp({ ...FAST_MAIL, SMTP_URL: desk.smtp.url, SUPPORT_EMAIL: SUPPORT_INBOX, ...env });
    desk.cookie = await logIn(desk.testApp.app);
  });
  afterAll(async () => {
    await desk.testApp.close();
    await desk.smtp.close();
  });
  return desk;
}

async function mailsOf(testApp: TestApp, cookie: string, id: string): Promise<MailState[]> {
  const response = await request(testApp.app.getHttpServer()).get('/api/admin/support-requests').set('Cookie', cookie).expect(200);
  return (response.body.items as { id: string; mails: MailState[] }[]).find((item) => item.id === id)?.mails ?? [];
}

const allSent = (rows: { status: string }[]) => rows.length > 0 && rows.every((row) => row.status === 'sent');

/** Milliseconds between one recipient's attempts. */
function gapsTo(smtp: TestSmtpServer, address: string): number[] {
  const times = smtp.attempts.filter((attempt) => attempt.to.includes(address)).map((attempt) => attempt.at);
  return times.slice(1).map((time, index) => time - times[index]);
}

describe('delivery through an SMTP server that refuses the first three attempts', () => {
  const desk = deskForBlock({ MAIL_RETRY_LIMIT: '3' });

  it(
    'delivers each mail exactly once, after retries',
    async () => {
      desk.smtp.refuse(3);
      const id = await submitSupportRequest(desk.testApp.app);
      const rows = await waitForMails(desk.testApp.databaseUrl, allSent, DELIVERY_TIMEOUT_MS);
      // Let any stray retry show itself before counting.
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 3_000));
      expect(desk.smtp.received.map((mail) => mail.to).sort()).toEqual([[SUPPORT_INBOX], [VISITOR]]);
      expect(desk.smtp.received.map((mail) => mail.parsed.messageId).sort()).toEqual([
        `<support-request.${id}.receipt@lineup.example>`,
        `<support-request.${id}.team@lineup.example>`,
      ]);
      expect(desk.smtp.attempts.filter((attempt) => !attempt.accepted)).toHaveLength(3);
      expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(5);
      expect(rows.map((row) => row.last_error)).toEqual([null, null]);
    },
    DELIVERY_TIMEOUT_MS,
  );
});

describe('delivery through an SMTP server that never accepts', () => {
  const desk = deskForBlock();

  it(
    'waits longer before each retry, marks both mails failed after the last, and "send again" delivers each once it accepts',
    async () => {
      desk.smtp.refuse('always');
      const id = await submitSupportRequest(desk.testApp.app);
      await waitForMails(desk.testApp.databaseUrl, (rows) => rows.length === 2 && rows.every((row) => row.status === 'failed'), DELIVERY_TIMEOUT_MS);

      for (const address of [SUPPORT_INBOX, VISITOR]) {
        const gaps = gapsTo(desk.smtp, address);
        // MAIL_RETRY_LIMIT=2: three attempts, the retries at least 1 s, then 2 s after the failure before.
        expect(gaps).toHaveLength(2);
        expect(gaps[0]).toBeGreaterThanOrEqual(1_000);
        expect(gaps[1]).toBeGreaterThanOrEqual(2_000);
      }
      const failed = await mailsOf(desk.testApp, desk.cookie, id);
      expect(failed).toEqual([
        expect.objectContaining({ kind: 'team', status: 'failed', attempts: 3, sentAt: null, lastError: expect.stringContaining('451') }),
        expect.objectContaining({ kind: 'receipt', status: 'failed', attempts: 3, sentAt: null, lastError: expect.stringContaining('451') }),
      ]);
      expect(desk.smtp.received).toEqual([]);

      desk.smtp.refuse(0);
      for (const kind of ['team', 'receipt']) {
        const again = await request(desk.testApp.app.getHttpServer()).post(`/api/admin/support-requests/${id}/mails/${kind}/send-again`).set('Cookie', desk.cookie).expect(202);
        expect(again.body.mails.find((mail: MailState) => mail.kind === kind).status).toBe('queued');
      }
      await waitForMails(desk.testApp.databaseUrl, allSent, DELIVERY_TIMEOUT_MS);
      await new Promise((resolveSoon) => setTimeout(resolveSoon, 2_000));
      expect(desk.smtp.received.map((mail) => mail.to).sort()).toEqual([[SUPPORT_INBOX], [VISITOR]]);
      expect(await mailsOf(desk.testApp, desk.cookie, id)).toEqual([
        expect.objectContaining({ kind: 'team', status: 'sent', attempts: 4, sentAt: expect.any(String), lastError: null }),
        expect.objectContaining({ kind: 'receipt', status: 'sent', attempts: 4, sentAt: expect.any(String), lastError: null }),
      ]);
    },
    DELIVERY_TIMEOUT_MS * 2,
  );

  it('answers "send again" for a mail that is not failed with 409, for an unknown request with 404, for a wrong kind with 400', async () => {
    desk.smtp.refuse(0);
    const id = await submitSupportRequest(desk.testApp.app, { email: 'sent-already@example.com' });
    await waitForMails(desk.testApp.databaseUrl, (rows) => rows.filter((row) => row.request_id === id).every((row) => row.status === 'sent'));
    const server = desk.testApp.app.getHttpServer();
    const conflict = await request(server).post(`/api/admin/support-requests/${id}/mails/team/send-again`).set('Cookie', desk.cookie).expect(409);
    expect(conflict.body).toEqual({ statusCode: 409, error: 'Only a failed mail can be sent again; this team mail is sent', code: 'SUPPORT_MAIL_NOT_FAILED' });
    const unknown = await request(server).post('/api/admin/support-requests/6f1d3c1e-8f43-4a43-9a4b-0c5d3e2f1a0b/mails/team/send-again').set('Cookie', desk.cookie).expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: 'Support request not found', code: 'SUPPORT_REQUEST_NOT_FOUND' });
    await request(server).post(`/api/admin/support-requests/${id}/mails/sms/send-again`).set('Cookie', desk.cookie).expect(400);
    await request(server).post(`/api/admin/support-requests/not-a-uuid/mails/team/send-again`).set('Cookie', desk.cookie).expect(400);
    await request(server).post(`/api/admin/support-requests/${id}/mails/team/send-again`).expect(401);
  });
});

describe('a mail the SMTP server refuses for good (5xx)', () => {
  const desk = deskForBlock({ MAIL_RETRY_LIMIT: '5' });

  it('is marked failed after that one attempt, without retries', async () => {
    desk.smtp.refuse(1, 550);
    await submitSupportRequest(desk.testApp.app);
    const rows = await waitForMails(desk.testApp.databaseUrl, (mails) => mails.every((mail) => mail.status !== 'queued'));
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed).toEqual([expect.objectContaining({ attempts: 1, last_error: expect.stringContaining('550') })]);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 2_500));
    expect(desk.smtp.attempts).toHaveLength(2);
  });
});

describe('the receipt limit', () => {
  const desk = deskForBlock();

  const receiptsTo = (address: string) => desk.smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));

  it('sends at most 3 receipts a day to one address in any letter case; past that the request is stored, the team mailed and told, the receipt marked skipped', async () => {
    const ids: string[] = [];
    for (const email of ['limit@example.com', 'Limit@example.com', 'LIMIT@EXAMPLE.COM', 'limit@Example.com']) ids.push(await submitSupportRequest(desk.testApp.app, { email }));
    const rows = await waitForMails(desk.testApp.databaseUrl, (mails) => mails.length === 8 && mails.every((mail) => mail.status !== 'queued'));
    expect(rows.filter((row) => row.kind === 'team').map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(rows.filter((row) => row.kind === 'receipt').map((row) => [row.status, row.skip_reason])).toEqual([
      ['sent', null],
      ['sent', null],
      ['sent', null],
      ['skipped', 'receipt-limit'],
    ]);
    expect(receiptsTo('limit@example.com')).toHaveLength(3);
    const lastTeamMail = desk.smtp.received.find((mail) => mail.parsed.messageId === `<support-request.${ids[3]}.team@lineup.example>`);
    expect(lastTeamMail?.parsed.text).toContain('Receipt: not sent: this address already had 3 receipts in the last 24 hours');
    expect(await mailsOf(desk.testApp, desk.cookie, ids[3])).toEqual([
      expect.objectContaining({ kind: 'team', status: 'sent' }),
      expect.objectContaining({ kind: 'receipt', status: 'skipped', skipReason: 'receipt-limit', attempts: 0 }),
    ]);

    await submitSupportRequest(desk.testApp.app, { email: 'someone-else@example.com' });
    await waitForMails(desk.testApp.databaseUrl, (mails) => mails.length === 10 && mails.every((mail) => mail.status !== 'queued'));
    expect(receiptsTo('someone-else@example.com')).toHaveLength(1);
  });

  it('holds under concurrent requests for one address: exactly 3 receipts of 8', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => submitSupportRequest(desk.testApp.app, { email: 'burst@example.com' })));
    expect(new Set(ids).size).toBe(8);
    const [{ queued }] = await queryDatabase<{ queued: number }>(
      desk.testApp.databaseUrl,
      `SELECT count(*)::int AS queued FROM support_mail WHERE kind = 'receipt' AND recipient = 'burst@example.com' AND status <> 'skipped'`,
    );
    expect(queued).toBe(3);
  });

  it('in a burst stored together, counts one address across the requests of the same transaction', async () => {
    const crowd = ['crowd@example.com', 'Crowd@example.com', 'CROWD@example.com', 'crowd@EXAMPLE.com', 'crowd@example.com', 'Crowd@Example.com'];
    const others = Array.from({ length: 18 }, (_, index) => `surfer-${index}@example.com`);
    const emails = [...crowd, ...others].sort(() => Math.random() - 0.5);
    const ids = await Promise.all(emails.map((email) => submitSupportRequest(desk.testApp.app, { email })));

    const requests = await queryDatabase<{ id: string; tx: string }>(desk.testApp.databaseUrl, `SELECT id, xmin::text AS tx FROM support_request WHERE id = ANY($1)`, [ids]);
    expect(requests).toHaveLength(24);
    // Stored by fewer transactions than requests: the requests that arrived together went together.
    expect(new Set(requests.map((row) => row.tx)).size).toBeLessThan(24);
    const receipts = await queryDatabase<{ address: string; sent: number; skipped: number }>(
      desk.testApp.databaseUrl,
      `SELECT lower(recipient) AS address, count(*) FILTER (WHERE status <> 'skipped')::int AS sent, count(*) FILTER (WHERE status = 'skipped')::int AS skipped
       FROM support_mail WHERE kind = 'receipt' AND request_id = ANY($1) GROUP BY 1`,
      [ids],
    );
    expect(receipts.find((row) => row.address === 'crowd@example.com')).toEqual({ address: 'crowd@example.com', sent: 3, skipped: 3 });
    expect(receipts.filter((row) => row.address !== 'crowd@example.com').every((row) => row.sent === 1 && row.skipped === 0)).toBe(true);
    expect(receipts).toHaveLength(19);
  });

  it('counts only the last 24 hours', async () => {
    await queryDatabase(desk.testApp.databaseUrl, `UPDATE support_mail SET created_at = now() - interval '25 hours' WHERE lower(recipient) = 'limit@example.com'`);
    const id = await submitSupportRequest(desk.testApp.app, { email: 'limit@example.com' });
    const rows = await waitForMails(desk.testApp.databaseUrl, (mails) => mails.filter((mail) => mail.request_id === id).every((mail) => mail.status === 'sent'));
    expect(rows.filter((row) => row.request_id === id)).toHaveLength(2);
  });
});
