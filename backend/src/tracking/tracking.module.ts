import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { CampaignDailyStats } from './campaign-daily-stats.entity';
import { CampaignEvent } from './campaign-event.entity';
import { CampaignStats } from './campaign-stats.entity';
import { CampaignVisitor } from './campaign-visitor.entity';
import { StatsReaderService } from './stats-reader.service';
import { TrackingWriterService } from './tracking-writer.service';
import { VisitorSalt } from './visitor-salt.entity';
import { VisitorSaltsService } from './visitor-salts.service';

/**
 * Counting both campaigns and reading their stats: the tables campaign_stats, campaign_event,
 * campaign_daily_stats, campaign_visitor and visitor_salt, which only this module writes and reads
 * (on PgPool). A campaign module imports it and declares the controller campaignTrackingController()
 * makes for its campaign.
 */
@Module({
  imports: [
    // Registered so that TypeORM knows the tables (their schema is checked against the migrations); the services use no repository.
    TypeOrmModule.forFeature([CampaignStats, CampaignEvent, CampaignDailyStats, CampaignVisitor, VisitorSalt]),
    // For its Clock, the one that tests move.
    AdminModule,
  ],
  providers: [TrackingWriterService, StatsReaderService, VisitorSaltsService],
  exports: [TrackingWriterService, StatsReaderService],
})
export class TrackingModule {}
