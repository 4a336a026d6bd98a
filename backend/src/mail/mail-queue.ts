import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { AllConfig } from '../config/config.type';
import type { MailConfig } from '../config/mail.config';
import { isPermanentRefusal, MailTransport } from './mail-transport';

const QUEUE_POOL_SIZE = 2;
const CONNECTION_TIMEOUT_MS = 2_000;
const BATCH_SIZE = 10;
const POLLING_INTERVAL_SECONDS = 1;
const GIVE_UP_POLLING_INTERVAL_SECONDS = 2;
const STOP_TIMEOUT_MS = 10_000;
const ERROR_LOG_INTERVAL_MS = 30_000;
const DAY_SECONDS = 24 * 60 * 60;

export type MailDelivery<T extends object> = {
  deliver: (data: T) => Promise<void>;
  giveUp: (data: T) => Promise<void>;
};

/** Longer than the whole retry schedule, so no queued mail is ever dropped. */
function retentionSeconds({ retryLimit, retryDelaySeconds, attemptTimeoutSeconds }: MailConfig): number {
  // pg-boss waits retryDelay × 2^n × (1 to 2) before retry n + 1.
  const longestWait = 2 * retryDelaySeconds * (2 ** retryLimit - 1);
  return longestWait + (retryLimit + 1) * attemptTimeoutSeconds + DAY_SECONDS;
}

/** SKIP LOCKED: one worker per job across processes; a dead process's attempt times out and is retried. */
@Injectable()
export class MailQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MailQueue.name);
  private readonly config: MailConfig;
  private boss?: PgBoss;
  private readonly workers = new Map<string, string>();
  private lastErrorLoggedAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    config: ConfigService<AllConfig, true>,
  ) {
    this.config = config.getOrThrow('mail', { infer: true });
  }

  get running(): boolean {
    return this.boss !== undefined;
  }

  async onModuleInit(): Promise<void> {
    if (!this.transport.configured) return;
    const boss = new PgBoss({
      connectionString: (this.dataSource.options as { url: string }).url,
      max: QUEUE_POOL_SIZE,
      application_name: 'lineup-mail-queue',
      // Every process watches the schedules (the weekly digest); pg-boss lets one of them send each due job.
      schedule: true,
      maintenanceIntervalSeconds: Math.min(60, this.config.attemptTimeoutSeconds),
      // Passed on to pg's Pool (pg-boss's types leave it out): fail fast while PostgreSQL is away.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (error) => this.logError(error));
    await boss.start();
    this.boss = boss;
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }

  async work<T extends object>(queue: string, delivery: MailDelivery<T>): Promise<void> {
    const boss = this.requireBoss();
    await boss.createQueue(deadLetterOf(queue));
    await boss.createQueue(queue, { name: queue, deadLetter: deadLetterOf(queue) });
    let workerId = '';
    workerId = await boss.work<T>(queue, { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async (jobs) => {
      await Promise.all(jobs.map((job) => this.attempt(boss, job, delivery)));
      if (jobs.length === BATCH_SIZE) boss.notifyWorker(workerId);
    });
    this.workers.set(queue, workerId);
    await boss.work<T>(deadLetterOf(queue), { batchSize: BATCH_SIZE, pollingIntervalSeconds: GIVE_UP_POLLING_INTERVAL_SECONDS }, async (jobs) => {
      await Promise.all(jobs.map((job) => delivery.giveUp(job.data)));
    });
  }

  /** One statement in the caller's transaction: the jobs exist exactly when it commits. */
  async send(manager: EntityManager, queue: string, data: object[]): Promise<void> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) throw new Error('MailQueue.send must run inside a transaction');
    let inserted = 0;
    const db = {
      executeSql: async (text: string, values: unknown[]) => {
        const result = await runner.query(text, values, true);
        inserted = result.affected ?? 0;
        return { rows: result.records as unknown[] };
      },
    };
    const keepUntil = new Date(Date.now() + retentionSeconds(this.config) * 1000).toISOString();
    const jobs = data.map((item) => ({
      name: queue,
      data: item,
      retryLimit: this.config.retryLimit,
      retryDelay: this.config.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.config.attemptTimeoutSeconds,
      keepUntil,
      deadLetter: deadLetterOf(queue),
    }));
    await this.requireBoss().insert(jobs, { db });
    // Its statement skips a job it cannot insert (ON CONFLICT DO NOTHING): the transaction must not commit without it.
    if (inserted !== jobs.length) throw new Error(`pg-boss queued ${inserted} of ${jobs.length} jobs on ${queue}`);
  }

  /** A pg-boss schedule (kept in PostgreSQL, so one for every process) and this process's worker for its jobs. */
  async schedule(queue: string, cron: string, timeZone: string, run: () => Promise<void>): Promise<void> {
    const boss = this.requireBoss();
    await boss.createQueue(queue);
    await boss.schedule(queue, cron, {}, { tz: timeZone, retryLimit: this.config.retryLimit, retryDelay: this.config.retryDelaySeconds, retryBackoff: true });
    await boss.work(queue, async (jobs) => {
      await Promise.all(jobs.map(() => run()));
    });
  }

  async unschedule(queue: string): Promise<void> {
    await this.requireBoss().unschedule(queue);
  }

  wake(queue: string): void {
    const workerId = this.workers.get(queue);
    if (workerId) this.boss?.notifyWorker(workerId);
  }

  private async attempt<T extends object>(boss: PgBoss, job: PgBoss.Job<T>, delivery: MailDelivery<T>): Promise<void> {
    try {
      await delivery.deliver(job.data);
    } catch (error) {
      if (isPermanentRefusal(error)) {
        this.logger.error({ msg: 'mail refused for good, not retried', queue: job.name, job: job.id, ...job.data, err: String(error) });
        await delivery.giveUp(job.data);
        return;
      }
      this.logger.warn({ msg: 'mail attempt failed, will retry', queue: job.name, job: job.id, ...job.data, err: String(error) });
      await boss.fail(job.name, job.id, { message: String(error) });
    }
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('The mail queue is not running: no mail transport is configured');
    return this.boss;
  }

  private logError(error: Error): void {
    const now = Date.now();
    if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLoggedAt = now;
    this.logger.warn({ msg: 'mail queue error (it keeps trying)', err: String(error) });
  }
}

function deadLetterOf(queue: string): string {
  return `${queue}-given-up`;
}
