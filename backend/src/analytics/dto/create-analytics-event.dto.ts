import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsSingleLine, trim } from '../../common/text';
import { isAdminPath, NOT_FOUND_PAGE, sitePageOf } from '../../site/site-pages';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, type AnalyticsEventName } from '../analytics-event.entity';
import { LandingFieldsDto, SitePath } from './landing-fields.dto';

/** A page the analytics count (docs/analytics.md, "Pages"): a page of the site but the admin's, or the 404 page. */
function IsCountedPage(): PropertyDecorator {
  return ValidateBy({
    name: 'isCountedPage',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !isAdminPath(value) && (value === NOT_FOUND_PAGE || sitePageOf(value) !== null),
      defaultMessage: (args) =>
        typeof args?.value === 'string' && isAdminPath(args.value)
          ? '$property must not be an admin page: the team’s own visits are not counted'
          : `$property must be a page of the site, or ${NOT_FOUND_PAGE} for the page shown where the site has none`,
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
    description: `A page_view's label is its page (or none); on ${NOT_FOUND_PAGE}, the path that missed (required), never an admin page.`,
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
    `A page of the site (any /report/<token> is stored as /report, without its token), never an admin page; ${NOT_FOUND_PAGE} for the ` +
      'not-found page, whose page_view carries the path that missed as its label.',
  )
  @IsCountedPage()
  path: string;
}
