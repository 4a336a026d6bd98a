import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed admin login, kept for the longest limit window; PostgreSQL makes the count hold across API processes. */
@Entity('admin_login_failure')
@Index('admin_login_failure_failed_at', ['failedAt'])
@Index('admin_login_failure_client_failed_at', ['client', 'failedAt'])
export class AdminLoginFailure {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'admin_login_failure_pkey' })
  id: string;

  /** The client address (request.ip, as forwarded by a trusted proxy). */
  @Column({ type: 'varchar', length: 64 })
  client: string;

  @Column({ name: 'failed_at', type: 'timestamptz' })
  failedAt: Date;
}
