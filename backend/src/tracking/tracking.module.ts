import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignInstallsRepository } from './campaign-installs.repository';
import { CampaignRangesRepository } from './campaign-ranges.repository';
import { CampaignRangesService } from './campaign-ranges.service';
import { CampaignStatsRepository } from './campaign-stats.repository';
import { CampaignVisitor } from './campaign-visitor.entity';
import { StatsReaderService } from './stats-reader.service';
import { TrackingWriterService } from './tracking-writer.service';
import { TrackingRepository } from './tracking.repository';
import { VisitorSalt } from './visitor-salt.entity';
import { VisitorSaltRepository } from './visitor-salt.repository';
import { VisitorSaltsService } from './visitor-salts.service';

@Module({
  imports: [TypeOrmModule.forFeature([VisitorSalt, CampaignVisitor])],
  providers: [
    TrackingWriterService,
    CampaignRangesService,
    CampaignRangesRepository,
    StatsReaderService,
    VisitorSaltsService,
    TrackingRepository,
    CampaignStatsRepository,
    CampaignInstallsRepository,
    VisitorSaltRepository,
  ],
  exports: [TrackingWriterService, CampaignRangesService, StatsReaderService, VisitorSaltsService, CampaignInstallsRepository],
})
export class TrackingModule {}
