import { Module } from '@nestjs/common';
import { MailQueue } from './mail-queue';
import { MailTransport } from './mail-transport';

@Module({
  providers: [MailTransport, MailQueue],
  exports: [MailTransport, MailQueue],
})
export class MailModule {}
