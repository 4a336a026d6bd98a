import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CampaignTrackingService } from './campaign-tracking.service';
import { InfluencerStats } from './influencer-stats.entity';

@Injectable()
export class InfluencerService extends CampaignTrackingService {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, 'invite', InfluencerStats);
  }
}
