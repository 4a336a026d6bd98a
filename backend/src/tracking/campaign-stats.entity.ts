import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';
import { VisitorFigures } from './visitor-figures';

/** One index per sort of the dashboards' list (campaign-stats-sql.ts), so a page is read in order, whatever the number of influencers. */
@Entity('campaign_stats')
@Index('campaign_stats_by_id', ['campaign', 'id'])
@Index('campaign_stats_by_page_views', ['campaign', 'pageViews', 'influencer'])
@Index('campaign_stats_by_app_store_clicks', ['campaign', 'appStoreClicks', 'influencer'])
@Index('campaign_stats_by_play_store_clicks', ['campaign', 'playStoreClicks', 'influencer'])
@Index('campaign_stats_by_unique_visitors', ['campaign', 'figures.uniqueVisitors', 'influencer'])
@Index('campaign_stats_by_unique_app_store_clicks', ['campaign', 'figures.uniqueAppStoreClicks', 'influencer'])
@Index('campaign_stats_by_unique_play_store_clicks', ['campaign', 'figures.uniquePlayStoreClicks', 'influencer'])
@Index('campaign_stats_by_unique_store_visitors', ['campaign', 'figures.uniqueStoreVisitors', 'influencer'])
@Index('campaign_stats_by_bot_calls', ['campaign', 'figures.botCalls', 'influencer'])
@Index('campaign_stats_by_updated_at', ['campaign', 'updatedAt', 'influencer'])
// On the sum that viewsAndClicks sorts by (migration 1796437000000); TypeORM cannot declare an index on an expression.
@Index('campaign_stats_by_views_and_clicks', { synchronize: false })
// varchar_pattern_ops, for the handle prefix (LIKE 'ka%') in any collation; TypeORM cannot declare an operator class.
@Index('campaign_stats_by_handle_prefix', { synchronize: false })
@Unique('campaign_stats_campaign_influencer_key', ['campaign', 'influencer'])
@Check('campaign_stats_campaign_check', sqlIn('campaign', CAMPAIGNS))
export class CampaignStats {
  /** Set by the tracking statement: a column default would make TypeORM install uuid-ossp. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'campaign_stats_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  campaign: Campaign;

  @Column({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH })
  influencer: string;

  @Column({ name: 'page_views', type: 'integer', default: 0 })
  pageViews: number;

  @Column({ name: 'app_store_clicks', type: 'integer', default: 0 })
  appStoreClicks: number;

  @Column({ name: 'play_store_clicks', type: 'integer', default: 0 })
  playStoreClicks: number;

  @Column(() => VisitorFigures, { prefix: false })
  figures: VisitorFigures;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
