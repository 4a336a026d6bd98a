import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { InstallsThroughDto } from '../../installs';
import { type Campaign, CAMPAIGNS } from '../../tracking';
import { REPORT_RANGES, type ReportRange } from '../report-link.rules';

/**
 * The token alone picks the figures. A request that also names a handle or a campaign must name
 * the link's own, or it answers 404 like an unknown link (docs/report-links.md).
 */
export class ReportQueryDto {
  @ApiPropertyOptional({ enum: REPORT_RANGES, default: '30d', description: 'The last 7 or 30 UTC days (today included), or all time.' })
  @IsOptional()
  @IsIn(REPORT_RANGES)
  range: ReportRange = '30d';

  @ApiPropertyOptional({ description: "Optional; any handle but the link's own answers 404." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  influencer?: string;

  @ApiPropertyOptional({ description: "Optional; any campaign but the link's own answers 404." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  campaign?: string;
}

export class ReportDayDto {
  @ApiProperty({ format: 'date', example: '2025-08-01' })
  date: string;

  @ApiProperty({ type: 'integer' })
  visitors: number;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer' })
  appStoreClicks: number;

  @ApiProperty({ type: 'integer' })
  playStoreClicks: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'App Store first-time downloads; null when the store did not report the day.' })
  appStoreInstalls: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Google Play store listing acquisitions; null when the store did not report the day.' })
  playStoreInstalls: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'appStoreInstalls + playStoreInstalls, of those not null; null when both are.' })
  installs: number | null;
}

const NOT_REPORTED = 'null when the store reported none of the days (docs/api.md, "Installs").';

export class ReportDto {
  @ApiProperty({ example: 'surfer_jane' })
  influencer: string;

  @ApiProperty({ enum: CAMPAIGNS })
  campaign: Campaign;

  @ApiProperty({ enum: REPORT_RANGES })
  range: ReportRange;

  @ApiPropertyOptional({ format: 'date', description: 'First day counted (UTC); left out for all time.' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day counted (UTC); left out for all time.' })
  to?: string;

  @ApiProperty({ type: 'integer', description: 'Visitors who viewed the page, each once per UTC day; bot calls left out.' })
  visitors: number;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer' })
  appStoreClicks: number;

  @ApiProperty({ type: 'integer' })
  playStoreClicks: number;

  @ApiProperty({ description: '(App Store + Google Play taps) / page views x 100, to 1 decimal; 0 without views.' })
  conversion: number;

  @ApiProperty({ type: 'integer', nullable: true, description: `App Store first-time downloads in the range; ${NOT_REPORTED}` })
  appStoreInstalls: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: `Google Play store listing acquisitions in the range; ${NOT_REPORTED}` })
  playStoreInstalls: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'appStoreInstalls + playStoreInstalls, of those not null; null when both are.' })
  installs: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'installs * 100 / visitors, unrounded; null when installs is null or visitors is 0.' })
  installsPer100Visitors: number | null;

  @ApiProperty({ type: InstallsThroughDto, description: "Each store's last reported day: past it, its installs are not known yet." })
  installsThrough: InstallsThroughDto;

  @ApiProperty({ type: [ReportDayDto], description: 'Days with calls or installs, oldest first.' })
  daily: ReportDayDto[];

  @ApiProperty({ format: 'uri', example: 'https://lineup.surf/invite?influencer=surfer_jane' })
  inviteLink: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The last call counted in the range; null without any.' })
  lastUpdated: string | null;
}
