import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsSingleLine, trim } from '../../common/text';
import { isAdminPath, NOT_FOUND_PAGE } from '../../site';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, type AnalyticsEventName } from '../analytics-event.entity';
import { LandingFieldsDto, SitePath } from './landing-fields.dto';

/** The admin's pages are the team's own visits (docs/analytics.md, "Pages"). */
function IsNotAdminPath(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotAdminPath',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !isAdminPath(value),
      defaultMessage: () => '$property must not be an admin page: the team’s own visits are not counted',
    },
  });
}

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

  @ApiPropertyOptional({
    type: String,
    maxLength: ANALYTICS_LIMITS.label,
    example: 'ios',
    nullable: true,
    description: 'None on a page_view (stored as its page, or on the 404 page the address that missed); one sent must be its path.',
  })
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

  @SitePath(
    `The page's address: stored as its page of the site (any /report/<token> as /report, without its token), or as ${NOT_FOUND_PAGE} where ` +
      'the site has none, a page_view then labelled with the address that missed; an admin page is refused.',
  )
  @IsNotAdminPath()
  path: string;
}
