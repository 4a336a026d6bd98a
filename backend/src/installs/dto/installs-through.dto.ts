import { ApiProperty } from '@nestjs/swagger';

/** Up to which day each store's installs are imported: past it, a store's figures are not known yet, which is not 0. */
export class InstallsThroughDto {
  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2025-11-24', description: "The App Store's last reported day; null: never." })
  appStore: string | null;

  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2025-11-20', description: "Google Play's last reported day; null: never." })
  playStore: string | null;
}
