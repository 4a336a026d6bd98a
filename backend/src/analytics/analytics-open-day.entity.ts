import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { type AnalyticsDimension, ANALYTICS_FILTER_MAX_LENGTH } from './analytics-dimensions';
import { RollupFigures } from './rollup-figures';

/** The open days' tables (docs/analytics.md, "Open days"); the state is one row. */
@Entity('analytics_open_state')
@Check('analytics_open_state_singleton', '"singleton"')
export class AnalyticsOpenState {
  @PrimaryColumn({ type: 'boolean', default: true, primaryKeyConstraintName: 'analytics_open_state_pkey' })
  singleton: boolean;

  @Column({ name: 'settled_event_id', type: 'bigint', default: 0 })
  settledEventId: string;
}

@Entity('analytics_open_day')
export class AnalyticsOpenDay {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_open_day_pkey' })
  day: string;
}

@Entity('analytics_open_daily')
export class AnalyticsOpenDaily {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'analytics_open_daily_pkey' })
  dimension: AnalyticsDimension;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_open_daily_pkey' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: ANALYTICS_FILTER_MAX_LENGTH, primaryKeyConstraintName: 'analytics_open_daily_pkey' })
  value: string;

  @Column(() => RollupFigures, { prefix: false })
  figures: RollupFigures;
}

@Entity('analytics_open_visitor')
@Index('analytics_open_visitor_visitor_idx', ['day', 'visitor'])
export class AnalyticsOpenVisitor {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'analytics_open_visitor_pkey' })
  dimension: AnalyticsDimension;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_open_visitor_pkey' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: ANALYTICS_FILTER_MAX_LENGTH, primaryKeyConstraintName: 'analytics_open_visitor_pkey' })
  value: string;

  @PrimaryColumn({ type: 'bytea', primaryKeyConstraintName: 'analytics_open_visitor_pkey' })
  visitor: Buffer;
}

@Entity('analytics_open_tapper')
export class AnalyticsOpenTapper {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_open_tapper_pkey' })
  day: string;

  @PrimaryColumn({ type: 'bytea', primaryKeyConstraintName: 'analytics_open_tapper_pkey' })
  visitor: Buffer;
}
