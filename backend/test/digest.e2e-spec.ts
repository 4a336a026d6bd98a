import PgBoss from 'pg-boss';
import request from 'supertest';
import { AnalyticsRollupService } from '../src/analytics/analytics-rollup.service';
import { Clock } from '../src/common/clock';
import { DigestFiguresService, type InfluencerWeek } from '../src/digest/digest-figures.service';
import { DIGEST_SCHEDULE, DigestService } from '../src/digest/digest.service';
import { weekOf } from '../src/digest/digest-week';
import { appleCampaignToken } from '../src/installs/apple-campaign-token';
import { insertRawEvents, type RawEvent } from './analytics-events';
import { createApiTestApp, expectErrorShape, logIn } from './api-test-app';
import { appleFile } from '../../infra/scripts/store-files.mjs';
import { FAST_MAIL, type ReceivedMail, startSmtpServer, submitSupportRequest, SUPPORT_INBOX, type TestSmtpServer } from './support-requests';
import { createTestDatabase, queryDatabase, type TestApp, type TestDatabase } from './test-app';

const TEAM = ['team@lineup.example', 'ops@lineup.example'];
const DIGEST_ENV = { ...FAST_MAIL, SUPPORT_EMAIL: SUPPORT_INBOX, DIGEST_RECIPIENTS: TEAM.join(', ') };
const LA = 'America/Los_Angeles';
const phone = (n: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${n} Mobile/15E148 Safari/604.1`;
/** The support requests seeded send their own mails to the same server. */
async function digestMail(smtp: TestSmtpServer, messageId = '<digest-', timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((received) => received.messageId?.startsWith(messageId));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('no digest arrived');
    await settle(100);
  }
}

const settle = (ms: number) => new Promise((resolveSoon) => setTimeout(resolveSoon, ms));

describe('the digest routes without recipients', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('need the admin session', async () => {
    const server = testApp.app.getHttpServer();
    const preview = await request(server).post('/api/admin/digest/preview').expect(401);
    expectErrorShape(preview.body, 401);
    expect(preview.body.code).toBe('ADMIN_SESSION_REQUIRED');
    await request(server).get('/api/admin/digest').expect(401);
  });

  it('refuse a preview with DIGEST_NOT_CONFIGURED and say nothing is scheduled', async () => {
    const server = testApp.app.getHttpServer();
    const preview = await request(server).post('/api/admin/digest/preview').set('Cookie', cookie).expect(409);
    expect(preview.body).toEqual({ statusCode: 409, error: 'The weekly digest has no recipients (DIGEST_RECIPIENTS is unset)', code: 'DIGEST_NOT_CONFIGURED' });
    expect(preview.headers['retry-after']).toBeUndefined();
    const settings = await request(server).get('/api/admin/digest').set('Cookie', cookie).expect(200);
    expect(settings.body).toEqual({ recipients: [], timeZone: LA, scheduled: false, nextRunAt: null });
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT id FROM digest_mail')).toEqual([]);
  });
});

/** Week 2026-W47 (Monday 16 to Sunday 22 November), the week before it, and a call just after it. */
const WEEK = weekOf('2026-11-16');
const DIGEST_TIME = new Date('2026-11-23T16:00:00Z');
type Call = [path: string, kind: string, influencer: string, visitor: number, at: string];
const CALLS: Call[] = [
  ...[1, 2, 3].map((visitor): Call => ['/api/influencer', 'page-view', 'kai', visitor, '2026-11-16T00:00:00.000Z']),
  ['/api/influencer', 'app-store-click', 'kai', 1, '2026-11-16T00:05:00.000Z'],
  ['/api/influencer', 'page-view', 'kai', 1, '2026-11-22T23:59:59.999Z'],
  ...[4, 5].map((visitor): Call => ['/api/influencer', 'page-view', 'ana', visitor, '2026-11-18T10:00:00.000Z']),
  ['/api/influencer', 'play-store-click', 'ana', 4, '2026-11-18T10:01:00.000Z'],
  ...[6, 7, 8, 9].map((visitor): Call => ['/api/influencer', 'page-view', 'before', visitor, '2026-11-15T23:59:59.999Z']),
  ...[6, 7, 8, 9].map((visitor): Call => ['/api/influencer', 'page-view', 'after', visitor, '2026-11-23T00:00:00.000Z']),
  ...[1, 2].map((visitor): Call => ['/api/launch-party-influencer', 'page-view', 'sam', visitor, '2026-11-20T12:00:00.000Z']),
  ...Array.from({ length: 11 }, (_, index): Call => ['/api/launch-party-influencer', 'page-view', `crew${String(index).padStart(2, '0')}`, 3, '2026-11-21T12:00:00.000Z']),
];

/** Site events of the week (three visitors, a bot) and of the week before (one visitor). */
const SITE_EVENTS: RawEvent[] = [
  { at: '2026-11-16T00:00:00Z', visitor: 'v1', path: '/', source: 'Instagram' },
  { at: '2026-11-16T00:01:00Z', visitor: 'v1', path: '/getapp' },
  { at: '2026-11-16T00:02:00Z', visitor: 'v1', path: '/getapp', event: 'app_store_click', label: 'ios' },
  { at: '2026-11-17T08:00:00Z', bot: true, path: '/' },
  { at: '2026-11-18T09:00:00Z', visitor: 'v2', path: '/', source: 'Google' },
  { at: '2026-11-22T23:59:59.999Z', visitor: 'v3', path: '/<b>x</b>', source: '<i>evil</i>' },
  { at: '2026-11-15T23:59:59.999Z', visitor: 'v9', path: '/' },
  { at: '2026-11-23T00:00:00Z', visitor: 'v8', path: '/' },
];

describe('the digest of a seeded week', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createApiTestApp({ ...DIGEST_ENV, SMTP_URL: smtp.url });
    cookie = await logIn(testApp.app);
    const server = testApp.app.getHttpServer();
    const now = jest.spyOn(testApp.app.get(Clock), 'now');
    for (const [path, kind, influencer, visitor, at] of CALLS) {
      now.mockReturnValue(new Date(at));
      await request(server).post(`${path}/${kind}`).set('User-Agent', phone(visitor)).send({ influencer }).expect(204);
    }
    now.mockReturnValue(DIGEST_TIME);
    // The App Store reports 18 to 23 November; Google Play nothing yet.
    const installs = appleFile(
      (
        [
          ['kai', '2026-11-18', 3],
          ['ana', '2026-11-20', 2],
          ['after', '2026-11-23', 5],
        ] as const
      ).map(([influencer, day, counts]) => ({
        day,
        campaign: appleCampaignToken({ campaign: 'influencer', influencer }),
        counts,
      })),
    );
    await request(server).post('/api/admin/installs/imports').set('Cookie', cookie).attach('file', installs, 'apple.txt.gz').expect(201);
    await testApp.app.get(AnalyticsRollupService).whenIdle();
    await insertRawEvents(testApp.databaseUrl, SITE_EVENTS);

    const [openedEarly, answered, openLate, answeredLater, overdueOld] = [
      await submitSupportRequest(testApp.app),
      await submitSupportRequest(testApp.app),
      await submitSupportRequest(testApp.app),
      await submitSupportRequest(testApp.app),
      await submitSupportRequest(testApp.app),
    ];
    const set = (id: string, createdAt: string, status = 'open', changedAt: string | null = null) =>
      queryDatabase(testApp.databaseUrl, 'UPDATE support_request SET created_at = $2, status = $3, status_changed_at = $4 WHERE id = $1', [id, createdAt, status, changedAt]);
    await set(openedEarly, '2026-11-16T00:00:00Z');
    await set(answered, '2026-11-20T09:00:00Z', 'answered', '2026-11-21T09:00:00Z');
    // Opened in the week and not yet 48 hours old at the digest: open, not overdue.
    await set(openLate, '2026-11-22T23:00:00Z');
    await set(answeredLater, '2026-11-22T10:00:00Z', 'answered', '2026-11-23T01:00:00Z');
    await set(overdueOld, '2026-11-02T10:00:00Z');
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp.close();
    await smtp.close();
  });

  const get = (path: string) => request(testApp.app.getHttpServer()).get(path).set('Cookie', cookie).expect(200);

  it('has each campaign’s top influencers by visitors as the dashboard API answers them for the week', async () => {
    const figures = await testApp.app.get(DigestFiguresService).of(WEEK);
    for (const { campaign, influencers } of figures.campaigns) {
      const path = campaign === 'influencer' ? '/api/influencer' : '/api/launch-party-influencer';
      // The dashboard sorted by visitors: ties in handle order, in the same direction.
      const top = (await get(`${path}/stats?from=${WEEK.monday}&to=${WEEK.sunday}&sort=uniqueVisitors&order=desc&limit=10`)).body as InfluencerWeek[];
      expect(influencers).toEqual(top.filter((record) => record.uniqueVisitors > 0).map((record) => expect.objectContaining(record)));
    }
    const [invites, party] = figures.campaigns;
    expect(
      invites.influencers.map((row) => [row.influencer, row.uniqueVisitors, row.pageViews, row.appStoreClicks, row.playStoreClicks, row.appStoreInstalls, row.playStoreInstalls]),
    ).toEqual([
      ['kai', 4, 4, 1, 0, 3, null],
      ['ana', 2, 2, 0, 1, 2, null],
    ]);
    expect(figures.installsThrough).toEqual({ appStore: '2026-11-23', playStore: null });
    expect(party.influencers.map((row) => row.influencer)).toEqual(['sam', 'crew10', ...Array.from({ length: 8 }, (_, index) => `crew0${9 - index}`)]);
  });

  it('has the site’s figures, sources and pages as the analytics API answers them for the week', async () => {
    const { site } = await testApp.app.get(DigestFiguresService).of(WEEK);
    const summary = (await get(`/api/admin/analytics/summary?from=${WEEK.monday}&to=${WEEK.sunday}`)).body as Record<'current' | 'previous', Record<string, number>>;
    const only = ({ visitors, pageViews, storeTaps }: Record<string, number>) => ({ visitors, pageViews, storeTaps });
    expect({ current: site.current, previous: site.previous }).toEqual({ current: only(summary.current), previous: only(summary.previous) });
    expect(site.current).toEqual({ visitors: 3, pageViews: 4, storeTaps: 1 });
    expect(site.previous).toEqual({ visitors: 1, pageViews: 1, storeTaps: 0 });
    for (const dimension of ['source', 'page'] as const) {
      const breakdown = (await get(`/api/admin/analytics/breakdown?from=${WEEK.monday}&to=${WEEK.sunday}&dimension=${dimension}&limit=5`)).body as {
        rows: { value: string; visitors: number }[];
      };
      expect(site.top[dimension]).toEqual(breakdown.rows.map(({ value, visitors }) => ({ value, visitors })));
    }
    expect(site.top.source.map((row) => row.value).sort()).toEqual(['<i>evil</i>', 'Google', 'Instagram']);
  });

  it('counts the support requests opened, answered and overdue as the support desk API shows them', async () => {
    const { support } = await testApp.app.get(DigestFiguresService).of(WEEK);
    const list = (await get('/api/admin/support-requests?pageSize=100')).body as { items: { createdAt: string; status: string; statusChangedAt: string | null }[] };
    const inWeek = (at: string | null) => at !== null && at >= '2026-11-16T00:00:00.000Z' && at < '2026-11-23T00:00:00.000Z';
    const overdue = (await get('/api/admin/support-requests?overdue=true')).body as { total: number };
    expect(support).toEqual({
      opened: list.items.filter((item) => inWeek(item.createdAt)).length,
      answered: list.items.filter((item) => item.status === 'answered' && inWeek(item.statusChangedAt)).length,
      overdue: overdue.total,
    });
    expect(support).toEqual({ opened: 4, answered: 1, overdue: 2 });
  });

  it('sends a preview of the last complete week to the recipients, marked in its subject, as text and HTML', async () => {
    const response = await request(testApp.app.getHttpServer()).post('/api/admin/digest/preview').set('Cookie', cookie).expect(202);
    expect(response.body).toEqual({ recipients: TEAM, week: '2026-W47', messageId: expect.stringMatching(/^<digest-2026-W47\.preview\.[0-9a-f-]{36}@lineup\.example>$/) });
    // The start's catch-up sends the real last week's digest too: only the preview is looked at.
    const mail = await digestMail(smtp, response.body.messageId);
    expect(mail.to).toEqual(TEAM);
    expect(mail.messageId).toBe(response.body.messageId);
    expect(mail.parsed?.subject).toBe('Preview: Lineup weekly digest 2026-W47 (2026-11-16 to 2026-11-22)');
    const text = mail.parsed?.text ?? '';
    expect(text).toContain('Monday, 16 November 2026 to Sunday, 22 November 2026');
    expect(text).toContain('UTC');
    expect(text).toContain('- kai: 4 visitors, 4 page views, 1 store tap, conversion 25%, visitor conversion 25%, 3 installs (App Store 3, Google Play: no store report yet)\n');
    expect(text).toContain('- ana: 2 visitors, 2 page views, 1 store tap, conversion 50%, visitor conversion 50%, 2 installs (App Store 2, Google Play: no store report yet)\n');
    expect(text).toContain('- sam: 2 visitors, 2 page views, 0 store taps, conversion 0%, visitor conversion 0%, 0 installs (App Store 0, Google Play: no store report yet)\n');
    expect(text.match(/^Installs: App Store through 23 Nov, Google Play not imported yet$/gm)).toHaveLength(2);
    expect(mail.parsed?.html).toContain('3 installs (App Store 3, Google Play: no store report yet)');
    expect(text).toContain('- Opened: 4');
    expect(text).toContain('- Overdue now (open past the 48-hour promise): 2');
    expect(text).toContain('- Visitors: 3 (+200% on the week before (1))');
    expect(text).toContain('- <i>evil</i>: 1');
    expect(mail.parsed?.html).toContain('<strong>kai:</strong> 4 visitors');
    expect(mail.parsed?.html).toContain('<strong>&lt;i&gt;evil&lt;/i&gt;:</strong> 1');
    // docs/analytics.md, "Pages": the top pages are pages of the site only, a path stored before the rule in none.
    expect(text).not.toContain('x</b>');
    expect(mail.parsed?.html).not.toMatch(/<i>evil|<b>x/);
    const rows = await queryDatabase(testApp.databaseUrl, "SELECT kind, status, attempts FROM digest_mail WHERE kind = 'preview'");
    expect(rows).toEqual([{ kind: 'preview', status: 'sent', attempts: 1 }]);
  });

  it('says who gets the digest and when it goes next', async () => {
    const settings = await get('/api/admin/digest');
    expect(settings.body).toEqual({ recipients: TEAM, timeZone: LA, scheduled: true, nextRunAt: '2026-11-30T16:00:00.000Z' });
  });
});

/** What pg-boss's timekeeper does when the schedule is due: send a job to the schedule's queue. */
async function fireSchedule(databaseUrl: string, times: number): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, schedule: false, supervise: false, migrate: false });
  await boss.start();
  try {
    for (let time = 0; time < times; time += 1) await boss.send(DIGEST_SCHEDULE, {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

describe('the weekly digest with two API processes and a restart', () => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string | undefined> = {}) => {
    const testApp = await createApiTestApp({ ...DIGEST_ENV, SMTP_URL: smtp.url, ...env }, { database: { url: database.url, drop: async () => {} } });
    apps.push(testApp);
    return testApp;
  };
  const stop = async (testApp: TestApp) => {
    apps.splice(apps.indexOf(testApp), 1);
    await testApp.close();
  };
  const weeklyMails = () => smtp.received.filter((mail) => mail.messageId?.startsWith('<digest-') && !mail.messageId.includes('.preview.'));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const testApp of [...apps]) await stop(testApp);
    await database.drop();
    await smtp.close();
  });

  const weeklyRows = () => queryDatabase(database.url, "SELECT to_char(week_start, 'YYYY-MM-DD') AS week, status FROM digest_mail WHERE kind = 'weekly' ORDER BY week_start");
  const now = (at: string) => jest.spyOn(Clock.prototype, 'now').mockReturnValue(new Date(at));
  afterEach(() => jest.restoreAllMocks());

  it('is scheduled once for Monday 08:00 in the time zone, sent once a week, and unscheduled when the recipients are gone', async () => {
    // A minute before Monday 23 November 08:00 in Los Angeles: the week before last is sent at start.
    now('2026-11-23T15:59:00Z');
    await start();
    const second = await start();
    const schedules = () => queryDatabase(database.url, 'SELECT name, cron, timezone FROM pgboss.schedule');
    expect(await schedules()).toEqual([{ name: DIGEST_SCHEDULE, cron: '0 8 * * 1', timezone: LA }]);
    await digestMail(smtp, '<digest-2026-W46@');

    // Both processes' timekeepers firing for the same Monday.
    await fireSchedule(database.url, 2);
    await digestMail(smtp, '<digest-2026-W47@');
    await settle(3_000);
    expect(weeklyMails().map((mail) => [mail.messageId, mail.to])).toEqual([
      ['<digest-2026-W46@lineup.example>', TEAM],
      ['<digest-2026-W47@lineup.example>', TEAM],
    ]);
    expect(weeklyMails()[1].parsed?.subject).toBe('Lineup weekly digest 2026-W47 (2026-11-16 to 2026-11-22)');

    await stop(second);
    now('2026-11-23T16:30:00Z');
    await start();
    await fireSchedule(database.url, 1);
    await settle(3_000);
    expect(weeklyMails()).toHaveLength(2);
    expect(await weeklyRows()).toEqual([
      { week: '2026-11-09', status: 'sent' },
      { week: '2026-11-16', status: 'sent' },
    ]);

    for (const testApp of [...apps]) await stop(testApp);
    await start({ DIGEST_RECIPIENTS: undefined });
    expect(await schedules()).toEqual([]);
    for (const testApp of [...apps]) await stop(testApp);
  }, 60_000);

  it('sends a Monday that passed with no API process up late, once, and owes only the last week', async () => {
    // No process ran at Monday 30 November or 7 December 08:00; one starts on Tuesday 8 December.
    now('2026-12-08T18:00:00Z');
    const first = await start();
    await digestMail(smtp, '<digest-2026-W49@');
    const second = await start();
    await second.app.get(DigestService).catchUp();
    await first.app.get(DigestService).catchUp();
    await settle(3_000);
    expect(weeklyMails().map((mail) => mail.messageId)).toEqual(['<digest-2026-W46@lineup.example>', '<digest-2026-W47@lineup.example>', '<digest-2026-W49@lineup.example>']);
    expect(await weeklyRows()).toEqual([
      { week: '2026-11-09', status: 'sent' },
      { week: '2026-11-16', status: 'sent' },
      { week: '2026-11-30', status: 'sent' },
    ]);
    for (const testApp of [...apps]) await stop(testApp);
  }, 60_000);
});

describe('a digest mail queued by the release before every outbox shared one job shape', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createApiTestApp({ ...DIGEST_ENV, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('is still sent once, from its job naming the mail digestMailId', async () => {
    const [{ id }] = await queryDatabase<{ id: string }>(
      testApp.databaseUrl,
      "INSERT INTO digest_mail (id, kind, week_start, recipients) VALUES (gen_random_uuid(), 'preview', '2026-11-16', $1) RETURNING id",
      [TEAM.join(', ')],
    );
    const boss = new PgBoss({ connectionString: testApp.databaseUrl, max: 1, schedule: false, supervise: false, migrate: false });
    await boss.start();
    try {
      await boss.send('digest-mail', { digestMailId: id });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const mail = await digestMail(smtp, `<digest-2026-W47.preview.${id}@`);
    expect(mail.to).toEqual(TEAM);
    await settle(2_000);
    expect(smtp.received.filter((received) => received.messageId === mail.messageId)).toHaveLength(1);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT status, attempts FROM digest_mail WHERE id = $1', [id])).toEqual([{ status: 'sent', attempts: 1 }]);
  });
});
