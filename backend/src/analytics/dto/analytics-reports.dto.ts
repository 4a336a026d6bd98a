import { ApiProperty } from '@nestjs/swagger';
import { ANALYTICS_BREAKDOWNS, type AnalyticsBreakdown } from '../analytics-dimensions';

export class AnalyticsFiguresDto {
  @ApiProperty({ type: 'integer', description: "Each day's distinct visitors, summed over the days; bots never." })
  visitors: number;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer', description: 'App Store and Play Store taps.' })
  storeTaps: number;

  @ApiProperty({ type: 'integer', description: "Each day's visitors who tapped a store that day, summed over the days." })
  storeVisitors: number;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1, description: 'storeVisitors / visitors; null without visitors.' })
  storeVisitorShare: number | null;

  @ApiProperty({ type: 'integer' })
  botPageViews: number;
}

export class AnalyticsSummaryDto {
  @ApiProperty({ format: 'date', example: '2025-07-16' })
  from: string;

  @ApiProperty({ format: 'date', example: '2025-08-01' })
  to: string;

  @ApiProperty({ format: 'date', example: '2025-06-29', description: 'The same number of days, ending the day before `from`.' })
  previousFrom: string;

  @ApiProperty({ format: 'date', example: '2025-07-15' })
  previousTo: string;

  @ApiProperty({ type: AnalyticsFiguresDto })
  current: AnalyticsFiguresDto;

  @ApiProperty({ type: AnalyticsFiguresDto })
  previous: AnalyticsFiguresDto;
}

export class AnalyticsPointDto {
  @ApiProperty({ example: '2025-08-01', description: "A day ('YYYY-MM-DD') or an hour ('YYYY-MM-DDTHH:00:00.000Z'), UTC." })
  at: string;

  @ApiProperty({ type: 'integer' })
  visitors: number;

  @ApiProperty({ type: 'integer' })
  pageViews: number;
}

export const ANALYTICS_INTERVALS = ['hour', 'day'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

export class AnalyticsTimeseriesDto {
  @ApiProperty({ enum: ANALYTICS_INTERVALS, enumName: 'AnalyticsInterval', description: "'hour' when from is to (24 points), else 'day'." })
  interval: AnalyticsInterval;

  @ApiProperty({ type: [AnalyticsPointDto], description: 'Every hour or day of the range, zeros included.' })
  points: AnalyticsPointDto[];

  @ApiProperty({ type: [AnalyticsPointDto], description: 'The previous period, as many points.' })
  previousPoints: AnalyticsPointDto[];
}

export class AnalyticsBreakdownRowDto {
  @ApiProperty({ example: '/getapp' })
  value: string;

  @ApiProperty({ type: 'integer' })
  visitors: number;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer' })
  events: number;

  @ApiProperty({ type: 'integer' })
  storeVisitors: number;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1, description: 'visitors / totalVisitors; null without visitors.' })
  share: number | null;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1, description: 'storeVisitors / visitors; null without visitors.' })
  conversion: number | null;
}

export class AnalyticsBreakdownDto {
  @ApiProperty({ enum: ANALYTICS_BREAKDOWNS, enumName: 'AnalyticsBreakdown' })
  dimension: AnalyticsBreakdown;

  @ApiProperty({ type: 'integer', description: 'All visitors of the range, as the summary counts them.' })
  totalVisitors: number;

  @ApiProperty({ type: [AnalyticsBreakdownRowDto], description: 'Most visitors first, then most events, then by value.' })
  rows: AnalyticsBreakdownRowDto[];
}

export class AnalyticsRealtimeDto {
  @ApiProperty({ type: 'integer', description: 'Distinct visitors with an event since `since`.' })
  visitors: number;

  @ApiProperty({ format: 'date-time', example: '2025-08-01T12:00:00.000Z' })
  since: string;
}
