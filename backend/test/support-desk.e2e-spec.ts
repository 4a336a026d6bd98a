import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import { submitSupportRequest } from './support-requests';
import { queryDatabase, type TestApp } from './test-app';

const UNKNOWN_ID = '6f1d3c1e-8f43-4a43-9a4b-0c5d3e2f1a0b';

type Item = { id: string; subject: string; status: string; statusChangedAt: string | null; statusChangedBy: string | null; overdue: boolean; answerDueAt: string };

/** The label a session's status changes carry: the start of the SHA-256 the server keeps of its cookie. */
function labelOf(cookie: string): string {
  const token = cookie.split('=')[1];
  return `admin session ${createHash('sha256').update(token).digest('hex').slice(0, 8)}`;
}

describe('working a support request from open to closed', () => {
  let testApp: TestApp;
  let cookie: string;
  const server = () => testApp.app.getHttpServer();
  const list = async (query = '') =>
    (await request(server()).get(`/api/admin/support-requests${query}`).set('Cookie', cookie).expect(200)).body as { items: Item[]; total: number };
  const setStatus = (id: string, status: unknown) => request(server()).patch(`/api/admin/support-requests/${id}`).set('Cookie', cookie).send({ status });

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await queryDatabase(testApp.databaseUrl, 'DELETE FROM support_request');
  });

  it('starts open, then records answered and closed with the admin session and the time', async () => {
    const id = await submitSupportRequest(testApp.app);
    expect((await list()).items[0]).toMatchObject({ id, status: 'open', statusChangedAt: null, statusChangedBy: null });

    const before = Date.now();
    const answered = await setStatus(id, 'answered').expect(200);
    expect(answered.body).toMatchObject({ id, status: 'answered', statusChangedBy: labelOf(cookie), overdue: false });
    expect(Date.parse(answered.body.statusChangedAt)).toBeGreaterThanOrEqual(before - 1_000);

    const otherCookie = await logIn(testApp.app);
    const closed = await setStatus(id, 'closed').set('Cookie', otherCookie).expect(200);
    expect(closed.body).toMatchObject({ status: 'closed', statusChangedBy: labelOf(otherCookie) });
    expect(labelOf(otherCookie)).not.toBe(labelOf(cookie));
    expect((await list()).items[0]).toMatchObject({ status: 'closed', statusChangedBy: labelOf(otherCookie), statusChangedAt: closed.body.statusChangedAt });
  });

  it('leaves who and when as they were when the status is set to the one it has', async () => {
    const id = await submitSupportRequest(testApp.app);
    const first = await setStatus(id, 'answered').expect(200);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 20));
    const again = await setStatus(id, 'answered')
      .set('Cookie', await logIn(testApp.app))
      .expect(200);
    expect(again.body).toMatchObject({ statusChangedAt: first.body.statusChangedAt, statusChangedBy: first.body.statusChangedBy });
  });

  it('can reopen a closed request', async () => {
    const id = await submitSupportRequest(testApp.app);
    await setStatus(id, 'closed').expect(200);
    expect((await setStatus(id, 'open').expect(200)).body.status).toBe('open');
  });

  it('refuses a status it does not know, an unknown field, a malformed id (400), an unknown id (404), changing nothing', async () => {
    const id = await submitSupportRequest(testApp.app);
    for (const status of ['done', '', 'OPEN', null, 3]) expectErrorShape((await setStatus(id, status).expect(400)).body, 400);
    await request(server()).patch(`/api/admin/support-requests/${id}`).set('Cookie', cookie).send({ status: 'closed', by: 'someone' }).expect(400);
    await setStatus('not-a-uuid', 'closed').expect(400);
    const unknown = await setStatus(UNKNOWN_ID, 'closed').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: 'Support request not found', code: 'SUPPORT_REQUEST_NOT_FOUND' });
    expect((await list()).items[0]).toMatchObject({ status: 'open', statusChangedAt: null });
  });

  it('needs an admin session (401) and the site as origin (403)', async () => {
    const id = await submitSupportRequest(testApp.app);
    await request(server()).patch(`/api/admin/support-requests/${id}`).send({ status: 'closed' }).expect(401);
    await setStatus(id, 'closed').set('Origin', 'https://evil.example').expect(403);
    expect((await list()).items[0].status).toBe('open');
  });

  it('shows an open request past 48 hours as overdue, and filters by status and by overdue', async () => {
    const fresh = await submitSupportRequest(testApp.app, { subject: 'fresh' });
    const late = await submitSupportRequest(testApp.app, { subject: 'late' });
    const lateButAnswered = await submitSupportRequest(testApp.app, { subject: 'late but answered' });
    await queryDatabase(testApp.databaseUrl, `UPDATE support_request SET created_at = now() - interval '49 hours' WHERE id = $1`, [late]);
    await queryDatabase(testApp.databaseUrl, `UPDATE support_request SET created_at = now() - interval '50 hours' WHERE id = $1`, [lateButAnswered]);
    await setStatus(lateButAnswered, 'answered').expect(200);

    const all = await list();
    const byId = Object.fromEntries(all.items.map((item) => [item.id, item]));
    expect([byId[fresh].overdue, byId[late].overdue, byId[lateButAnswered].overdue]).toEqual([false, true, false]);
    expect(Date.parse(byId[late].answerDueAt)).toBeLessThan(Date.now());

    const subjects = async (query: string) => (await list(query)).items.map((item) => item.subject);
    expect(await subjects('?status=open')).toEqual(['fresh', 'late']);
    expect(await subjects('?status=answered')).toEqual(['late but answered']);
    expect(await subjects('?status=closed')).toEqual([]);
    expect(await subjects('?overdue=true')).toEqual(['late']);
    expect(await subjects('?overdue=false')).toEqual(['fresh', 'late but answered']);
    expect(await subjects('?status=open&overdue=false')).toEqual(['fresh']);
    expect((await list('?status=open')).total).toBe(2);

    for (const query of ['?status=pending', '?overdue=yes', '?status=']) await request(server()).get(`/api/admin/support-requests${query}`).set('Cookie', cookie).expect(400);
  });

  it('describes the status change, "send again" and the list filters in OpenAPI', async () => {
    const document = (await request(server()).get('/api/docs-json').expect(200)).body;
    const item = document.paths['/api/admin/support-requests/{id}'].patch;
    expect(Object.keys(item.responses).sort()).toEqual(['200', '400', '401', '404']);
    expect(document.components.schemas.UpdateSupportRequestDto.properties.status.enum).toEqual(['open', 'answered', 'closed']);
    const sendAgain = document.paths['/api/admin/support-requests/{id}/mails/{kind}/send-again'].post;
    expect(Object.keys(sendAgain.responses).sort()).toEqual(['202', '400', '401', '404', '409', '503']);
    const parameters = document.paths['/api/admin/support-requests'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameters.sort()).toEqual(['overdue', 'page', 'pageSize', 'status']);
    expect(Object.keys(document.components.schemas.SupportRequestDto.properties)).toEqual(
      expect.arrayContaining(['status', 'statusChangedAt', 'statusChangedBy', 'answerDueAt', 'overdue', 'mails']),
    );
    expect(document.components.schemas.SupportMailDto.properties.status.enum).toEqual(['queued', 'sent', 'failed', 'skipped']);
  });
});
