import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SendMailOptions } from 'nodemailer';
import type { AllConfig } from '../config/config.type';
import type { Outbox } from '../mail';
import { DigestFiguresService } from './digest-figures.service';
import { digestMail } from './digest-mail-messages';
import { type ClaimedDigestMail, DigestMailRepository } from './digest-mail.repository';
import { weekOf } from './digest-week';

/** The digest's kind of mail: the week's figures, read when it is sent. */
@Injectable()
export class DigestOutbox implements Outbox<ClaimedDigestMail> {
  readonly queue = 'digest-mail';
  private readonly domain: string;

  constructor(
    readonly mails: DigestMailRepository,
    private readonly figures: DigestFiguresService,
    config: ConfigService<AllConfig, true>,
  ) {
    const supportEmail = config.getOrThrow('mail.supportEmail', { infer: true });
    this.domain = supportEmail.slice(supportEmail.lastIndexOf('@') + 1);
  }

  async message({ kind, mailId, recipients, queuedAt, weekStart }: ClaimedDigestMail): Promise<SendMailOptions> {
    const figures = await this.figures.of(weekOf(weekStart));
    return digestMail({ kind, mailId, recipients, domain: this.domain, queuedAt, figures });
  }
}
