import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class ReportLinkParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;
}
