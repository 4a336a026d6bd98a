import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { INFLUENCER_HANDLE_MAX_LENGTH, INFLUENCER_HANDLE_MIN_LENGTH, INFLUENCER_HANDLE_PATTERN } from '../influencer-handle';
import type { InfluencerStatsDto } from './influencer-stats.dto';
import { StatsRangeQueryDto } from './stats-range.dto';

export const CAMPAIGN_STATS_LIMIT_MAX = 500;
/** PostgreSQL's integer, so an offset is never a 500. */
const OFFSET_MAX = 2_147_483_647;

/**
 * Every field of a stats record, each a sort of the list, and viewsAndClicks, pageViews +
 * appStoreClicks + playStoreClicks: the launch-party order (SPEC §9, docs/product.md "Dashboards").
 */
export const STATS_SORT_FIELDS = [
  'influencer',
  'id',
  'pageViews',
  'appStoreClicks',
  'playStoreClicks',
  'uniqueVisitors',
  'uniqueAppStoreClicks',
  'uniquePlayStoreClicks',
  'uniqueStoreVisitors',
  'botCalls',
  'updatedAt',
  'viewsAndClicks',
  'appStoreInstalls',
  'playStoreInstalls',
  'installs',
  'installsPer100Visitors',
] as const satisfies readonly (keyof InfluencerStatsDto | 'viewsAndClicks')[];
export type StatsSortField = (typeof STATS_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const HANDLE_PREFIX_RULE = `q must be the start of a handle: ${INFLUENCER_HANDLE_MIN_LENGTH} to ${INFLUENCER_HANDLE_MAX_LENGTH} letters, digits, ".", "_" or "-" (one leading "@" is dropped)`;

/** Trimmed, one leading "@" dropped and lower-cased, as handles are stored; empty means no filter. */
function handlePrefix({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const prefix = (trimmed.startsWith('@') ? trimmed.slice(1) : trimmed).toLowerCase();
  return prefix === '' ? undefined : prefix;
}

/** `?limit=&offset=&sort=&order=&q=` beside the date range; without limit, every matching record. */
export class StatsListQueryDto extends StatsRangeQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CAMPAIGN_STATS_LIMIT_MAX, description: 'Records in the page; left out, every matching record.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CAMPAIGN_STATS_LIMIT_MAX)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: OFFSET_MAX, default: 0, description: 'Matching records skipped before the page.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(OFFSET_MAX)
  offset: number = 0;

  @ApiPropertyOptional({
    enum: STATS_SORT_FIELDS,
    default: 'influencer',
    description:
      "The field sorted on, or viewsAndClicks: pageViews + appStoreClicks + playStoreClicks, the launch-party dashboard's order. Ties in handle order, in the same direction. A null sorts below every number: first ascending, last descending.",
  })
  @IsOptional()
  @IsIn(STATS_SORT_FIELDS)
  sort: StatsSortField = 'influencer';

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
  @IsOptional()
  @IsIn(SORT_ORDERS)
  order: SortOrder = 'asc';

  @ApiPropertyOptional({ maxLength: INFLUENCER_HANDLE_MAX_LENGTH + 1, example: 'surf', description: 'Only the handles that start with it, in any letter case.' })
  @IsOptional()
  @Transform(handlePrefix)
  @IsString()
  @Matches(new RegExp(INFLUENCER_HANDLE_PATTERN), { message: HANDLE_PREFIX_RULE })
  q?: string;
}
