import { ApiProperty } from '@nestjs/swagger';
import { InstallFileDto } from './install-file.dto';
import { InstallImportDto } from './install-import.dto';

export class UnattributedInstallsDto {
  @ApiProperty({ description: 'The `ct` token, or the UTM pair as `utm_source=…&utm_campaign=…`; empty for installs without a campaign.', example: 'newsletter' })
  value: string;

  @ApiProperty({ example: 3 })
  installs: number;

  @ApiProperty({ type: [String], description: 'Handles that share this cut token, so none is credited; empty otherwise.', example: [] })
  influencers: string[];
}

export class InstallPreviewDto extends InstallFileDto {
  @ApiProperty({ description: 'Installs credited to a handle.', example: 380 })
  attributedInstalls: number;

  @ApiProperty({ description: 'Handles credited with installs, per campaign counted once each.', example: 41 })
  influencers: number;

  @ApiProperty({ type: [UnattributedInstallsDto], description: 'Values that name no known handle, or more than one, most installs first: kept, never dropped.' })
  unattributed: UnattributedInstallsDto[];

  @ApiProperty({ type: InstallImportDto, nullable: true, description: 'The import of this very file (by SHA-256), once applied; null before.' })
  imported: InstallImportDto | null;
}
