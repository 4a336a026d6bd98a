import { ApiProperty } from '@nestjs/swagger';
import { CampaignCountsDto } from './campaign-counts.dto';

export class InfluencerStatsDto extends CampaignCountsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'surfer_jane' })
  influencer: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
