import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { LaunchPartyInfluencerStats } from './launch-party-influencer-stats.entity';
import { LaunchPartyInfluencerController } from './launch-party-influencer.controller';
import { LaunchPartyInfluencerService } from './launch-party-influencer.service';

@Module({
  imports: [TypeOrmModule.forFeature([LaunchPartyInfluencerStats]), AdminModule],
  controllers: [LaunchPartyInfluencerController],
  providers: [LaunchPartyInfluencerService],
})
export class LaunchPartyModule {}
