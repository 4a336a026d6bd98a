import { Entity, Unique } from 'typeorm';
import { CampaignStats } from '../influencer/influencer-stats.entity';

/** Counts of the launch-party campaign (/launch-party-santa-cruz), apart from the invite campaign's. */
@Entity('launch_party_influencer_stats')
@Unique('launch_party_influencer_stats_influencer_key', ['influencer'])
export class LaunchPartyInfluencerStats extends CampaignStats {}
