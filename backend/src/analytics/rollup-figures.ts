import { Column } from 'typeorm';

export class RollupFigures {
  @Column({ type: 'integer', default: 0 })
  visitors: number;

  @Column({ name: 'page_views', type: 'integer', default: 0 })
  pageViews: number;

  @Column({ type: 'integer', default: 0 })
  events: number;

  @Column({ name: 'store_visitors', type: 'integer', default: 0 })
  storeVisitors: number;

  @Column({ name: 'bot_page_views', type: 'integer', default: 0 })
  botPageViews: number;
}
