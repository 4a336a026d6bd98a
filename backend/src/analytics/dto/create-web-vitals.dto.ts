import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { sitePageOf } from '../../site';
import { CONNECTION_TYPES, type ConnectionType, WEB_VITAL_MAX, type WebVital } from '../web-vitals';
import { LandingFieldsDto, SitePath } from './landing-fields.dto';

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
export class CreateWebVitalsDto extends LandingFieldsDto implements Partial<Record<WebVital, number>> {
  @SitePath('The page the document loaded: a route of the site (any /report/<token> is the report page).')
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
}
