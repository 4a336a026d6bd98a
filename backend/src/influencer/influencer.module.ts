import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { InfluencerEvent } from './influencer-event.entity';
import { InfluencerStats } from './influencer-stats.entity';
import { InfluencerController } from './influencer.controller';
import { InfluencerService } from './influencer.service';

/** The invite campaign, and the events table both campaigns write to. */
@Module({
  imports: [TypeOrmModule.forFeature([InfluencerStats, InfluencerEvent]), AdminModule],
  controllers: [InfluencerController],
  providers: [InfluencerService],
})
export class InfluencerModule {}
