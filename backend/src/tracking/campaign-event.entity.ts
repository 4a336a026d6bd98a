import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS, type TrackingKind, TRACKING_KINDS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';

@Entity('campaign_event')
@Index('campaign_event_campaign_created_at_idx', ['campaign', 'createdAt'])
@Check('campaign_event_campaign_check', sqlIn('campaign', CAMPAIGNS))
@Check('campaign_event_kind_check', sqlIn('kind', TRACKING_KINDS))
export class CampaignEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'campaign_event_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  campaign: Campaign;

  @Column({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH })
  influencer: string;

  @Column({ type: 'varchar', length: 20 })
  kind: TrackingKind;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
