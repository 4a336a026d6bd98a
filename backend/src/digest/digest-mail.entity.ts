import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { LAST_ERROR_MAX_LENGTH } from '../support/support-mail.entity';

export const DIGEST_MAIL_KINDS = ['weekly', 'preview'] as const;
export const DIGEST_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type DigestMailKind = (typeof DIGEST_MAIL_KINDS)[number];
export type DigestMailStatus = (typeof DIGEST_MAIL_STATUSES)[number];

/** One row per digest queued; the weekly one is unique per week, so a second process or a restart queues nothing more. */
@Entity('digest_mail')
@Check('digest_mail_kind_check', sqlIn('kind', DIGEST_MAIL_KINDS))
@Check('digest_mail_status_check', sqlIn('status', DIGEST_MAIL_STATUSES))
// Unique among the weekly rows only: a partial index, written in the migration.
@Index('digest_mail_weekly_week_start', { synchronize: false })
export class DigestMail {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'digest_mail_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: DigestMailKind;

  @Column({ name: 'week_start', type: 'date' })
  weekStart: string;

  @Column({ type: 'text' })
  recipients: string;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: DigestMailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: LAST_ERROR_MAX_LENGTH, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
