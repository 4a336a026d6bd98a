import { ApiProperty } from '@nestjs/swagger';

/** The counts of one UTC day of a campaign, over all its influencers. */
export class DailyStatsDto {
  @ApiProperty({ format: 'date', example: '2025-08-01' })
  date: string;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer' })
  appStoreClicks: number;

  @ApiProperty({ type: 'integer' })
  playStoreClicks: number;
}
