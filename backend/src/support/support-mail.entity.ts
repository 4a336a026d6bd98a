import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { sqlIn } from '../common/sql';
import { OUTBOX_MAIL_STATUSES, OutboxMail } from '../mail';
import { SUPPORT_LIMITS, SupportRequest } from './support-request.entity';

export const SUPPORT_MAIL_KINDS = ['team', 'receipt'] as const;
export const SUPPORT_MAIL_STATUSES = [...OUTBOX_MAIL_STATUSES, 'skipped'] as const;
export const SUPPORT_MAIL_SKIP_REASONS = ['receipt-limit', 'no-transport'] as const;
export type SupportMailKind = (typeof SUPPORT_MAIL_KINDS)[number];
export type SupportMailStatus = (typeof SUPPORT_MAIL_STATUSES)[number];
export type SupportMailSkipReason = (typeof SUPPORT_MAIL_SKIP_REASONS)[number];

/** The support desk's kind of outbox mail: stored in the request's own transaction, one per request and kind. */
@Entity('support_mail')
@Unique('support_mail_request_kind_key', ['request', 'kind'])
@Check('support_mail_kind_check', sqlIn('kind', SUPPORT_MAIL_KINDS))
@Check('support_mail_status_check', sqlIn('status', SUPPORT_MAIL_STATUSES))
@Check('support_mail_skip_reason_check', sqlIn('skip_reason', SUPPORT_MAIL_SKIP_REASONS))
@Check('support_mail_skipped_check', `("status" = 'skipped') = ("skip_reason" IS NOT NULL)`)
// The receipt limit counts by lower(recipient): an expression index TypeORM cannot describe (see the migration).
@Index('support_mail_receipt_recipient_created_at', { synchronize: false })
export class SupportMail extends OutboxMail<SupportMailKind, SupportMailStatus> {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'support_mail_pkey' })
  id: string;

  @ManyToOne(() => SupportRequest, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'support_mail_request_fkey' })
  request: SupportRequest;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @Column({ type: 'varchar', length: SUPPORT_LIMITS.email })
  recipient: string;

  @Column({ name: 'skip_reason', type: 'varchar', length: 20, nullable: true })
  skipReason: SupportMailSkipReason | null;
}
