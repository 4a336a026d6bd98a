import { ApiProperty } from '@nestjs/swagger';

/** CONTRACT.md "Stats record". */
export class InfluencerStatsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'surfer_jane' })
  influencer: string;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer' })
  appStoreClicks: number;

  @ApiProperty({ type: 'integer' })
  playStoreClicks: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
