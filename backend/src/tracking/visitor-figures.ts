import { Column } from 'typeorm';

export class VisitorFigures {
  @Column({ name: 'unique_visitors', type: 'integer', default: 0 })
  uniqueVisitors: number;

  @Column({ name: 'unique_app_store_clicks', type: 'integer', default: 0 })
  uniqueAppStoreClicks: number;

  @Column({ name: 'unique_play_store_clicks', type: 'integer', default: 0 })
  uniquePlayStoreClicks: number;

  @Column({ name: 'unique_store_visitors', type: 'integer', default: 0 })
  uniqueStoreVisitors: number;

  @Column({ name: 'bot_calls', type: 'integer', default: 0 })
  botCalls: number;
}
