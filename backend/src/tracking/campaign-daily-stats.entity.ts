import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';
import { VisitorFigures } from './visitor-figures';

/** Every figure of a handle's day, so a date range sums days rather than counting events. */
@Entity('campaign_daily_stats')
@Index('campaign_daily_stats_by_day', ['campaign', 'day'])
@Check('campaign_daily_stats_campaign_check', sqlIn('campaign', CAMPAIGNS))
export class CampaignDailyStats {
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'campaign_daily_stats_pkey' })
  campaign: Campaign;

  @PrimaryColumn({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH, primaryKeyConstraintName: 'campaign_daily_stats_pkey' })
  influencer: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'campaign_daily_stats_pkey' })
  day: string;

  @Column({ name: 'page_views', type: 'integer', default: 0 })
  pageViews: number;

  @Column({ name: 'app_store_clicks', type: 'integer', default: 0 })
  appStoreClicks: number;

  @Column({ name: 'play_store_clicks', type: 'integer', default: 0 })
  playStoreClicks: number;

  @Column(() => VisitorFigures, { prefix: false })
  figures: VisitorFigures;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
