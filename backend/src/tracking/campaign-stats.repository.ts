import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool';
import type { Campaign } from './campaign';
import type { CampaignCountsDto } from './dto/campaign-counts.dto';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { InfluencerStatsDto } from './dto/influencer-stats.dto';

export type DayRange = { from: string | null; to: string | null };

const EVENT_IN_RANGE = `
  event.campaign = $1
  AND ($2::date IS NULL OR event.created_at >= $2::date::timestamp AT TIME ZONE 'UTC')
  AND ($3::date IS NULL OR event.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')`;

const DAY_IN_RANGE = `daily.campaign = $1 AND ($2::date IS NULL OR daily.day >= $2::date) AND ($3::date IS NULL OR daily.day <= $3::date)`;

const EVENT_COUNTS = `
  count(*) FILTER (WHERE event.kind = 'page_view')::int AS page_views,
  count(*) FILTER (WHERE event.kind = 'app_store_click')::int AS app_store_clicks,
  count(*) FILTER (WHERE event.kind = 'play_store_click')::int AS play_store_clicks`;

const DAY_SUMS = `
  sum(daily.unique_visitors)::int AS unique_visitors,
  sum(daily.unique_app_store_clicks)::int AS unique_app_store_clicks,
  sum(daily.unique_play_store_clicks)::int AS unique_play_store_clicks,
  sum(daily.bot_calls)::int AS bot_calls`;

/** Typed by the DTO, so a missing or extra select field fails type-checking. */
const COUNT_COLUMNS: Record<keyof CampaignCountsDto, string> = {
  pageViews: 'page_views',
  appStoreClicks: 'app_store_clicks',
  playStoreClicks: 'play_store_clicks',
  uniqueVisitors: 'coalesce(unique_visitors, 0)',
  uniqueAppStoreClicks: 'coalesce(unique_app_store_clicks, 0)',
  uniquePlayStoreClicks: 'coalesce(unique_play_store_clicks, 0)',
  botCalls: 'coalesce(bot_calls, 0)',
};

const RECORD_COLUMNS: Record<keyof InfluencerStatsDto, string> = {
  id: 'id',
  influencer: 'influencer',
  ...COUNT_COLUMNS,
  // As toISOString() writes it, so that no row is parsed into a Date and formatted again.
  updatedAt: `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

const DAILY_COLUMNS: Record<keyof DailyStatsDto, string> = {
  date: `to_char(day, 'YYYY-MM-DD')`,
  ...COUNT_COLUMNS,
};

const selectList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([field, sql]) => `${sql} AS "${field}"`)
    .join(', ');

const RECORD_SELECT = selectList(RECORD_COLUMNS);
const DAILY_SELECT = selectList(DAILY_COLUMNS);

const ONE_INFLUENCER_EVENTS = ' AND event.influencer = $4';
const ONE_INFLUENCER_DAYS = ' AND daily.influencer = $4';

const recordsInRangeSql = (eventFilter: string) => `WITH counted AS (
    SELECT stats.id, stats.influencer, ${EVENT_COUNTS}, max(event.created_at) AS updated_at
    FROM campaign_event event JOIN campaign_stats stats USING (campaign, influencer)
    WHERE ${EVENT_IN_RANGE}${eventFilter}
    GROUP BY stats.id, stats.influencer
  ), summed AS (
    SELECT daily.influencer, ${DAY_SUMS}
    FROM campaign_daily_stats daily
    WHERE ${DAY_IN_RANGE}${eventFilter ? ONE_INFLUENCER_DAYS : ''}
    GROUP BY daily.influencer
  )
  SELECT ${RECORD_SELECT} FROM counted LEFT JOIN summed USING (influencer)
  ORDER BY influencer`;

const dailyCountsSql = (eventFilter: string, dayFilter: string) => `WITH counted AS (
    SELECT (event.created_at AT TIME ZONE 'UTC')::date AS day, ${EVENT_COUNTS}
    FROM campaign_event event
    WHERE ${EVENT_IN_RANGE}${eventFilter}
    GROUP BY 1
  ), summed AS (
    SELECT daily.day, ${DAY_SUMS}
    FROM campaign_daily_stats daily
    WHERE ${DAY_IN_RANGE}${dayFilter}
    GROUP BY daily.day
  )
  SELECT ${DAILY_SELECT}
  FROM counted LEFT JOIN summed USING (day)
  ORDER BY day`;

/** Equal snapshots: nothing committed in between, anywhere in the cluster. */
const CURRENT_SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';

/** Plain rows on PgPool, no TypeORM entities (bench/load/README.md). */
@Injectable()
export class CampaignStatsRepository {
  constructor(private readonly pool: PgPool) {}

  async currentSnapshot(): Promise<string> {
    const { rows } = await this.pool.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
    return rows[0].snapshot;
  }

  async allTimeRecords(campaign: Campaign): Promise<{ snapshot: string; records: InfluencerStatsDto[] }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      const records = await client.query<InfluencerStatsDto>(`SELECT ${RECORD_SELECT} FROM campaign_stats WHERE campaign = $1 ORDER BY influencer`, [campaign]);
      await client.query('COMMIT');
      client.release();
      return { snapshot: rows[0].snapshot, records: records.rows };
    } catch (error) {
      // A broken connection is dropped from the pool rather than handed to the next request.
      client.release(error as Error);
      throw error;
    }
  }

  async recordsInRange(campaign: Campaign, { from, to }: DayRange): Promise<InfluencerStatsDto[]> {
    const { rows } = await this.pool.query<InfluencerStatsDto>(recordsInRangeSql(''), [campaign, from, to]);
    return rows;
  }

  async dailyCounts(campaign: Campaign, { from, to }: DayRange): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(dailyCountsSql('', ''), [campaign, from, to]);
    return rows;
  }

  async influencerAllTime(campaign: Campaign, influencer: string): Promise<InfluencerStatsDto | undefined> {
    const { rows } = await this.pool.query<InfluencerStatsDto>(`SELECT ${RECORD_SELECT} FROM campaign_stats WHERE campaign = $1 AND influencer = $2`, [campaign, influencer]);
    return rows[0];
  }

  async influencerInRange(campaign: Campaign, influencer: string, { from, to }: DayRange): Promise<InfluencerStatsDto | undefined> {
    const { rows } = await this.pool.query<InfluencerStatsDto>(recordsInRangeSql(ONE_INFLUENCER_EVENTS), [campaign, from, to, influencer]);
    return rows[0];
  }

  async influencerDailyCounts(campaign: Campaign, influencer: string, { from, to }: DayRange): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(dailyCountsSql(ONE_INFLUENCER_EVENTS, ONE_INFLUENCER_DAYS), [campaign, from, to, influencer]);
    return rows;
  }
}
