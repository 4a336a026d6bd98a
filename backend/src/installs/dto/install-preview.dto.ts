import { ApiProperty } from '@nestjs/swagger';
import { INSTALL_STORES, type InstallStore } from '../install-store';
import { InstallImportDto } from './install-import.dto';

export class UnattributedInstallsDto {
  @ApiProperty({ description: 'The `ct` token, or the UTM pair as `utm_source=…&utm_campaign=…`; empty for installs without a campaign.', example: 'newsletter' })
  value: string;

  @ApiProperty({ example: 3 })
  installs: number;

  @ApiProperty({ type: [String], description: 'Handles that share this cut token, so none is credited; empty otherwise.', example: [] })
  influencers: string[];
}

export class InstallPreviewDto {
  @ApiProperty({ example: 'app_downloads_detailed_2025-11.txt.gz' })
  fileName: string;

  @ApiProperty({ example: 48213 })
  size: number;

  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' })
  sha256: string;

  @ApiProperty({ enum: INSTALL_STORES, enumName: 'InstallStore' })
  store: InstallStore;

  @ApiProperty({ example: '6740000000' })
  app: string;

  @ApiProperty({ format: 'date', example: '2025-11-01' })
  firstDay: string;

  @ApiProperty({ format: 'date', example: '2025-11-24' })
  lastDay: string;

  @ApiProperty({ example: 24 })
  days: number;

  @ApiProperty({ example: 1890 })
  rows: number;

  @ApiProperty({ example: 412 })
  installs: number;

  @ApiProperty({ description: 'Installs credited to a handle.', example: 380 })
  attributedInstalls: number;

  @ApiProperty({ description: 'Handles credited with installs, per campaign counted once each.', example: 41 })
  influencers: number;

  @ApiProperty({ type: [UnattributedInstallsDto], description: 'Values that name no known handle, or more than one, most installs first: kept, never dropped.' })
  unattributed: UnattributedInstallsDto[];

  @ApiProperty({ type: InstallImportDto, nullable: true, description: 'The import of this very file (by SHA-256), once applied; null before.' })
  imported: InstallImportDto | null;
}
