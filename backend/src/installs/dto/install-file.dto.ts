import { ApiProperty } from '@nestjs/swagger';
import { INSTALL_STORES, type InstallStore } from '../install-store';

/** A store file as read: what its preview and its stored import both say of it. */
export class InstallFileDto {
  @ApiProperty({ example: 'app_downloads_detailed_2025-11.txt.gz' })
  fileName: string;

  @ApiProperty({ description: 'Bytes, as uploaded.', example: 48213 })
  size: number;

  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' })
  sha256: string;

  @ApiProperty({ enum: INSTALL_STORES, enumName: 'InstallStore' })
  store: InstallStore;

  @ApiProperty({ description: 'The App Apple Identifier, or the Android package name.', example: '6740000000' })
  app: string;

  @ApiProperty({ format: 'date', example: '2025-11-01' })
  firstDay: string;

  @ApiProperty({ format: 'date', example: '2025-11-24' })
  lastDay: string;

  @ApiProperty({ description: 'Days covered: every day from firstDay to lastDay.', example: 24 })
  days: number;

  @ApiProperty({ example: 1890 })
  rows: number;

  @ApiProperty({ description: 'App Store first-time downloads, or Google Play store listing acquisitions.', example: 412 })
  installs: number;
}
