import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignEvent } from './campaign-event.entity';
import { CampaignStats } from './campaign-stats.entity';
import { StatsReaderService } from './stats-reader.service';
import { TrackingWriterService } from './tracking-writer.service';

/**
 * Counting both campaigns and reading their stats: the tables campaign_stats and campaign_event,
 * which only this module writes and reads (on PgPool). A campaign module imports it and declares
 * the controller campaignTrackingController() makes for its campaign.
 */
@Module({
  // Registered so that TypeORM knows the tables (their schema is checked against the migrations); the services use no repository.
  imports: [TypeOrmModule.forFeature([CampaignStats, CampaignEvent])],
  providers: [TrackingWriterService, StatsReaderService],
  exports: [TrackingWriterService, StatsReaderService],
})
export class TrackingModule {}
