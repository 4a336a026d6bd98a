import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, type ValidationArguments, ValidateBy } from 'class-validator';
import { IsSingleLine } from '../../common/text';
import {
  ANALYTICS_BREAKDOWN_LIMIT_DEFAULT,
  ANALYTICS_BREAKDOWN_LIMIT_MAX,
  ANALYTICS_BREAKDOWNS,
  ANALYTICS_FILTER_MAX_LENGTH,
  ANALYTICS_RANGE_DAYS_MAX,
  type AnalyticsBreakdown,
  type AnalyticsFilter,
} from '../analytics-dimensions';
import { DAY_WINDOW_RULE, daysInRange, IsDay, isIsoDay } from '../../common/days';

function FilterValue(example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: ANALYTICS_FILTER_MAX_LENGTH, example, description: 'Only the events with this value.' }),
    IsOptional(),
    IsString(),
    MaxLength(ANALYTICS_FILTER_MAX_LENGTH),
    IsSingleLine(),
  );
}

/** One query parameter per ANALYTICS_FILTERS name, typed by it so that a missing or extra one fails type-checking. */
export class AnalyticsFiltersQueryDto implements Partial<Record<AnalyticsFilter, string>> {
  @FilterValue('/getapp')
  page?: string;

  @FilterValue('Instagram')
  source?: string;

  @FilterValue('instagram')
  utmSource?: string;

  @FilterValue('social')
  utmMedium?: string;

  @FilterValue('launch')
  utmCampaign?: string;

  @FilterValue('kai')
  ref?: string;

  @FilterValue('mobile')
  device?: string;

  @FilterValue('Safari')
  browser?: string;

  @FilterValue('iOS')
  os?: string;

  @FilterValue('PT')
  country?: string;

  @FilterValue('mobile')
  screen?: string;
}

export class AnalyticsRangeQueryDto extends AnalyticsFiltersQueryDto {
  @ApiProperty({ format: 'date', example: '2025-07-16', description: `First day (UTC, inclusive). ${DAY_WINDOW_RULE}` })
  @IsDay('from')
  from: string;

  @ApiProperty({ format: 'date', example: '2025-08-01', description: `Last day (UTC, inclusive); at most ${ANALYTICS_RANGE_DAYS_MAX} days from \`from\`. ${DAY_WINDOW_RULE}` })
  @IsDay('to')
  @ValidateBy({
    name: 'isRangeOfDays',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) => {
        const { from } = args?.object as AnalyticsRangeQueryDto;
        if (!isIsoDay(from) || !isIsoDay(to)) return true;
        const days = daysInRange({ from, to });
        return days >= 1 && days <= ANALYTICS_RANGE_DAYS_MAX;
      },
      defaultMessage: () => `to must not be before from, nor more than ${ANALYTICS_RANGE_DAYS_MAX} days from it`,
    },
  })
  to: string;
}

export class AnalyticsBreakdownQueryDto extends AnalyticsRangeQueryDto {
  @ApiProperty({ enum: ANALYTICS_BREAKDOWNS, enumName: 'AnalyticsBreakdown' })
  @IsIn(ANALYTICS_BREAKDOWNS)
  dimension: AnalyticsBreakdown;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: ANALYTICS_BREAKDOWN_LIMIT_MAX, default: ANALYTICS_BREAKDOWN_LIMIT_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ANALYTICS_BREAKDOWN_LIMIT_MAX)
  limit: number = ANALYTICS_BREAKDOWN_LIMIT_DEFAULT;
}
