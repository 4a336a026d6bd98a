import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';
import { VisitorFigures } from './visitor-figures';

@Entity('campaign_stats')
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
