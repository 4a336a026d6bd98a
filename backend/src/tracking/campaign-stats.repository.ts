import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { PgPool } from '../database/pg-pool';
import type { Campaign } from './campaign';
import type { CampaignCountsDto } from './dto/campaign-counts.dto';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';
import type { SortOrder, StatsSortField } from './dto/stats-list-query.dto';

export type DayRange = { from: string | null; to: string | null };

export type StatsListQuery = DayRange & {
  /** Lower case, a handle's characters only: validated by StatsListQueryDto. */
  prefix: string | null;
  sort: StatsSortField;
  order: SortOrder;
  limit: number | null;
  offset: number;
};

export type StatsPage = { records: InfluencerStatsDto[]; total: number };

const DAY_IN_RANGE = `daily.campaign = $1 AND ($2::date IS NULL OR daily.day >= $2::date) AND ($3::date IS NULL OR daily.day <= $3::date)`;

const COUNT_FIELDS: Record<keyof CampaignCountsDto, string> = {
  pageViews: 'page_views',
  appStoreClicks: 'app_store_clicks',
  playStoreClicks: 'play_store_clicks',
  uniqueVisitors: 'unique_visitors',
  uniqueAppStoreClicks: 'unique_app_store_clicks',
  uniquePlayStoreClicks: 'unique_play_store_clicks',
  uniqueStoreVisitors: 'unique_store_visitors',
  botCalls: 'bot_calls',
};

export const COUNT_COLUMNS = Object.values(COUNT_FIELDS);

/** Typed by the DTO, so a missing or extra select field fails type-checking. */
const FIELD_COLUMNS: Record<keyof InfluencerStatsDto, string> = {
  id: 'id',
  influencer: 'influencer',
  ...COUNT_FIELDS,
  updatedAt: 'updated_at',
};

/** viewsAndClicks must stay the text of index `campaign_stats_by_views_and_clicks`; bigint, so three counts near the integer's limit do not overflow. */
const SORT_COLUMNS: Record<StatsSortField, string> = {
  ...FIELD_COLUMNS,
  viewsAndClicks: '(page_views::bigint + app_store_clicks + play_store_clicks)',
};

const DAY_SUMS = COUNT_COLUMNS.map((column) => `sum(daily.${column})::int AS ${column}`).join(', ');

const RECORD_COLUMNS: Record<keyof InfluencerStatsDto, string> = {
  ...FIELD_COLUMNS,
  // As toISOString() writes it, so that no row is parsed into a Date and formatted again.
  updatedAt: `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

const DAILY_COLUMNS: Record<keyof DailyStatsDto, string> = {
  date: `to_char(day, 'YYYY-MM-DD')`,
  ...COUNT_FIELDS,
};

const selectList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([field, sql]) => `${sql} AS "${field}"`)
    .join(', ');

const RECORD_SELECT = selectList(RECORD_COLUMNS);
const DAILY_SELECT = selectList(DAILY_COLUMNS);
const RECORD_FIELDS = Object.keys(RECORD_COLUMNS) as (keyof InfluencerStatsDto)[];

/** Sums of the days $2..$3 per influencer `$4` picks (a handle or a prefix), only those with a call in the days. */
const summedInRange = (influencers: string) => `WITH summed AS (
    SELECT daily.influencer, ${DAY_SUMS}, max(daily.updated_at) AS updated_at
    FROM campaign_daily_stats daily
    WHERE ${DAY_IN_RANGE} AND ${influencers}
    GROUP BY daily.influencer
  ), matching AS (
    SELECT stats.id, summed.* FROM summed JOIN campaign_stats stats ON stats.campaign = $1 AND stats.influencer = summed.influencer
  )`;

const dailyCountsSql = (oneInfluencer: boolean) => `WITH summed AS (
    SELECT daily.day, ${DAY_SUMS}
    FROM campaign_daily_stats daily
    WHERE ${DAY_IN_RANGE}${oneInfluencer ? ' AND daily.influencer = $4' : ''}
    GROUP BY daily.day
  )
  SELECT ${DAILY_SELECT} FROM summed ORDER BY day`;

/** Ties broken by handle in the same direction, so that one index (campaign, column, influencer) serves both orders. */
const orderBy = ({ sort, order }: StatsListQuery) => `ORDER BY ${SORT_COLUMNS[sort]} ${order}, influencer ${order}`;

/** The page's rows with their sort key, and again in that order once joined to the one row that carries the total. */
const pageSelect = ({ sort }: StatsListQuery) => `${RECORD_SELECT}, ${SORT_COLUMNS[sort]} AS sort_key`;
const pageOrder = ({ order }: StatsListQuery) => `ORDER BY page.sort_key ${order}, page.influencer ${order}`;

const HANDLE_PREFIX = (column: string, parameter: string) => `(${parameter}::text IS NULL OR ${column} LIKE ${parameter})`;

/** A LIKE pattern that matches the prefix literally: its "_" is no wildcard. */
const likePrefix = (prefix: string | null) => (prefix === null ? null : `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);

