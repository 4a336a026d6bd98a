import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A server-side admin session; only the SHA-256 of its cookie value is stored. */
@Entity('admin_session')
export class AdminSession {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64, primaryKeyConstraintName: 'admin_session_pkey' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
