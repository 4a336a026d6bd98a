import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';

/** The columns of a campaign's counts table, one row per influencer handle. */
export abstract class CampaignStats {
  /** Made by the API (randomUUID): a gen_random_uuid() default would have TypeORM install uuid-ossp at every start. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH })
  influencer: string;

  @Column({ name: 'page_views', type: 'integer', default: 0 })
  pageViews: number;

  @Column({ name: 'app_store_clicks', type: 'integer', default: 0 })
  appStoreClicks: number;

  @Column({ name: 'play_store_clicks', type: 'integer', default: 0 })
  playStoreClicks: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Counts of the invite campaign (/invite). */
@Entity('influencer_stats')
@Unique('influencer_stats_influencer_key', ['influencer'])
export class InfluencerStats extends CampaignStats {}
