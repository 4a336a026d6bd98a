import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CampaignTrackingService } from '../influencer/campaign-tracking.service';
import { LaunchPartyInfluencerStats } from './launch-party-influencer-stats.entity';

@Injectable()
export class LaunchPartyInfluencerService extends CampaignTrackingService {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'launch-party', LaunchPartyInfluencerStats);
  }
}
