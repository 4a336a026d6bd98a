import { ApiProperty } from '@nestjs/swagger';

/** The three counts of a campaign, as a stats record and a day of the time series both carry them. */
export class CampaignCountsDto {
  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ type: 'integer' })
  appStoreClicks: number;

  @ApiProperty({ type: 'integer' })
  playStoreClicks: number;
}
