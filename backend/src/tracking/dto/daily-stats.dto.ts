import { ApiProperty } from '@nestjs/swagger';
import { CampaignFiguresDto } from './campaign-figures.dto';

/** The counts of one UTC day of a campaign, over all its influencers. */
export class DailyStatsDto extends CampaignFiguresDto {
  @ApiProperty({ format: 'date', example: '2025-08-01' })
  date: string;
}
