import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { TrackingModule } from '../tracking';
import { InfluencerController } from './influencer.controller';

@Module({
  imports: [TrackingModule, AdminModule],
  controllers: [InfluencerController],
})
export class InfluencerModule {}
