import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrackingModule } from '../tracking/tracking.module';
import { AnalyticsEvent } from './analytics-event.entity';
import { AnalyticsEventRepository } from './analytics-event.repository';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { GeoIpService } from './geoip.service';

@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEvent]), TrackingModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsEventRepository, GeoIpService],
})
export class AnalyticsModule {}
