import { ApiProperty } from '@nestjs/swagger';
import { InstallFileDto } from './install-file.dto';

export class InstallImportDto extends InstallFileDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ format: 'date-time' })
  importedAt: string;
}
