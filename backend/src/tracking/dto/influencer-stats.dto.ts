import { ApiProperty } from '@nestjs/swagger';
import { CampaignFiguresDto } from './campaign-figures.dto';

/** docs/api.md. */
export class InfluencerStatsDto extends CampaignFiguresDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'surfer_jane' })
  influencer: string;

  @ApiProperty({ format: 'date-time', description: 'The last call: in the range, or ever for a handle whose only figures in the range are installs.' })
  updatedAt: string;

  @ApiProperty({ type: 'number', nullable: true, description: 'installs * 100 / uniqueVisitors, unrounded; null when installs is null or uniqueVisitors is 0.' })
  installsPer100Visitors: number | null;
}
