import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport } from 'nodemailer';
import type { AllConfig } from '../config/config.type';
import type { SupportRequestDto } from './dto/support-request.dto';

const TIMEOUT_MS = 15_000;

type Transport = ReturnType<typeof createTransport>;

/** Mails each stored support request to SUPPORT_EMAIL when SMTP_URL is set. */
@Injectable()
export class SupportMailer implements OnModuleDestroy {
  private readonly logger = new Logger(SupportMailer.name);
  private readonly transport?: Transport;
  private readonly to: string;

  constructor(config: ConfigService<AllConfig, true>) {
    const mail = config.getOrThrow('mail', { infer: true });
    this.to = mail.supportEmail;
    if (mail.smtpUrl) {
      this.transport = createTransport({ url: mail.smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS }, { from: mail.from });
    }
  }

  /** Never throws: the request is already stored, so a mail failure is only logged. */
  async send(request: SupportRequestDto): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        to: this.to,
        replyTo: { name: request.name, address: request.email },
        subject: `Support request (${request.priority}): ${request.subject}`,
        text: [
          `From: ${request.name} <${request.email}>`,
          `Category: ${request.category}`,
          `Priority: ${request.priority}`,
          `Received: ${request.createdAt}`,
          `Request id: ${request.id}`,
          '',
          request.description,
        ].join('\n'),
      });
    } catch (error) {
      this.logger.error({ msg: 'support request mail failed', supportRequestId: request.id, err: String(error) });
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
