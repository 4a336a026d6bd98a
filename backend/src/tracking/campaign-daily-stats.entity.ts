import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';
import { VisitorFigures } from './visitor-figures';

/**
 * The figures of one handle on one UTC day that the events cannot give: unique visitors and
 * clickers, and bot calls (docs/api.md). The raw counts of a day are read from campaign_event.
 */
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
