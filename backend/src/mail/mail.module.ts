import { Module } from '@nestjs/common';
import { MailQueue } from './mail-queue';
import { MailTransport } from './mail-transport';

/** Outgoing mail: the transport (SMTP or .eml files) and the queue that delivers through it. */
@Module({
  providers: [MailTransport, MailQueue],
  exports: [MailTransport, MailQueue],
})
export class MailModule {}
