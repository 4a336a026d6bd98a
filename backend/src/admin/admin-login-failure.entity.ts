import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** In PostgreSQL, not in memory, so the count holds across API processes. */
@Entity('admin_login_failure')
@Index('admin_login_failure_failed_at', ['failedAt'])
@Index('admin_login_failure_client_failed_at', ['client', 'failedAt'])
export class AdminLoginFailure {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'admin_login_failure_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  client: string;

  @Column({ name: 'failed_at', type: 'timestamptz' })
  failedAt: Date;
}
