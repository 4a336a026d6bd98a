import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { SendMailOptions } from 'nodemailer';
import type { Repository } from 'typeorm';
import type { AllConfig } from '../config/config.type';
import { MailQueue } from '../mail/mail-queue';
import { MailTransport } from '../mail/mail-transport';
import { receiptMail, teamMail } from './support-mail-messages';
import { LAST_ERROR_MAX_LENGTH, SupportMail } from './support-mail.entity';
import { SupportRequest } from './support-request.entity';

export const SUPPORT_MAIL_QUEUE = 'support-mail';

export type SupportMailJob = { mailId: string };

type ClaimedMail = Pick<SupportMail, 'id' | 'kind' | 'requestId' | 'createdAt'>;

/**
 * Sends the mails of support requests from their queue, in whichever API process fetches them,
 * and records each attempt on the mail's row, which the admin list shows.
 */
@Injectable()
export class SupportMailDelivery implements OnApplicationBootstrap {
  private readonly supportEmail: string;
  private readonly domain: string;

  constructor(
    @InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>,
    @InjectRepository(SupportMail) private readonly mails: Repository<SupportMail>,
    private readonly queue: MailQueue,
    private readonly transport: MailTransport,
    config: ConfigService<AllConfig, true>,
  ) {
    this.supportEmail = config.getOrThrow('mail.supportEmail', { infer: true });
    this.domain = this.supportEmail.slice(this.supportEmail.lastIndexOf('@') + 1);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.queue.running) return;
    await this.queue.work<SupportMailJob>(SUPPORT_MAIL_QUEUE, {
      deliver: ({ mailId }) => this.deliver(mailId),
      giveUp: ({ mailId }) => this.markFailed(mailId),
    });
  }

  /**
   * A mail no longer queued (sent, failed, skipped) is left alone: a job that runs again after its
   * process died between the send and the record does not mail twice.
   */
  private async deliver(mailId: string): Promise<void> {
    const mail = await this.claim(mailId);
    if (!mail) return;
    try {
      await this.transport.send(await this.compose(mail));
    } catch (error) {
      await this.mails.update({ id: mailId }, { lastError: String(error).slice(0, LAST_ERROR_MAX_LENGTH) });
      throw error;
    }
    await this.mails
      .createQueryBuilder()
      .update()
      .set({ status: 'sent', sentAt: () => 'now()', lastError: null })
      .where(`id = :mailId AND status = 'queued'`, { mailId })
      .execute();
  }

  /** Counts the attempt; undefined when the mail is not queued. */
  private async claim(mailId: string): Promise<ClaimedMail | undefined> {
    const result = await this.mails
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1', lastAttemptAt: () => 'now()' })
      .where(`id = :mailId AND status = 'queued'`, { mailId })
      .returning('id, kind, request_id AS "requestId", created_at AS "createdAt"')
      .execute();
    return (result.raw as ClaimedMail[])[0];
  }

  private async compose(mail: ClaimedMail): Promise<SendMailOptions> {
    const request = await this.requests.findOneByOrFail({ id: mail.requestId });
    const context = { request, supportEmail: this.supportEmail, domain: this.domain, queuedAt: mail.createdAt };
    if (mail.kind === 'receipt') return receiptMail(context);
    const receipt = await this.mails.findOneBy({ requestId: mail.requestId, kind: 'receipt' });
    return teamMail(context, receipt?.skipReason ?? null);
  }

  private async markFailed(mailId: string): Promise<void> {
    await this.mails.update({ id: mailId, status: 'queued' }, { status: 'failed' });
  }
}
