import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { AllConfig } from '../config/config.type';
import type { MailConfig } from '../config/mail.config';
import { JobsService } from '../jobs';
import { isPermanentRefusal, MailTransport } from './mail-transport';

const BATCH_SIZE = 10;
const POLLING_INTERVAL_SECONDS = 1;
const GIVE_UP_POLLING_INTERVAL_SECONDS = 2;
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
export class MailQueue {
  private readonly logger = new Logger(MailQueue.name);
  private readonly config: MailConfig;
  private readonly workers = new Map<string, string>();

  constructor(
    private readonly jobs: JobsService,
    private readonly transport: MailTransport,
    config: ConfigService<AllConfig, true>,
  ) {
    this.config = config.getOrThrow('mail', { infer: true });
  }

  /** pg-boss runs whatever is configured; mail is queued only where it can be delivered. */
  get running(): boolean {
    return this.transport.configured;
  }

  async work<T extends object>(queue: string, delivery: MailDelivery<T>): Promise<void> {
    this.requireBoss();
    const boss = await this.jobs.start();
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

  wake(queue: string): void {
    const workerId = this.workers.get(queue);
    if (workerId) this.jobs.boss.notifyWorker(workerId);
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
    if (!this.running) throw new Error('The mail queue is not running: no mail transport is configured');
    return this.jobs.boss;
  }
}

function deadLetterOf(queue: string): string {
  return `${queue}-given-up`;
}
