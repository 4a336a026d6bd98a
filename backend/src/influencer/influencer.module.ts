import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { campaignTrackingController } from '../tracking/campaign-tracking.controller';
import { TrackingModule } from '../tracking/tracking.module';

/** The `influencer` campaign, the invite page (/invite): its routes under /api/influencer. */
@Module({
  imports: [TrackingModule, AdminModule],
  controllers: [campaignTrackingController('influencer')],
})
export class InfluencerModule {}
