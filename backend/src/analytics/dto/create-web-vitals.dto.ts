import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsSingleLine } from '../../common/text';
import { sitePageOf } from '../../site/site-pages';
import { ANALYTICS_LIMITS } from '../analytics-event.entity';
import { SCREEN_WIDTH_MAX } from '../event-dimensions';
import { CONNECTION_TYPES, type ConnectionType, WEB_VITAL_MAX, type WebVital } from '../web-vitals';
import { IsReferrer, SITE_PATH, Tag } from './create-analytics-event.dto';

function IsSitePage(): PropertyDecorator {
  return ValidateBy({
    name: 'isSitePage',
    validator: { validate: (value: unknown) => typeof value === 'string' && sitePageOf(value) !== null, defaultMessage: () => '$property must be a page of the site' },
  });
}

function Vital(vital: WebVital, unit: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'number', minimum: 0, maximum: WEB_VITAL_MAX[vital], description: `${vital} as web-vitals measured it, in ${unit}.` }),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(0),
    Max(WEB_VITAL_MAX[vital]),
  );
}

/** One page load's vitals, sent once when the page is hidden; a vital not measured by then is left out. */
export class CreateWebVitalsDto implements Partial<Record<WebVital, number>> {
  @ApiProperty({ maxLength: ANALYTICS_LIMITS.path, example: '/getapp', description: 'The page the document loaded: a route of the site (any /report/<token> is the report page).' })
  @IsString()
  @MaxLength(ANALYTICS_LIMITS.path)
  @IsSingleLine()
  @Matches(SITE_PATH, { message: 'path must be a site path starting with "/", without query string or fragment' })
  @IsSitePage()
  path: string;

  @Vital('LCP', 'ms')
  LCP?: number;

  @Vital('INP', 'ms')
  INP?: number;

  @Vital('CLS', 'layout shift score')
  CLS?: number;

  @Vital('FCP', 'ms')
  FCP?: number;

  @Vital('TTFB', 'ms')
  TTFB?: number;

  @ApiPropertyOptional({ enum: CONNECTION_TYPES, enumName: 'ConnectionType', nullable: true, description: 'navigator.connection.effectiveType, where the browser tells it.' })
  @IsOptional()
  @IsIn(CONNECTION_TYPES)
  connection?: ConnectionType | null;

  @ApiPropertyOptional({ type: String, maxLength: ANALYTICS_LIMITS.referrer, nullable: true, description: 'document.referrer; only its host is used, for the source.' })
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
