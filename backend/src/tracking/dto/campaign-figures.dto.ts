import { ApiProperty } from '@nestjs/swagger';
import { CampaignCountsDto } from './campaign-counts.dto';

const NOT_REPORTED = 'null when the store reported none of the days (docs/api.md, "Installs").';

/** The counts and the installs, as a stats record and a day of the time series both carry them. */
export class CampaignFiguresDto extends CampaignCountsDto {
  @ApiProperty({ type: 'integer', nullable: true, description: `App Store first-time downloads, as the latest import of each day reports them; ${NOT_REPORTED}` })
  appStoreInstalls: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: `Google Play store listing acquisitions, as the latest import of each day reports them; ${NOT_REPORTED}` })
  playStoreInstalls: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'appStoreInstalls + playStoreInstalls, of those not null; null when both are.' })
  installs: number | null;
}
