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

/** A worker's batch is claimed together and its sent mails recorded together, at most this many statements at once. */
const MAIL_RECORDS_IN_FLIGHT = 1;

type ClaimedMail = { kind: SupportMailKind; queuedAt: Date; receiptSkipped: SupportMailSkipReason | null; request: SupportRequest };

type Claim = { mailId: string; mail?: ClaimedMail };

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

  /** A job run again after the mail was recorded never mails twice; one that died before the record resends, same Message-ID. */
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
