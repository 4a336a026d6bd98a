import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../common/list-query.dto';
import { SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from '../support-request.entity';

const BOOLEANS: Record<string, boolean> = { true: true, false: false };

export class SupportRequestListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: SUPPORT_REQUEST_STATUSES, description: 'Only requests with this status.' })
  @IsOptional()
  @IsIn(SUPPORT_REQUEST_STATUSES)
  status?: SupportRequestStatus;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only overdue requests (open past 48 hours); false: only the others.' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value in BOOLEANS ? BOOLEANS[value] : value))
  @IsBoolean()
  overdue?: boolean;
}
