import { Module } from '@nestjs/common';
import { MailQueue } from './mail-queue';
import { MailTransport } from './mail-transport';
import { OutboxDelivery } from './outbox-delivery';

@Module({
  providers: [MailTransport, MailQueue, OutboxDelivery],
  exports: [MailQueue, OutboxDelivery],
})
export class MailModule {}
