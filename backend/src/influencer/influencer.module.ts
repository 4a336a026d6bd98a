import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { TrackingModule } from '../tracking';
import { InfluencerController } from './influencer.controller';

/** The `influencer` campaign, the invite page (/invite): its routes under /api/influencer. */
@Module({
  imports: [TrackingModule, AdminModule],
  controllers: [InfluencerController],
})
export class InfluencerModule {}
