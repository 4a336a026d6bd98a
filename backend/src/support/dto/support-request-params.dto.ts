import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { SUPPORT_MAIL_KINDS, type SupportMailKind } from '../support-mail.entity';

export class SupportRequestParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;
}

export class SupportMailParamsDto extends SupportRequestParamsDto {
  @ApiProperty({ enum: SUPPORT_MAIL_KINDS })
  @IsIn(SUPPORT_MAIL_KINDS)
  kind: SupportMailKind;
}
