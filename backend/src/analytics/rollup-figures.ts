import { Column } from 'typeorm';

/** A row's figures, in analytics_rollup and analytics_open_daily alike (docs/analytics.md, "Storage"). */
export class RollupFigures {
  /** Distinct visitors per day, summed over the days of a longer period. */
  @Column({ type: 'integer', default: 0 })
  visitors: number;

  @Column({ name: 'page_views', type: 'integer', default: 0 })
  pageViews: number;

  @Column({ type: 'integer', default: 0 })
  events: number;

  /** Of the visitors, the ones who tapped a store that day. */
  @Column({ name: 'store_visitors', type: 'integer', default: 0 })
  storeVisitors: number;

  @Column({ name: 'bot_page_views', type: 'integer', default: 0 })
  botPageViews: number;
}
