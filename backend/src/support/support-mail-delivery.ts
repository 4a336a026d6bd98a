import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { SendMailOptions } from 'nodemailer';
import type { Repository } from 'typeorm';
import type { AllConfig } from '../config/config.type';
import { MailQueue } from '../mail/mail-queue';
import { MailTransport } from '../mail/mail-transport';
import { receiptMail, teamMail } from './support-mail-messages';
import { LAST_ERROR_MAX_LENGTH, SupportMail, type SupportMailKind, type SupportMailSkipReason } from './support-mail.entity';
import { SupportRequest } from './support-request.entity';

export const SUPPORT_MAIL_QUEUE = 'support-mail';

export type SupportMailJob = { mailId: string };

const CLAIM_MAIL = `
  UPDATE support_mail AS mail SET attempts = mail.attempts + 1, last_attempt_at = now()
  FROM support_request AS request
  WHERE mail.id = $1 AND mail.status = 'queued' AND request.id = mail.request_id
  RETURNING mail.kind, mail.created_at AS "queuedAt",
    (SELECT receipt.skip_reason FROM support_mail AS receipt WHERE receipt.request_id = request.id AND receipt.kind = 'receipt') AS "receiptSkipped",
    request.id, request.name, request.email, request.subject, request.category, request.priority, request.description, request.created_at AS "createdAt"`;

type ClaimedRow = Pick<SupportRequest, 'id' | 'name' | 'email' | 'subject' | 'category' | 'priority' | 'description' | 'createdAt'> & {
  kind: SupportMailKind;
  queuedAt: Date;
  receiptSkipped: SupportMailSkipReason | null;
};

type ClaimedMail = { kind: SupportMailKind; queuedAt: Date; receiptSkipped: SupportMailSkipReason | null; request: SupportRequest };

/**
 * Sends the mails of support requests from their queue, in whichever API process fetches them,
 * and records each attempt on the mail's row, which the admin list shows.
 */
@Injectable()
export class SupportMailDelivery implements OnApplicationBootstrap {
  private readonly supportEmail: string;
  private readonly domain: string;

  constructor(
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
      await this.transport.send(this.compose(mail));
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

  /** Counts the attempt and reads what the mail says, in one statement; undefined when the mail is not queued. */
  private async claim(mailId: string): Promise<ClaimedMail | undefined> {
    // TypeORM answers an UPDATE with [rows, count].
    const [[row]] = await this.mails.query<[ClaimedRow[], number]>(CLAIM_MAIL, [mailId]);
    if (!row) return undefined;
    const { kind, queuedAt, receiptSkipped, ...request } = row;
    return { kind, queuedAt, receiptSkipped, request: Object.assign(new SupportRequest(), request) };
  }

  private compose({ kind, queuedAt, receiptSkipped, request }: ClaimedMail): SendMailOptions {
    const context = { request, supportEmail: this.supportEmail, domain: this.domain, queuedAt };
    return kind === 'receipt' ? receiptMail(context) : teamMail(context, receiptSkipped);
  }

  private async markFailed(mailId: string): Promise<void> {
    await this.mails.update({ id: mailId, status: 'queued' }, { status: 'failed' });
  }
}
