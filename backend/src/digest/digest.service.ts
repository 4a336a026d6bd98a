import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import type { AllConfig } from '../config/config.type';
import type { DigestConfig } from '../config/digest.config';
import { JobsService } from '../jobs';
import { MAIL_NOT_CONFIGURED, MailQueue, OutboxDelivery } from '../mail';
import type { DigestPreviewDto, DigestSettingsDto } from './dto/digest.dto';
import { digestMessageId } from './digest-mail-messages';
import type { DigestMailKind } from './digest-mail.entity';
import { DigestMailRepository } from './digest-mail.repository';
import { DigestOutbox } from './digest-outbox';
import { DIGEST_CRON, type DigestWeek, lastCompleteWeek, nextRunAt, owedWeek } from './digest-week';

/** pg-boss runs a schedule by sending a job to the queue of its name. */
export const DIGEST_SCHEDULE = 'digest-weekly';
export const DIGEST_CATCH_UP = 'digest-catch-up';

export const DIGEST_NOT_CONFIGURED = 'The weekly digest has no recipients (DIGEST_RECIPIENTS is unset)';

/** pg-boss fires a schedule only within its minute: a job checks at each start and hourly for a week that minute missed. */
const CATCH_UP_EVERY_SECONDS = 60 * 60;

@Injectable()
export class DigestService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DigestService.name);
  private readonly config: DigestConfig;
  private readonly domain: string;

  constructor(
    private readonly mails: DigestMailRepository,
    private readonly queue: MailQueue,
    private readonly delivery: OutboxDelivery,
    private readonly outbox: DigestOutbox,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    config: ConfigService<AllConfig, true>,
  ) {
    this.config = config.getOrThrow('digest', { infer: true });
    const supportEmail = config.getOrThrow('mail.supportEmail', { infer: true });
    this.domain = supportEmail.slice(supportEmail.lastIndexOf('@') + 1);
  }

  /** Without recipients or mail the jobs are removed, also those an earlier configuration left in PostgreSQL. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.queue.running) {
      await this.delivery.start(this.outbox);
    } else if (this.config.recipients.length) {
      this.logger.warn({ msg: 'DIGEST_RECIPIENTS is set but no mail transport is configured: no weekly digest' });
    }
    if (!this.queue.running || !this.config.recipients.length) {
      await this.jobs.remove(DIGEST_SCHEDULE);
      await this.jobs.remove(DIGEST_CATCH_UP);
      return;
    }
    await this.jobs.register({ name: DIGEST_SCHEDULE, schedule: { cron: DIGEST_CRON, timeZone: this.config.timeZone }, run: () => this.queueWeekly() });
    await this.jobs.register({ name: DIGEST_CATCH_UP, schedule: { everySeconds: CATCH_UP_EVERY_SECONDS }, run: () => this.catchUp() });
  }

  settings(): DigestSettingsDto {
    const scheduled = this.config.recipients.length > 0 && this.queue.running;
    return {
      recipients: this.config.recipients,
      timeZone: this.config.timeZone,
      scheduled,
      nextRunAt: scheduled ? nextRunAt(this.clock.now(), this.config.timeZone).toISOString() : null,
    };
  }

  /** The week that just ended; a second run for it (another process, a restart, a retry) finds its row and queues nothing. */
  async queueWeekly(): Promise<void> {
    await this.queueMail('weekly', lastCompleteWeek(this.clock.now(), this.config.timeZone));
  }

  /** Only the last week is owed: a digest weeks late would be news no one reads (docs/digest.md). */
  async catchUp(): Promise<void> {
    await this.queueMail('weekly', owedWeek(this.clock.now(), this.config.timeZone));
  }

  async preview(): Promise<DigestPreviewDto> {
    if (!this.config.recipients.length) throw new DomainError('DIGEST_NOT_CONFIGURED', DIGEST_NOT_CONFIGURED);
    if (!this.queue.running) throw new DomainError('MAIL_NOT_CONFIGURED', MAIL_NOT_CONFIGURED);
    const week = lastCompleteWeek(this.clock.now(), this.config.timeZone);
    const id = await this.queueMail('preview', week);
    return { recipients: this.config.recipients, week: week.label, messageId: digestMessageId('preview', week, id, this.domain) };
  }

  private async queueMail(kind: DigestMailKind, week: DigestWeek): Promise<string> {
    const id = randomUUID();
    await this.mails.transaction(async (manager) => {
      const queued = await this.mails.queue(manager, { id, kind, weekStart: week.monday, recipients: this.config.recipients });
      if (queued) await this.delivery.enqueue(manager, this.outbox, [id]);
    });
    this.delivery.wake(this.outbox);
    return id;
  }
}
