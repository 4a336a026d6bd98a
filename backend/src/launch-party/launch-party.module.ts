import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { campaignTrackingController } from '../tracking/campaign-tracking.controller';
import { TrackingModule } from '../tracking/tracking.module';

/** The `launch-party` campaign (/launch-party-santa-cruz): its routes under /api/launch-party-influencer. */
@Module({
  imports: [TrackingModule, AdminModule],
  controllers: [campaignTrackingController('launch-party')],
})
export class LaunchPartyModule {}
