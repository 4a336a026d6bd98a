import { Column } from 'typeorm';

/**
 * The figures that tell people from calls (docs/api.md): unique visitors, unique clickers of each
 * store, and bot calls. Columns of campaign_stats (all time) and campaign_daily_stats (per day).
 */
export class VisitorFigures {
  @Column({ name: 'unique_visitors', type: 'integer', default: 0 })
  uniqueVisitors: number;

  @Column({ name: 'unique_app_store_clicks', type: 'integer', default: 0 })
  uniqueAppStoreClicks: number;

  @Column({ name: 'unique_play_store_clicks', type: 'integer', default: 0 })
  uniquePlayStoreClicks: number;

  @Column({ name: 'bot_calls', type: 'integer', default: 0 })
  botCalls: number;
}
