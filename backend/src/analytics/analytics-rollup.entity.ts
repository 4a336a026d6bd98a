import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { PERIOD_KINDS, type PeriodKind } from './analytics-days';
import { type AnalyticsDimension, ANALYTICS_FILTER_MAX_LENGTH } from './analytics-dimensions';
import { RollupFigures } from './rollup-figures';

/** Partitioned by kind in its migration, which TypeORM cannot declare. */
@Entity('analytics_rollup')
@Check('analytics_rollup_kind_check', sqlIn('kind', PERIOD_KINDS))
export class AnalyticsRollup {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'analytics_rollup_pkey' })
  kind: PeriodKind;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'analytics_rollup_pkey' })
  dimension: AnalyticsDimension;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_rollup_pkey' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: ANALYTICS_FILTER_MAX_LENGTH, primaryKeyConstraintName: 'analytics_rollup_pkey' })
  value: string;

  @Column(() => RollupFigures, { prefix: false })
  figures: RollupFigures;
}

/** A period rolled up: its row is the claim a process takes before writing the period's rows. */
@Entity('analytics_rolled_up')
@Check('analytics_rolled_up_kind_check', sqlIn('kind', PERIOD_KINDS))
export class AnalyticsRolledUp {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'analytics_rolled_up_pkey' })
  kind: PeriodKind;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_rolled_up_pkey' })
  day: string;

  @CreateDateColumn({ name: 'rolled_up_at', type: 'timestamptz' })
  rolledUpAt: Date;
}
