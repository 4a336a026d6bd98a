import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SendMailOptions } from 'nodemailer';
import type { AllConfig } from '../config/config.type';
import { GroupCommit } from '../database/group-commit';
import { MailQueue } from '../mail/mail-queue';
import { MailTransport } from '../mail/mail-transport';
import { receiptMail, teamMail } from './support-mail-messages';
import type { SupportMailKind, SupportMailSkipReason } from './support-mail.entity';
import { SupportMailRepository } from './support-mail.repository';
import { SupportRequest } from './support-request.entity';

export const SUPPORT_MAIL_QUEUE = 'support-mail';

export type SupportMailJob = { mailId: string };

/**
 * The queue's worker attempts a batch of mails at once: their rows are claimed together, and the
 * mails the SMTP server accepted at about the same time are recorded together, in statements of
 * their own, at most this many of each at once.
 */
const MAIL_RECORDS_IN_FLIGHT = 1;

type ClaimedMail = { kind: SupportMailKind; queuedAt: Date; receiptSkipped: SupportMailSkipReason | null; request: SupportRequest };

/** One mail's claim: `mail` is filled in when the mail was still queued. */
type Claim = { mailId: string; mail?: ClaimedMail };

/**
 * Sends the mails of support requests from their queue, in whichever API process fetches them,
 * and records each attempt on the mail's row, which the admin list shows.
 */
@Injectable()
export class SupportMailDelivery implements OnApplicationBootstrap {
  private readonly supportEmail: string;
  private readonly domain: string;
  private readonly claims = new GroupCommit<Claim>((claims) => this.claimAll(claims), MAIL_RECORDS_IN_FLIGHT);
  private readonly sentMails = new GroupCommit<string>((mailIds) => this.recordSent(mailIds), MAIL_RECORDS_IN_FLIGHT);

  constructor(
    private readonly mails: SupportMailRepository,
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
   * mail was recorded sent does not mail twice. One that died between the SMTP server's answer and
   * the record sends again, with the same Message-ID.
   */
  private async deliver(mailId: string): Promise<void> {
    const claim: Claim = { mailId };
    await this.claims.add(claim);
    if (!claim.mail) return;
    try {
      await this.transport.send(this.compose(claim.mail));
    } catch (error) {
      await this.mails.recordError(mailId, error);
      throw error;
    }
    await this.sentMails.add(mailId);
  }

  /** Counts the attempts and reads what the mails say, in one statement; a mail no longer queued stays without `mail`. */
  private async claimAll(claims: Claim[]): Promise<void> {
    const rows = await this.mails.claim(claims.map((claim) => claim.mailId));
    const claimed = new Map<string, ClaimedMail>();
    for (const { mailId, kind, queuedAt, receiptSkipped, ...request } of rows) {
      claimed.set(mailId, { kind, queuedAt, receiptSkipped, request: Object.assign(new SupportRequest(), request) });
    }
    for (const claim of claims) claim.mail = claimed.get(claim.mailId);
  }

  private async recordSent(mailIds: string[]): Promise<void> {
    await this.mails.recordSent(mailIds);
  }

  private compose({ kind, queuedAt, receiptSkipped, request }: ClaimedMail): SendMailOptions {
    const context = { request, supportEmail: this.supportEmail, domain: this.domain, queuedAt };
    return kind === 'receipt' ? receiptMail(context) : teamMail(context, receiptSkipped);
  }

  private async markFailed(mailId: string): Promise<void> {
    await this.mails.markFailed(mailId);
  }
}
