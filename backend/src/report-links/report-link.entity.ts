import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from '../tracking';

/** A shared report: the token itself is never stored, only its SHA-256. Revoking deletes the row. */
@Entity('report_link')
@Check('report_link_campaign_check', sqlIn('campaign', CAMPAIGNS))
@Check('report_link_token_hash_length', 'octet_length("token_hash") = 32')
export class ReportLink {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'report_link_pkey' })
  id: string;

  @Index('report_link_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Column({ type: 'varchar', length: 32 })
  campaign: Campaign;

  @Column({ type: 'varchar', length: 40 })
  influencer: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'last_opened_at', type: 'timestamptz', nullable: true })
  lastOpenedAt: Date | null;
}
