import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { sqlIn } from '../common/sql';
import { INSTALL_STORES, type InstallStore } from './install-store';

/** One store file applied. The id orders imports: for a store and a day, the highest id covering it counts. */
@Entity('install_import')
@Unique('install_import_sha256_key', ['sha256'])
@Check('install_import_store_check', sqlIn('store', INSTALL_STORES))
export class InstallImport {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'install_import_pkey' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  store: InstallStore;

  @Column({ type: 'varchar', length: 200 })
  app: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'integer' })
  rows: number;

  @Column({ type: 'integer' })
  installs: number;

  @Column({ name: 'first_day', type: 'date' })
  firstDay: string;

  @Column({ name: 'last_day', type: 'date' })
  lastDay: string;

  @Column({ name: 'imported_at', type: 'timestamptz' })
  importedAt: Date;
}
