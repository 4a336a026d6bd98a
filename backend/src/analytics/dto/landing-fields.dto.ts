import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsSingleLine, trim } from '../../common/text';
import { ANALYTICS_LIMITS } from '../analytics-event.entity';
import { isReferrer, REFERRER_SCHEMES, SCREEN_WIDTH_MAX } from '../event-dimensions';

/** A path of the site only: no query string or fragment, where personal data could ride along. */
const SITE_PATH = /^\/[^\s?#]*$/;

export function SitePath(description: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: ANALYTICS_LIMITS.path, example: '/getapp', description }),
    IsString(),
    MaxLength(ANALYTICS_LIMITS.path),
    IsSingleLine(),
    Matches(SITE_PATH, { message: 'path must be a site path starting with "/", without query string or fragment' }),
  );
}

function IsReferrer(): PropertyDecorator {
  return ValidateBy({
    name: 'isReferrer',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isReferrer(value),
      defaultMessage: () => `$property must be a URL with a host, of ${REFERRER_SCHEMES.join(' ')}`,
    },
  });
}

function Tag(example: string): PropertyDecorator {
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

export abstract class LandingFieldsDto {
  @ApiPropertyOptional({
    type: String,
    maxLength: ANALYTICS_LIMITS.referrer,
    example: 'https://l.instagram.com/',
    nullable: true,
    description:
      'document.referrer, an http(s) or android-app URL; its host gives the source, and an event keeps its path too (a report token left out), never its query string or fragment.',
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
