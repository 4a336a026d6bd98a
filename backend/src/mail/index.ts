export { html, page } from './mail-html';
export { MailQueue } from './mail-queue';
export { MAIL_ERROR_CODES, MAIL_NOT_CONFIGURED } from './mail.errors';
export { MailModule } from './mail.module';
export { OUTBOX_MAIL_STATUSES, OutboxMail } from './outbox-mail.entity';
export { type Outbox, OutboxDelivery } from './outbox-delivery';
export { type ClaimedMail, OutboxRepository } from './outbox.repository';
