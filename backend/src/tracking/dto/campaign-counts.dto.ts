import { ApiProperty } from '@nestjs/swagger';

/** The counts of a campaign, as a stats record and a day of the time series both carry them (docs/api.md). */
export class CampaignCountsDto {
  @ApiProperty({ type: 'integer', description: 'Every accepted page-view call.' })
  pageViews: number;

  @ApiProperty({ type: 'integer', description: 'Every accepted App Store button tap.' })
  appStoreClicks: number;

  @ApiProperty({ type: 'integer', description: 'Every accepted Google Play button tap.' })
  playStoreClicks: number;

  @ApiProperty({ type: 'integer', description: 'Visitors who viewed the page, each counted once per UTC day; bot calls left out. Counted since the figure exists.' })
  uniqueVisitors: number;

  @ApiProperty({ type: 'integer', description: 'Visitors who tapped the App Store button, each counted once per UTC day; bot calls left out.' })
  uniqueAppStoreClicks: number;

  @ApiProperty({ type: 'integer', description: 'Visitors who tapped the Google Play button, each counted once per UTC day; bot calls left out.' })
  uniquePlayStoreClicks: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Visitors who tapped either store button, each counted once per UTC day whichever stores they tapped; bot calls left out. The conversion: this over uniqueVisitors.',
  })
  uniqueStoreVisitors: number;

  @ApiProperty({
    type: 'integer',
    description: 'Calls of any kind from a known bot, crawler or preview fetcher, without User-Agent, or sent as a prefetch; also in the raw counts.',
  })
  botCalls: number;
}
