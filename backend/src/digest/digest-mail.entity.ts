import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { OUTBOX_MAIL_STATUSES, OutboxMail } from '../mail';

export const DIGEST_MAIL_KINDS = ['weekly', 'preview'] as const;
export type DigestMailKind = (typeof DIGEST_MAIL_KINDS)[number];

/** The digest's kind of outbox mail; the weekly one is unique per week, so a second process or a restart queues nothing more. */
@Entity('digest_mail')
@Check('digest_mail_kind_check', sqlIn('kind', DIGEST_MAIL_KINDS))
@Check('digest_mail_status_check', sqlIn('status', OUTBOX_MAIL_STATUSES))
// Unique among the weekly rows only: a partial index, written in the migration.
@Index('digest_mail_weekly_week_start', { synchronize: false })
export class DigestMail extends OutboxMail<DigestMailKind> {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'digest_mail_pkey' })
  id: string;

  @Column({ name: 'week_start', type: 'date' })
  weekStart: string;

  @Column({ type: 'text' })
  recipients: string;
}
