import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import type { AllConfig } from '../config/config.type';

const POOL_SIZE = 2;
const CONNECTION_TIMEOUT_MS = 2_000;
const STOP_TIMEOUT_MS = 10_000;
const ERROR_LOG_INTERVAL_MS = 30_000;
const RETRY_LIMIT = 10;
const RETRY_DELAY_SECONDS = 5;
/** How long a process that died mid-run holds its job; a run still going by then is started again beside it. */
const EXPIRE_IN_SECONDS = 5 * 60;
const CRON_POLLING_SECONDS = 2;

/** `everySeconds`: at each start of an API process, then that long after each run began. */
export type JobSchedule = { everySeconds: number } | { cron: string; timeZone: string };

export type Job = {
  name: string;
  schedule: JobSchedule;
  run: () => Promise<void>;
};

/** The one pg-boss of the process, started whatever is configured (docs/architecture.md, "Jobs"). */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  readonly boss: PgBoss;
  private readonly runs = new Map<string, Set<Promise<void>>>();
  private starting?: Promise<PgBoss>;
  private lastErrorLoggedAt = 0;

  constructor(@InjectDataSource() dataSource: DataSource, config: ConfigService<AllConfig, true>) {
    this.boss = new PgBoss({
      connectionString: (dataSource.options as { url: string }).url,
      max: POOL_SIZE,
      application_name: 'lineup-jobs',
      // A mail attempt past MAIL_ATTEMPT_TIMEOUT_SECONDS is failed, so retried, within that.
      maintenanceIntervalSeconds: Math.min(60, config.getOrThrow('mail.attemptTimeoutSeconds', { infer: true })),
      // Passed on to pg's Pool (pg-boss's types leave it out): fail fast while PostgreSQL is away.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.logError('pg-boss error (it keeps trying)', error));
  }

  /** Once every module's onModuleInit has passed: a start that fails before leaves no pg-boss running. */
  start(): Promise<PgBoss> {
    this.starting ??= this.boss.start();
    return this.starting;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  /** After every module's onModuleDestroy (a long job stops early there), before the pools close. */
  async beforeApplicationShutdown(): Promise<void> {
    const runs = [...this.runs.values()].flatMap((set) => [...set]);
    await Promise.race([Promise.allSettled(runs), new Promise((resolveLater) => setTimeout(resolveLater, STOP_TIMEOUT_MS).unref())]);
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }

  async register(job: Job): Promise<void> {
    await this.start();
    const queue: PgBoss.Queue = {
      name: job.name,
      policy: 'stately',
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: EXPIRE_IN_SECONDS,
    };
    await this.boss.createQueue(job.name, queue);
    // createQueue leaves a queue an earlier version created as it was.
    await this.boss.updateQueue(job.name, queue);
    if ('cron' in job.schedule) {
      await this.boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.timeZone });
      await this.boss.work(job.name, { pollingIntervalSeconds: CRON_POLLING_SECONDS }, () => this.track(job.name, this.attempt(job)));
      return;
    }
    // Stately keeps one waiting run: taken now even if due later, so that each start runs the job.
    await this.boss.send(job.name, {});
    const [started] = await this.boss.fetch(job.name, { ignoreStartAfter: true });
    if (started) void this.track(job.name, this.runFetched(job, started.id));
    const pollingIntervalSeconds = Math.min(10, Math.max(0.5, job.schedule.everySeconds / 10));
    await this.boss.work(job.name, { pollingIntervalSeconds }, () => this.track(job.name, this.attempt(job)));
  }

  async remove(name: string): Promise<void> {
    await this.boss.unschedule(name);
    await this.boss.purgeQueue(name);
  }

  async idle(name: string): Promise<void> {
    await Promise.allSettled([...(this.runs.get(name) ?? [])]);
  }

  /** The next run queued first, so that a process dying mid-run breaks no chain; a failure is pg-boss's to retry. */
  private async attempt(job: Job): Promise<void> {
    try {
      if ('everySeconds' in job.schedule) await this.boss.send(job.name, {}, { startAfter: job.schedule.everySeconds });
      await job.run();
    } catch (error) {
      this.logger.warn({ msg: 'job failed, pg-boss retries it', job: job.name, err: String(error) });
      throw error;
    }
  }

  private async runFetched(job: Job, id: string): Promise<void> {
    try {
      await this.attempt(job);
    } catch (error) {
      await this.boss.fail(job.name, id, { message: String(error) }).catch((failed: Error) => this.logError('job failure not recorded', failed));
      return;
    }
    await this.boss.complete(job.name, id).catch((failed: Error) => this.logError('job completion not recorded', failed));
  }

  private track(name: string, run: Promise<void>): Promise<void> {
    const runs = this.runs.get(name) ?? new Set();
    this.runs.set(name, runs);
    runs.add(run);
    void run.finally(() => runs.delete(run)).catch(() => undefined);
    return run;
  }

  private logError(msg: string, error: Error): void {
    const now = Date.now();
    if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLoggedAt = now;
    this.logger.warn({ msg, err: String(error) });
  }
}
