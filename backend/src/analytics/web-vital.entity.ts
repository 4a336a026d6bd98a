import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AnalyticsFilterColumns } from './analytics-event.entity';
import type { Device } from './event-dimensions';
import type { ConnectionType } from './web-vitals';

/** One page load's Web Vitals (docs/analytics.md, "Speed"), NULL when not measured; written by web-vital.repository.ts. */
@Index('web_vital_created_at_idx', ['createdAt'])
@Entity('web_vital')
export class WebVitals extends AnalyticsFilterColumns {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'web_vital_pkey' })
  id: string;

  @Column({ type: 'double precision', nullable: true })
  lcp: number | null;

  @Column({ type: 'double precision', nullable: true })
  inp: number | null;

  @Column({ type: 'double precision', nullable: true })
  cls: number | null;

  @Column({ type: 'double precision', nullable: true })
  fcp: number | null;

  @Column({ type: 'double precision', nullable: true })
  ttfb: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  connection: ConnectionType | null;

  @Column({ type: 'varchar', length: 16 })
  device: Device;
}
