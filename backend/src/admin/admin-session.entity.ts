import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Only the SHA-256 of the cookie value is stored: a leaked table opens no session. */
@Entity('admin_session')
export class AdminSession {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64, primaryKeyConstraintName: 'admin_session_pkey' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
