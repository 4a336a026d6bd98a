import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from '../tracking';
import { INFLUENCER_HANDLE_MAX_LENGTH } from '../tracking';
import { InstallImport } from './install-import.entity';
import { INSTALL_VALUE_MAX_LENGTH } from './install-store';

/** A value the store wrote (`ct` token, or the UTM pair) and its handle; without one it is unattributed, and kept. */
@Entity('install_count')
@Index('install_count_by_influencer', ['campaign', 'influencer', 'importId', 'day'])
@Check('install_count_campaign_check', sqlIn('campaign', CAMPAIGNS))
@Check('install_count_attributed_check', `("campaign" IS NULL) = ("influencer" IS NULL)`)
export class InstallCount {
  @PrimaryColumn({ name: 'import_id', type: 'integer', primaryKeyConstraintName: 'install_count_pkey' })
  importId: number;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'install_count_pkey' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: INSTALL_VALUE_MAX_LENGTH, primaryKeyConstraintName: 'install_count_pkey' })
  value: string;

  @ManyToOne(() => InstallImport, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id', foreignKeyConstraintName: 'install_count_import_fkey' })
  import: InstallImport;

  @Column({ type: 'varchar', length: 20, nullable: true })
  campaign: Campaign | null;

  @Column({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH, nullable: true })
  influencer: string | null;

  @Column({ type: 'integer' })
  installs: number;
}
