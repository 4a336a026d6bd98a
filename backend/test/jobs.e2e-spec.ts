import { Writable } from 'node:stream';
import request from 'supertest';
import { ANALYTICS_ROLLUP_JOB, AnalyticsRollupService, type RollUpOutcome } from '../src/analytics/analytics-rollup.service';
import { Clock } from '../src/common/clock';
import { DIGEST_CATCH_UP, DIGEST_SCHEDULE } from '../src/digest/digest.service';
import { JobsService } from '../src/jobs';
import { createAppLogger } from '../src/logging/app-logger';
import { CAMPAIGN_RANGES_JOB } from '../src/tracking/campaign-ranges.service';
import { VISITOR_SALT_SWEEP_JOB } from '../src/tracking/visitor-salts.service';
import { insertRawEvents } from './analytics-events';
import { createApiTestApp, logIn } from './api-test-app';
import { FAST_MAIL, startSmtpServer, SUPPORT_INBOX, type TestSmtpServer } from './support-requests';
import { createTestDatabase, queryDatabase, type TestApp, type TestDatabase } from './test-app';

const settle = (ms: number) => new Promise((resolveSoon) => setTimeout(resolveSoon, ms));

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await settle(50);
  }
}

const jobStates = (databaseUrl: string, name: string) =>
  queryDatabase<{ state: string; due_in: number }>(
    databaseUrl,
    'SELECT state, round(extract(epoch FROM start_after - now())) AS due_in FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    [name],
  );

describe('the jobs on a start without mail configured', () => {
  const NOW = new Date('2025-08-04T12:00:00Z');
  let testApp: TestApp;
  let rollUps: Promise<RollUpOutcome>[];

  beforeAll(async () => {
    testApp = await createApiTestApp({ ANALYTICS_JOB_INTERVAL_SECONDS: '1', SMTP_URL: undefined, MAIL_DIR: undefined });
    const service = testApp.app.get(AnalyticsRollupService);
    await service.whenIdle();
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
    const rollUp = service.rollUp.bind(service);
    rollUps = [];
    jest.spyOn(service, 'rollUp').mockImplementation(() => {
      const outcome = rollUp();
      rollUps.push(outcome);
      return outcome;
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('runs pg-boss with both rollups and the salt sweep as stately queues, each run once at start and one waiting', async () => {
    const queues = await queryDatabase(testApp.databaseUrl, "SELECT name, policy FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name");
    expect(queues).toEqual([
      { name: ANALYTICS_ROLLUP_JOB, policy: 'stately' },
      { name: CAMPAIGN_RANGES_JOB, policy: 'stately' },
      { name: VISITOR_SALT_SWEEP_JOB, policy: 'stately' },
    ]);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT name FROM pgboss.schedule')).toEqual([]);
    const sweeps = await jobStates(testApp.databaseUrl, VISITOR_SALT_SWEEP_JOB);
    expect(sweeps.map(({ state }) => state)).toEqual(['completed', 'created']);
    expect(Number(sweeps[1].due_in)).toBeGreaterThan(3_500);
    expect((await jobStates(testApp.databaseUrl, ANALYTICS_ROLLUP_JOB)).filter(({ state }) => state === 'completed').length).toBeGreaterThanOrEqual(1);
    expect((await jobStates(testApp.databaseUrl, CAMPAIGN_RANGES_JOB)).filter(({ state }) => state === 'completed').length).toBeGreaterThanOrEqual(1);
  });

  it('rolls up a closed day in the job, and its figures appear', async () => {
    await insertRawEvents(testApp.databaseUrl, [
      { at: '2025-08-02T09:00:00Z', visitor: 'v1', path: '/' },
      { at: '2025-08-02T09:01:00Z', visitor: 'v1', path: '/getapp' },
      { at: '2025-08-02T10:00:00Z', visitor: 'v2', path: '/' },
    ]);
    // An hour on: the closing pass is due again.
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(NOW.getTime() + 61 * 60_000));
    const outcome = await until('the job rolled up 2025-08-02', async () => {
      for (const rolledUp of rollUps) {
        const settled = await rolledUp;
        if (settled.rolledUpDays.includes('2025-08-02')) return settled;
      }
      return undefined;
    });
    expect(outcome.rolledUpDays).toEqual(['2025-08-02', '2025-08-03']);
    const cookie = await logIn(testApp.app);
    const summary = await request(testApp.app.getHttpServer()).get('/api/admin/analytics/summary?from=2025-08-02&to=2025-08-02').set('Cookie', cookie).expect(200);
    expect(summary.body.current).toMatchObject({ visitors: 2, pageViews: 3 });
  });
});

describe('a job with two API processes on one database', () => {
  const RUN_MS = 300;
  const WATCHED_MS = 6_000;
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const runs: { process: number; start: number; end: number }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const testApp = await createApiTestApp({ ANALYTICS_JOB_INTERVAL_SECONDS: '1' }, { database: { url: database.url, drop: async () => {} } });
      const service = testApp.app.get(AnalyticsRollupService);
      await service.whenIdle();
      const advance = service.advanceOpenDays.bind(service);
      jest.spyOn(service, 'advanceOpenDays').mockImplementation(async () => {
        const start = Date.now();
        await settle(RUN_MS);
        const outcome = await advance();
        runs.push({ process: index, start, end: Date.now() });
        return outcome;
      });
      apps.push(testApp);
    }
  }, 60_000);

  afterAll(async () => {
    for (const testApp of apps) await testApp.close();
    await database.drop();
  });

  it('runs it in one process at a time, once per interval for both', async () => {
    runs.length = 0;
    await settle(WATCHED_MS);
    await Promise.all(apps.map((testApp) => testApp.app.get(AnalyticsRollupService).whenIdle()));
    const watched = [...runs].sort((a, b) => a.start - b.start);
    for (const [index, run] of watched.entries()) {
      if (index > 0) expect(run.start).toBeGreaterThanOrEqual(watched[index - 1].end);
    }
    // Each process on its own would run it every second: twice as often.
    expect(watched.length).toBeGreaterThanOrEqual(3);
    expect(watched.length).toBeLessThanOrEqual(WATCHED_MS / 1_000 + 2);
    const active = await queryDatabase(database.url, "SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'", [ANALYTICS_ROLLUP_JOB]);
    expect(active.length).toBeLessThanOrEqual(1);
  }, 30_000);
});

