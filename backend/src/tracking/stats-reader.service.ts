import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool';
import type { Campaign } from './campaign';
import type { DailyStatsDto } from './dto/daily-stats.dto';
import type { StatsRangeQueryDto } from './dto/stats-range.dto';

/** An event of campaign `$1` within the UTC days `$2` to `$3`, both inclusive; null is no bound. */
const EVENT_IN_RANGE = `
  event.campaign = $1
  AND ($2::date IS NULL OR event.created_at >= $2::date::timestamp AT TIME ZONE 'UTC')
  AND ($3::date IS NULL OR event.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/** A day of campaign `$1` within the same days. */
const DAY_IN_RANGE = `daily.campaign = $1 AND ($2::date IS NULL OR daily.day >= $2::date) AND ($3::date IS NULL OR daily.day <= $3::date)`;

/** The raw counts of the events in scope. */
const EVENT_COUNTS = `
  count(*) FILTER (WHERE event.kind = 'page_view')::int AS page_views,
  count(*) FILTER (WHERE event.kind = 'app_store_click')::int AS app_store_clicks,
  count(*) FILTER (WHERE event.kind = 'play_store_click')::int AS play_store_clicks`;

/** The sums of the days in scope: the figures the events cannot give. */
const DAY_SUMS = `
  sum(daily.unique_visitors)::int AS unique_visitors,
  sum(daily.unique_app_store_clicks)::int AS unique_app_store_clicks,
  sum(daily.unique_play_store_clicks)::int AS unique_play_store_clicks,
  sum(daily.bot_calls)::int AS bot_calls`;

/** Every count of docs/api.md, in the record's order, from columns of those names (0 where a day has no figures yet). */
const COUNT_FIELDS = `page_views AS "pageViews", app_store_clicks AS "appStoreClicks", play_store_clicks AS "playStoreClicks",
  coalesce(unique_visitors, 0) AS "uniqueVisitors", coalesce(unique_app_store_clicks, 0) AS "uniqueAppStoreClicks",
  coalesce(unique_play_store_clicks, 0) AS "uniquePlayStoreClicks", coalesce(bot_calls, 0) AS "botCalls"`;

/** The stats record of docs/api.md, its fields in order, `updatedAt` formatted by PostgreSQL as toISOString() writes it (no Date parsing per row). */
const RECORD_COLUMNS = `id, influencer, ${COUNT_FIELDS},
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/**
 * The transaction's snapshot: which transactions had committed. Two equal snapshots mean that no
 * transaction committed (or even started writing) in between, anywhere in the cluster, so every
 * table reads the same.
 */
const CURRENT_SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';

type AllTimeList = { snapshot: string; body: Buffer; startedAt: number };

/**
 * Reads the counts of each campaign for the dashboards: the only reader of campaign_stats,
 * campaign_event and campaign_daily_stats. Plain rows on the pg pool, without TypeORM's query runner and entities; the
 * all-time list serialised once and kept while nothing has committed since.
 */
@Injectable()
export class StatsReaderService {
  /** Each campaign's all-time list as last read, served again while the snapshot has not moved. */
  private readonly allTime = new Map<Campaign, AllTimeList>();
  private readonly pendingAllTime = new Map<Campaign, { startedAt: number; list: Promise<AllTimeList> }>();

  constructor(private readonly pool: PgPool) {}

  /**
   * The stats records as a JSON array. All time: the counts table. Within a range: the raw counts
   * counted from the events and the other figures summed over the days, for the influencers with at
   * least one event in it; `updatedAt` is then their last event in the range.
   */
  async recordsJson(campaign: Campaign, { from, to }: StatsRangeQueryDto): Promise<Buffer> {
    if (!from && !to) return this.allTimeJson(campaign);
    const { rows } = await this.pool.query(
      `WITH counted AS (
         SELECT stats.id, stats.influencer, ${EVENT_COUNTS}, max(event.created_at) AS updated_at
         FROM campaign_event event JOIN campaign_stats stats USING (campaign, influencer)
         WHERE ${EVENT_IN_RANGE}
         GROUP BY stats.id, stats.influencer
       ), summed AS (
         SELECT daily.influencer, ${DAY_SUMS}
         FROM campaign_daily_stats daily
         WHERE ${DAY_IN_RANGE}
         GROUP BY daily.influencer
       )
       SELECT ${RECORD_COLUMNS} FROM counted LEFT JOIN summed USING (influencer)
       ORDER BY influencer`,
      [campaign, from ?? null, to ?? null],
    );
    return Buffer.from(JSON.stringify(rows));
  }

  /**
   * 10,000 records are about 1.7 MB of JSON, 15 ms of work for the API and PostgreSQL: the list is
   * kept with the snapshot it was read in and served again, exactly, while the current snapshot is
   * the same (one tiny query). Requests that find it stale share one read, as long as that read
   * started after they arrived (so it sees every write they could have seen).
   */
  private async allTimeJson(campaign: Campaign): Promise<Buffer> {
    const arrivedAt = performance.now();
    const cached = this.allTime.get(campaign);
    if (cached) {
      const { rows } = await this.pool.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      if (rows[0].snapshot === cached.snapshot) return cached.body;
    }
    const pending = this.pendingAllTime.get(campaign);
    if (pending && pending.startedAt >= arrivedAt) return (await pending.list).body;
    const startedAt = performance.now();
    const list = this.readAllTime(campaign, startedAt);
    this.pendingAllTime.set(campaign, { startedAt, list });
    const read = await list;
    const latest = this.allTime.get(campaign);
    if (!latest || read.startedAt > latest.startedAt) this.allTime.set(campaign, read);
    return read.body;
  }

  /** The campaign's counts and the snapshot they were read in, in one read-only transaction. */
  private async readAllTime(campaign: Campaign, startedAt: number): Promise<AllTimeList> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      const records = await client.query(`SELECT ${RECORD_COLUMNS} FROM campaign_stats WHERE campaign = $1 ORDER BY influencer`, [campaign]);
      await client.query('COMMIT');
      client.release();
      return { snapshot: rows[0].snapshot, body: Buffer.from(JSON.stringify(records.rows)), startedAt };
    } catch (error) {
      // A broken connection is dropped from the pool rather than handed to the next request.
      client.release(error as Error);
      throw error;
    }
  }

  /** The campaign's counts per UTC day, days without events left out, oldest first; days before the unique figures existed show 0 for them. */
  async daily(campaign: Campaign, { from, to }: StatsRangeQueryDto): Promise<DailyStatsDto[]> {
    const { rows } = await this.pool.query<DailyStatsDto>(
      `WITH counted AS (
         SELECT (event.created_at AT TIME ZONE 'UTC')::date AS day, ${EVENT_COUNTS}
         FROM campaign_event event
         WHERE ${EVENT_IN_RANGE}
         GROUP BY 1
       ), summed AS (
         SELECT daily.day, ${DAY_SUMS}
         FROM campaign_daily_stats daily
         WHERE ${DAY_IN_RANGE}
         GROUP BY daily.day
       )
       SELECT to_char(day, 'YYYY-MM-DD') AS date, ${COUNT_FIELDS}
       FROM counted LEFT JOIN summed USING (day)
       ORDER BY day`,
      [campaign, from ?? null, to ?? null],
    );
    return rows;
  }
}
