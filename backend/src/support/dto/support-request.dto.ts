import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../common/list-query.dto';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, type SupportCategory, type SupportPriority } from '../support-request.entity';

export class SupportRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: SUPPORT_CATEGORIES })
  category: SupportCategory;

  @ApiProperty({ enum: SUPPORT_PRIORITIES })
  priority: SupportPriority;

  @ApiProperty()
  description: string;
}

export class SupportRequestPageDto extends PageDto(SupportRequestDto) {}
