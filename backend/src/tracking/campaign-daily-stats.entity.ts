import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';
import { VisitorFigures } from './visitor-figures';

/** Only what the events cannot give; a day's raw counts are read from campaign_event. */
@Entity('campaign_daily_stats')
@Check('campaign_daily_stats_campaign_check', sqlIn('campaign', CAMPAIGNS))
export class CampaignDailyStats {
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'campaign_daily_stats_pkey' })
  campaign: Campaign;

  @PrimaryColumn({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH, primaryKeyConstraintName: 'campaign_daily_stats_pkey' })
  influencer: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'campaign_daily_stats_pkey' })
  day: string;

  @Column(() => VisitorFigures, { prefix: false })
  figures: VisitorFigures;
}
