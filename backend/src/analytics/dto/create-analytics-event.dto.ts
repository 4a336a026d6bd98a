import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsSingleLine, trim } from '../../common/text';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, type AnalyticsEventName } from '../analytics-event.entity';
import { isReferrer, SCREEN_WIDTH_MAX } from '../event-dimensions';

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
/** A path of the site only: no query string or fragment, where personal data could ride along. */
export const SITE_PATH = /^\/[^\s?#]*$/;

export function IsReferrer(): PropertyDecorator {
  return ValidateBy({
    name: 'isReferrer',
    validator: { validate: (value: unknown) => typeof value === 'string' && isReferrer(value), defaultMessage: () => '$property must be a URL with a host' },
  });
}

/** A campaign tag read from the landing URL (utm_source, utm_medium, utm_campaign, ref). */
export function Tag(example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: ANALYTICS_LIMITS.tag, example, nullable: true }),
    Transform(trim),
    IsOptional(),
    IsString(),
    IsNotEmpty(),
    MaxLength(ANALYTICS_LIMITS.tag),
    IsSingleLine(),
  );
}

export class CreateAnalyticsEventDto {
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

  @ApiProperty({ maxLength: ANALYTICS_LIMITS.path, example: '/getapp', description: 'A site path: starts with "/", no query string.' })
  @IsString()
  @MaxLength(ANALYTICS_LIMITS.path)
  @IsSingleLine()
  @Matches(SITE_PATH, { message: 'path must be a site path starting with "/", without query string or fragment' })
  path: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: ANALYTICS_LIMITS.referrer,
    example: 'https://l.instagram.com/',
    nullable: true,
    description: 'document.referrer; only its host and path are kept, never its query string or fragment.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(ANALYTICS_LIMITS.referrer)
  @IsReferrer()
  referrer?: string | null;

  @Tag('instagram')
  utmSource?: string | null;

  @Tag('bio')
  utmMedium?: string | null;

  @Tag('summer-swell')
  utmCampaign?: string | null;

  @Tag('kai')
  ref?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: SCREEN_WIDTH_MAX, nullable: true, description: 'window.innerWidth; kept as its class (screen).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(SCREEN_WIDTH_MAX)
  screenWidth?: number | null;
}
