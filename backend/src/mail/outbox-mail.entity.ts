import { Column, CreateDateColumn } from 'typeorm';

/** Every outbox mail's life; a kind of mail may add its own (the support desk's 'skipped'). */
export const OUTBOX_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxMailStatus = (typeof OUTBOX_MAIL_STATUSES)[number];

export const LAST_ERROR_MAX_LENGTH = 1000;

/** Stored in the transaction that promises the mail; its pg-boss job claims it and records the outcome (docs/architecture.md "The mail outbox"). */
export abstract class OutboxMail<Kind extends string = string, Status extends string = OutboxMailStatus> {
  @Column({ type: 'varchar', length: 20 })
  kind: Kind;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: Status;

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
