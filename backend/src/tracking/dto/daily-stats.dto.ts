import { ApiProperty } from '@nestjs/swagger';
import { CampaignCountsDto } from './campaign-counts.dto';

export class DailyStatsDto extends CampaignCountsDto {
  @ApiProperty({ format: 'date', example: '2025-08-01' })
  date: string;
}
