import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ANALYTICS_LIMITS } from './analytics-event.entity';
import type { Device, ScreenClass } from './event-dimensions';
import type { ConnectionType } from './web-vitals';

/** One page load's Web Vitals (docs/analytics.md, "Speed"), NULL when not measured; written by web-vital.repository.ts. */
@Index('web_vital_created_at_idx', ['createdAt'])
@Entity('web_vital')
export class WebVitals {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'web_vital_pkey' })
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.path })
  path: string;

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

  @Column({ type: 'varchar', length: 16, nullable: true })
  screen: ScreenClass | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  browser: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  os: string | null;

  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  source: string | null;

  @Column({ name: 'utm_source', type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  utmSource: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  utmMedium: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  ref: string | null;
}
