import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from '../support-request.entity';

export class UpdateSupportRequestDto {
  @ApiProperty({ enum: SUPPORT_REQUEST_STATUSES })
  @IsIn(SUPPORT_REQUEST_STATUSES)
  status: SupportRequestStatus;
}
