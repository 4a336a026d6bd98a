import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../admin';
import { ApiErrors } from '../common/api-error.dto';
import { ANALYTICS_REALTIME_MINUTES } from './analytics-dimensions';
import { AnalyticsReportsService } from './analytics-reports.service';
import { AnalyticsBreakdownQueryDto, AnalyticsFiltersQueryDto, AnalyticsRangeQueryDto } from './dto/analytics-query.dto';
import { AnalyticsSpeedDto } from './dto/analytics-speed.dto';
import { AnalyticsBreakdownDto, AnalyticsRealtimeDto, AnalyticsSummaryDto, AnalyticsTimeseriesDto } from './dto/analytics-reports.dto';

@ApiTags('admin')
@Controller('admin/analytics')
@AdminOnly()
export class AnalyticsReportsController {
  constructor(private readonly reports: AnalyticsReportsService) {}

  @Get('summary')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AnalyticsSummaryDto, description: 'The range and the same number of days before it.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  summary(@Query() query: AnalyticsRangeQueryDto): Promise<AnalyticsSummaryDto> {
    return this.reports.summary(query);
  }

  @Get('timeseries')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AnalyticsTimeseriesDto, description: 'Per hour for one day, else per day; the previous period beside.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  timeseries(@Query() query: AnalyticsRangeQueryDto): Promise<AnalyticsTimeseriesDto> {
    return this.reports.timeseries(query);
  }

  @Get('breakdown')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AnalyticsBreakdownDto, description: 'A card: its values, most visitors first.' })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  breakdown(@Query() query: AnalyticsBreakdownQueryDto): Promise<AnalyticsBreakdownDto> {
    return this.reports.breakdown(query);
  }

  @Get('realtime')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AnalyticsRealtimeDto, description: `Distinct visitors of the last ${ANALYTICS_REALTIME_MINUTES} minutes.` })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  realtime(@Query() query: AnalyticsFiltersQueryDto): Promise<AnalyticsRealtimeDto> {
    return this.reports.realtime(query);
  }

  @Get('speed')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AnalyticsSpeedDto, description: "Real visitors' Web Vitals per page and device: each vital's 75th percentile and the share of page loads in each band." })
  @ApiErrors('VALIDATION_FAILED', 'UNKNOWN_FIELDS')
  speed(@Query() query: AnalyticsRangeQueryDto): Promise<AnalyticsSpeedDto> {
    return this.reports.speed(query);
  }
}
