import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { TrackingModule } from '../tracking';
import { AnalyticsEvent } from './analytics-event.entity';
import { AnalyticsEventRepository } from './analytics-event.repository';
import { AnalyticsFiguresRepository } from './analytics-figures.repository';
import { AnalyticsOpenDaysRepository } from './analytics-open-days.repository';
import { AnalyticsReportsController } from './analytics-reports.controller';
import { AnalyticsReportsService } from './analytics-reports.service';
import { AnalyticsRollupRepository } from './analytics-rollup.repository';
import { AnalyticsRollupService } from './analytics-rollup.service';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { GeoIpService } from './geoip.service';
import { WebVitalRepository } from './web-vital.repository';
import { WebVitalsService } from './web-vitals.service';

@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEvent]), AdminModule, TrackingModule],
  controllers: [AnalyticsController, AnalyticsReportsController],
  providers: [
    AnalyticsService,
    AnalyticsEventRepository,
    GeoIpService,
    AnalyticsReportsService,
    AnalyticsRollupService,
    AnalyticsFiguresRepository,
    AnalyticsRollupRepository,
    AnalyticsOpenDaysRepository,
    WebVitalsService,
    WebVitalRepository,
  ],
  exports: [AnalyticsReportsService],
})
export class AnalyticsModule {}
