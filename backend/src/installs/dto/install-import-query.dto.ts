import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export class InstallImportQueryDto {
  @ApiPropertyOptional({ description: 'true: read the file and answer its preview, storing nothing.', default: false })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  dryRun?: boolean;
}
