import { ApiProperty } from '@nestjs/swagger';
import type { WebVital } from '../web-vitals';

const SHARE = { type: Number, nullable: true, minimum: 0, maximum: 1 } as const;

/** One vital of a page and device: WEB_VITAL_THRESHOLDS (lib/contract.ts) gives its bands. */
export class WebVitalFiguresDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The 75th percentile (interpolated, as percentile_cont); null when no page load measured it.' })
  p75: number | null;

  @ApiProperty({ type: 'integer', description: 'The page loads that measured this vital.' })
  pageViews: number;

  @ApiProperty({ ...SHARE, description: 'Share of pageViews at or under the good threshold; null without page views.' })
  good: number | null;

  @ApiProperty({ ...SHARE, description: 'Share of pageViews between the two thresholds.' })
  needsImprovement: number | null;

  @ApiProperty({ ...SHARE, description: 'Share of pageViews over the poor threshold.' })
  poor: number | null;
}

export class AnalyticsSpeedRowDto implements Record<WebVital, WebVitalFiguresDto> {
  @ApiProperty({ example: '/getapp' })
  page: string;

  @ApiProperty({ example: 'mobile' })
  device: string;

  @ApiProperty({ type: 'integer', description: 'Page loads that reported vitals.' })
  pageViews: number;

  @ApiProperty({ type: WebVitalFiguresDto })
  LCP: WebVitalFiguresDto;

  @ApiProperty({ type: WebVitalFiguresDto })
  INP: WebVitalFiguresDto;

  @ApiProperty({ type: WebVitalFiguresDto })
  CLS: WebVitalFiguresDto;

  @ApiProperty({ type: WebVitalFiguresDto })
  FCP: WebVitalFiguresDto;

  @ApiProperty({ type: WebVitalFiguresDto })
  TTFB: WebVitalFiguresDto;
}

export class AnalyticsSpeedDto {
  @ApiProperty({ type: [AnalyticsSpeedRowDto], description: 'Per page and device, most page loads first.' })
  rows: AnalyticsSpeedRowDto[];
}