describe('the digest catch-up as a job', () => {
  const TEAM = ['team@lineup.example'];
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const weeklyMails = () => smtp.received.filter((mail) => mail.messageId?.startsWith('<digest-')).map((mail) => mail.messageId);
  const now = (at: string) => jest.spyOn(Clock.prototype, 'now').mockReturnValue(new Date(at));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase();
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    for (const testApp of apps) await testApp.close();
    await database.drop();
    await smtp.close();
  });

  it('runs at start and when its hour comes, in one of two processes, with the weekly schedule beside it', async () => {
    // Monday 23 November 2026 after 08:00 in Los Angeles: the week of 16 November is owed.
    now('2026-11-23T17:00:00Z');
    for (let index = 0; index < 2; index += 1) {
      const env = { ...FAST_MAIL, SUPPORT_EMAIL: SUPPORT_INBOX, DIGEST_RECIPIENTS: TEAM.join(','), SMTP_URL: smtp.url };
      apps.push(await createApiTestApp(env, { database: { url: database.url, drop: async () => {} } }));
    }
    await until('the digest of 2026-W47', () => (weeklyMails().length > 0 ? true : undefined));
    expect(await queryDatabase(database.url, "SELECT name, policy FROM pgboss.queue WHERE name LIKE 'digest-%' AND name NOT LIKE 'digest-mail%' ORDER BY name")).toEqual([
      { name: DIGEST_CATCH_UP, policy: 'stately' },
      { name: DIGEST_SCHEDULE, policy: 'stately' },
    ]);
    expect(await queryDatabase(database.url, 'SELECT name FROM pgboss.schedule')).toEqual([{ name: DIGEST_SCHEDULE }]);
    const waiting = (await jobStates(database.url, DIGEST_CATCH_UP)).filter(({ state }) => state === 'created');
    expect(waiting).toHaveLength(1);
    expect(Number(waiting[0].due_in)).toBeGreaterThan(3_500);

    // A week on, no process up at Monday 08:00: nothing until the catch-up's hour comes.
    now('2026-11-30T17:00:00Z');
    await settle(1_500);
    expect(weeklyMails()).toEqual(['<digest-2026-W47@lineup.example>']);
    await queryDatabase(database.url, "UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'created'", [DIGEST_CATCH_UP]);
    await until('the digest of 2026-W48', () => (weeklyMails().length > 1 ? true : undefined));
    await settle(2_000);
    expect(weeklyMails()).toEqual(['<digest-2026-W47@lineup.example>', '<digest-2026-W48@lineup.example>']);
    const states = (await jobStates(database.url, DIGEST_CATCH_UP)).map(({ state }) => state);
    // Each process's start took the waiting run; the third is the hour's.
    expect(states).toEqual(['completed', 'completed', 'completed', 'created']);
  }, 60_000);
});

describe('a job that fails', () => {
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    testApp = await createApiTestApp({}, { logger: createAppLogger({ level: 'info', format: 'json', destination }) });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is logged and retried by pg-boss, and the API stays up', async () => {
    let attempts = 0;
    await testApp.app.get(JobsService).register({
      name: 'test-failing-once',
      schedule: { everySeconds: 3_600 },
      run: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('the first attempt fails')) : Promise.resolve();
      },
    });
    await until('the retry', () => (attempts === 2 ? true : undefined), 30_000);
    await testApp.app.get(JobsService).idle('test-failing-once');
    const warned = lines
      .flatMap((text) => text.split('\n').filter(Boolean))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((line) => line.job === 'test-failing-once');
    expect(warned).toEqual([expect.objectContaining({ msg: 'job failed, pg-boss retries it', err: 'Error: the first attempt fails' })]);
    const [job] = await queryDatabase(testApp.databaseUrl, "SELECT state, retry_count FROM pgboss.job WHERE name = 'test-failing-once' AND retry_count > 0");
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
  }, 45_000);
});
