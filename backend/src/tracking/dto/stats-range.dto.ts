import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, type ValidationArguments, ValidateBy } from 'class-validator';

const ISO_DAY = /^(\d{4})-\d{2}-\d{2}$/;
/** Nothing was counted before; PostgreSQL refuses year 0, which would otherwise be a 500. */
const FIRST_YEAR = 1970;

/** A real calendar day as YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match || Number(match[1]) < FIRST_YEAR) return false;
  const day = new Date(`${value as string}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value as string);
}

/** `?from=&to=`: days in UTC, both inclusive; either may be left out. */
export class StatsRangeQueryDto {
  @ApiPropertyOptional({ format: 'date', example: '2025-07-16', description: 'First day counted (UTC, inclusive).' })
  @IsOptional()
  @ValidateBy({ name: 'isIsoDay', validator: { validate: isIsoDay, defaultMessage: () => 'from must be a day as YYYY-MM-DD' } })
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2025-08-01', description: 'Last day counted (UTC, inclusive).' })
  @IsOptional()
  @ValidateBy({ name: 'isIsoDay', validator: { validate: isIsoDay, defaultMessage: () => 'to must be a day as YYYY-MM-DD' } })
  @ValidateBy({
    name: 'isNotBeforeFrom',
    validator: {
      // YYYY-MM-DD: text order is day order.
      validate: (to: unknown, args?: ValidationArguments) => {
        const { from } = args?.object as StatsRangeQueryDto;
        return !isIsoDay(from) || !isIsoDay(to) || to >= from;
      },
      defaultMessage: () => 'to must not be before from',
    },
  })
  to?: string;
}
