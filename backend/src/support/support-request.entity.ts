import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { EMAIL_MAX_LENGTH } from '../common/email';
import { sqlIn } from '../common/sql';

export const SUPPORT_CATEGORIES = ['account', 'forecasts', 'app', 'billing', 'community', 'data', 'technical', 'feedback', 'other'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

export const SUPPORT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, subject: 200, description: 5000 } as const;

@Entity('support_request')
@Check('support_request_category_check', sqlIn('category', SUPPORT_CATEGORIES))
@Check('support_request_priority_check', sqlIn('priority', SUPPORT_PRIORITIES))
@Check('support_request_status_check', sqlIn('status', SUPPORT_REQUEST_STATUSES))
@Index('support_request_status_created_at', ['status', 'createdAt'])
export class SupportRequest {
  /** Made by the API (randomUUID): a gen_random_uuid() default would have TypeORM install uuid-ossp at every start. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'support_request_pkey' })
  id: string;

  @Column({ type: 'varchar', length: SUPPORT_LIMITS.name })
  name: string;

  @Column({ type: 'varchar', length: SUPPORT_LIMITS.email })
  email: string;

  @Column({ type: 'varchar', length: SUPPORT_LIMITS.subject })
  subject: string;

  @Column({ type: 'varchar', length: 20 })
  category: SupportCategory;

  @Column({ type: 'varchar', length: 20 })
  priority: SupportPriority;

  @Column({ type: 'varchar', length: SUPPORT_LIMITS.description })
  description: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: SupportRequestStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  @Column({ name: 'status_changed_by', type: 'varchar', length: 64, nullable: true })
  statusChangedBy: string | null;
}
