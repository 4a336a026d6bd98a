import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { AllConfig } from '../config/config.type';

const SMTP_CONNECTIONS = 5;
/** Together inside one attempt (MAIL_ATTEMPT_TIMEOUT_SECONDS). */
const SMTP_TIMEOUT_MAX_MS = 15_000;

type Sender = (message: SendMailOptions) => Promise<void>;

/** 5xx: refused for good, so retrying cannot help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/** Written whole, then renamed, so a reader never sees half a mail. */
function fileSender(directory: string): Sender {
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (message) => {
    const { message: raw } = (await stream.sendMail(message)) as { message: Buffer };
    const id = String(message.messageId ?? 'mail').replace(/[^\w.@-]/g, '');
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, `.${name}`), raw);
    await rename(join(directory, `.${name}`), join(directory, name));
  };
}

@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly sender?: Sender;
  private readonly close?: () => void;

  constructor(config: ConfigService<AllConfig, true>) {
    const mail = config.getOrThrow('mail', { infer: true });
    const { transport } = mail;
    if (transport.kind === 'smtp') {
      const timeout = Math.min(SMTP_TIMEOUT_MAX_MS, (mail.attemptTimeoutSeconds * 1000) / 3);
      const smtp = createTransport(
        { url: transport.url, pool: true, maxConnections: SMTP_CONNECTIONS, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
        { from: mail.from },
      );
      this.sender = async (message) => void (await smtp.sendMail(message));
      this.close = () => smtp.close();
    } else if (transport.kind === 'files') {
      const files = fileSender(transport.directory);
      this.sender = (message) => files({ from: mail.from, ...message });
    }
  }

  get configured(): boolean {
    return this.sender !== undefined;
  }

  async send(message: SendMailOptions): Promise<void> {
    if (!this.sender) throw new Error('No mail transport is configured (SMTP_URL)');
    await this.sender(message);
  }

  onApplicationShutdown(): void {
    this.close?.();
  }
}
