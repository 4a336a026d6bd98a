import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, type ValidationArguments, ValidateBy } from 'class-validator';
import { DAY_WINDOW_RULE, IsDay, isBefore, isIsoDay } from '../../common/days';

/** `?from=&to=`: days in UTC, both inclusive; either may be left out. */
export class StatsRangeQueryDto {
  @ApiPropertyOptional({ format: 'date', example: '2025-07-16', description: `First day counted (UTC, inclusive). ${DAY_WINDOW_RULE}` })
  @IsOptional()
  @IsDay('from')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2025-08-01', description: `Last day counted (UTC, inclusive). ${DAY_WINDOW_RULE}` })
  @IsOptional()
  @IsDay('to')
  @ValidateBy({
    name: 'isNotBeforeFrom',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) => {
        const { from } = args?.object as StatsRangeQueryDto;
        return !isIsoDay(from) || !isIsoDay(to) || !isBefore(to, from);
      },
      defaultMessage: () => 'to must not be before from',
    },
  })
  to?: string;
}
