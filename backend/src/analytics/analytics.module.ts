import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AnalyticsDailyRepository } from './analytics-daily.repository';
import { AnalyticsEvent } from './analytics-event.entity';
import { AnalyticsEventRepository } from './analytics-event.repository';
import { AnalyticsReportsController } from './analytics-reports.controller';
import { AnalyticsReportsService } from './analytics-reports.service';
import { AnalyticsRollupService } from './analytics-rollup.service';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';

@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEvent]), AdminModule],
  controllers: [AnalyticsController, AnalyticsReportsController],
  providers: [AnalyticsService, AnalyticsEventRepository, AnalyticsReportsService, AnalyticsRollupService, AnalyticsDailyRepository],
  exports: [AnalyticsReportsService],
})
export class AnalyticsModule {}
