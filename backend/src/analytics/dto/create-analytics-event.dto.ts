import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsSingleLine, trim } from '../../common/text';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, type AnalyticsEventName } from '../analytics-event.entity';
import { LandingFieldsDto, SitePath } from './landing-fields.dto';

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

export class CreateAnalyticsEventDto extends LandingFieldsDto {
  @ApiProperty({ enum: ANALYTICS_EVENT_NAMES, enumName: 'AnalyticsEventName' })
  @IsIn(ANALYTICS_EVENT_NAMES)
  event: AnalyticsEventName;

  @ApiProperty({ maxLength: ANALYTICS_LIMITS.category, example: 'download' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(ANALYTICS_LIMITS.category)
  @IsSingleLine()
  category: string;

  @ApiPropertyOptional({ type: String, maxLength: ANALYTICS_LIMITS.label, example: 'ios', nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(ANALYTICS_LIMITS.label)
  @IsSingleLine()
  label?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: INT32_MIN, maximum: INT32_MAX, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(INT32_MIN)
  @Max(INT32_MAX)
  value?: number | null;

  @SitePath('A site path: starts with "/", no query string.')
  path: string;
}
