import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SendMailOptions } from 'nodemailer';
import type { AllConfig } from '../config/config.type';
import { type Outbox, OutboxDelivery } from '../mail';
import { receiptMail, teamMail } from './support-mail-messages';
import { type ClaimedSupportMail, SupportMailRepository } from './support-mail.repository';
import { SupportRequest } from './support-request.entity';

@Injectable()
export class SupportOutbox implements Outbox<ClaimedSupportMail>, OnApplicationBootstrap {
  readonly queue = 'support-mail';
  private readonly supportEmail: string;
  private readonly domain: string;

  constructor(
    readonly mails: SupportMailRepository,
    private readonly delivery: OutboxDelivery,
    config: ConfigService<AllConfig, true>,
  ) {
    this.supportEmail = config.getOrThrow('mail.supportEmail', { infer: true });
    this.domain = this.supportEmail.slice(this.supportEmail.lastIndexOf('@') + 1);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.delivery.start(this);
  }

  message({ kind, queuedAt, receiptSkipped, mailId: _mailId, ...request }: ClaimedSupportMail): SendMailOptions {
    const context = { request: Object.assign(new SupportRequest(), request), supportEmail: this.supportEmail, domain: this.domain, queuedAt };
    return kind === 'receipt' ? receiptMail(context) : teamMail(context, receiptSkipped);
  }
}
