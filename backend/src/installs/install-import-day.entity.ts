import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { InstallImport } from './install-import.entity';
import { INSTALL_STORES, type InstallStore } from './install-store';

/** A day an import reports: a day no import covers has no figure, which is not 0. */
@Entity('install_import_day')
@Index('install_import_day_by_store_day', ['store', 'day', 'importId'])
@Check('install_import_day_store_check', sqlIn('store', INSTALL_STORES))
export class InstallImportDay {
  @PrimaryColumn({ name: 'import_id', type: 'integer', primaryKeyConstraintName: 'install_import_day_pkey' })
  importId: number;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'install_import_day_pkey' })
  day: string;

  @ManyToOne(() => InstallImport, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id', foreignKeyConstraintName: 'install_import_day_import_fkey' })
  import: InstallImport;

  @Column({ type: 'varchar', length: 20 })
  store: InstallStore;
}