/** Range rows hold every count but the pending ones, which only add: the page is among the first offset + limit rows by the sort's index, plus the pending. */
const rolledUpPageSql = (query: StatsListQuery) => `WITH summed AS (
    SELECT influencer, ${DAY_SUMS}, max(updated_at) AS updated_at
    FROM campaign_pending_counts daily
    WHERE campaign = $1 AND day BETWEEN $2 AND $3 AND ${HANDLE_PREFIX('influencer', '$5')}
    GROUP BY influencer
  ), pending AS (
    SELECT all_time.id, summed.* FROM summed JOIN campaign_stats all_time ON all_time.campaign = $1 AND all_time.influencer = summed.influencer
  ), settled AS (
    SELECT id, influencer, ${COUNT_COLUMNS.join(', ')}, updated_at FROM campaign_range_stats
    WHERE range = $4 AND ${HANDLE_PREFIX('influencer', '$5')} AND influencer NOT IN (SELECT influencer FROM pending)
    ${orderBy(query)}
    LIMIT $6::int + $7
  ), candidates AS (
    SELECT * FROM settled
    UNION ALL
    SELECT pending.id, pending.influencer, ${COUNT_COLUMNS.map((column) => `coalesce(stats.${column}, 0) + pending.${column}`).join(', ')},
      greatest(stats.updated_at, pending.updated_at)
    FROM pending
    LEFT JOIN campaign_range_stats stats ON stats.range = $4 AND stats.influencer = pending.influencer
  ), page AS (
    SELECT ${pageSelect(query)} FROM candidates
    ${orderBy(query)}
    LIMIT $6 OFFSET $7
  ), meta AS (
    SELECT (SELECT count(*) FROM campaign_range_stats WHERE range = $4 AND ${HANDLE_PREFIX('influencer', '$5')})::int
      + (SELECT count(*) FROM pending WHERE NOT EXISTS (SELECT FROM campaign_range_stats stats WHERE stats.range = $4 AND stats.influencer = pending.influencer))::int AS total
  )
  SELECT meta.total, page.* FROM meta LEFT JOIN page ON true
  ${pageOrder(query)}`;

type PageRow = InfluencerStatsDto & { total: number };

function pageOf(rows: PageRow[]): StatsPage {
  const records = rows.filter((row) => row.id !== null).map((row) => Object.fromEntries(RECORD_FIELDS.map((field) => [field, row[field]])) as unknown as InfluencerStatsDto);
  return { total: rows[0].total, records };
}

/** Plain rows on PgPool, no TypeORM entities (bench/load/README.md). */
@Injectable()
export class CampaignStatsRepository {
  constructor(private readonly pool: PgPool) {}

  /** One statement in the caller's snapshot (database/snapshot-reads.ts), read in the order of its sort's index. */
  async allTimePage(client: PoolClient, campaign: Campaign, query: StatsListQuery): Promise<StatsPage> {
    const matching = `campaign_stats WHERE campaign = $1 AND ${HANDLE_PREFIX('influencer', '$2')}`;
    const { rows } = await client.query<PageRow>(
      `WITH page AS (
         SELECT ${pageSelect(query)} FROM ${matching}
         ${orderBy(query)}
         LIMIT $3 OFFSET $4
       )
       SELECT meta.total, page.* FROM (SELECT count(*)::int AS total FROM ${matching}) meta LEFT JOIN page ON true
       ${pageOrder(query)}`,
      [campaign, likePrefix(query.prefix), query.limit, query.offset],
    );
    return pageOf(rows);
  }

  async pageInRange(client: PoolClient, campaign: Campaign, query: StatsListQuery): Promise<StatsPage> {
    const { rows } = await client.query<PageRow>(
      `${summedInRange(HANDLE_PREFIX('daily.influencer', '$4'))}, page AS (
         SELECT ${pageSelect(query)} FROM matching
         ${orderBy(query)}
         LIMIT $5 OFFSET $6
       )
       SELECT meta.total, page.* FROM (SELECT count(*)::int AS total FROM matching) meta LEFT JOIN page ON true
       ${pageOrder(query)}`,
      [campaign, query.from, query.to, likePrefix(query.prefix), query.limit, query.offset],
    );
    return pageOf(rows);
  }

  /** The handles of `campaign` among `handles`, or starting with one of `prefixes`. */
  async knownHandles(campaign: Campaign, handles: string[], prefixes: string[]): Promise<string[]> {
    const { rows } = await this.pool.query<{ influencer: string }>(
      `SELECT influencer FROM campaign_stats WHERE campaign = $1 AND (influencer = ANY($2::text[]) OR influencer LIKE ANY($3::text[])) ORDER BY influencer`,
      [campaign, handles, prefixes.map(likePrefix)],
    );
    return rows.map(({ influencer }) => influencer);
  }

  async rolledUpRange(client: PoolClient, campaign: Campaign, { from, to }: DayRange): Promise<number | undefined> {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM campaign_range WHERE campaign = $1 AND first_day = $2 AND last_day = $3', [campaign, from, to]);
    return rows[0]?.id;
  }

  async pageInRolledUpRange(client: PoolClient, campaign: Campaign, range: number, query: StatsListQuery): Promise<StatsPage> {
    const { rows } = await client.query<PageRow>(rolledUpPageSql(query), [campaign, query.from, query.to, range, likePrefix(query.prefix), query.limit, query.offset]);
    return pageOf(rows);
  }

  async dailyCounts(campaign: Campaign, { from, to }: DayRange): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(dailyCountsSql(false), [campaign, from, to]);
    return rows;
  }

  async influencerAllTime(campaign: Campaign, influencer: string): Promise<InfluencerStatsDto | undefined> {
    const { rows } = await this.pool.query<InfluencerStatsDto>(`SELECT ${RECORD_SELECT} FROM campaign_stats WHERE campaign = $1 AND influencer = $2`, [campaign, influencer]);
    return rows[0];
  }

  async influencerInRange(campaign: Campaign, influencer: string, { from, to }: DayRange): Promise<InfluencerStatsDto | undefined> {
    const { rows } = await this.pool.query<InfluencerStatsDto>(`${summedInRange('daily.influencer = $4')} SELECT ${RECORD_SELECT} FROM matching`, [campaign, from, to, influencer]);
    return rows[0];
  }

  async influencerDailyCounts(campaign: Campaign, influencer: string, { from, to }: DayRange): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(dailyCountsSql(true), [campaign, from, to, influencer]);
    return rows;
  }
}
