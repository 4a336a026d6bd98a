import { Injectable } from '@nestjs/common';
import type { QueryConfig } from 'pg';
import { PgPool } from '../database/pg-pool';
import type { Campaign } from './campaign';
import { INSTALL_SUMS } from './campaign-installs.repository';
import { COUNT_COLUMNS, INSTALL_COLUMNS } from './campaign-stats-sql';

export type CampaignRange = { campaign: Campaign; firstDay: string; lastDay: string };

export type RollUpOutcome = { droppedRanges: number; foldedCounts: number; builtRanges: number };

const JOB_TIMEOUT_MS = 5 * 60_000;

const COUNTS = COUNT_COLUMNS.join(', ');
const SUMS = COUNT_COLUMNS.map((column) => `sum(daily.${column})::int AS ${column}`).join(', ');
const INSTALLS = INSTALL_COLUMNS.join(', ');
const ADDED = COUNT_COLUMNS.map((column) => `${column} = stats.${column} + EXCLUDED.${column}`).join(', ');

/**
 * One transaction, its lock taken before its snapshot (LOCK TABLE takes none): one rollup at a time.
 * In that snapshot, the pending counts it deletes are those of the days it reads: each count lands once. A range's handles are those with a call or installs in it.
 */
const STATEMENTS = {
  lock: 'LOCK TABLE campaign_range IN SHARE ROW EXCLUSIVE MODE',
  drop: `WITH dropped AS (
      DELETE FROM campaign_range WHERE NOT (campaign, first_day, last_day) IN (SELECT * FROM unnest($1::varchar[], $2::date[], $3::date[])) RETURNING id
    ), rows AS (
      DELETE FROM campaign_range_stats WHERE range IN (SELECT id FROM dropped)
    ), installs AS (
      DELETE FROM campaign_range_installs WHERE range IN (SELECT id FROM dropped)
    )
    SELECT count(*)::int AS count FROM dropped`,
  fold: `WITH pending AS (
      DELETE FROM campaign_pending_counts RETURNING *
    ), summed AS (
      SELECT range.id AS range, range.campaign, pending.influencer, ${COUNT_COLUMNS.map((column) => `sum(pending.${column})::int AS ${column}`).join(', ')},
        max(pending.updated_at) AS updated_at
      FROM pending JOIN campaign_range range ON range.campaign = pending.campaign AND pending.day BETWEEN range.first_day AND range.last_day
      GROUP BY range.id, range.campaign, pending.influencer
    ), folded AS (
      INSERT INTO campaign_range_stats AS stats (range, influencer, id, ${COUNTS}, updated_at)
      SELECT summed.range, summed.influencer, all_time.id, ${COUNT_COLUMNS.map((column) => `summed.${column}`).join(', ')}, summed.updated_at
      FROM summed JOIN campaign_stats all_time ON all_time.campaign = summed.campaign AND all_time.influencer = summed.influencer
      ORDER BY summed.range, summed.influencer
      ON CONFLICT (range, influencer) DO UPDATE SET ${ADDED}, updated_at = greatest(stats.updated_at, EXCLUDED.updated_at)
      RETURNING stats.range, stats.influencer, stats.unique_visitors
    ), visitors AS (
      UPDATE campaign_range_installs installed SET unique_visitors = folded.unique_visitors
      FROM folded WHERE installed.range = folded.range AND installed.influencer = folded.influencer AND installed.unique_visitors <> folded.unique_visitors
    )
    SELECT count(*)::int AS count FROM pending`,
  build: `WITH built AS (
      INSERT INTO campaign_range (campaign, first_day, last_day)
      SELECT * FROM unnest($1::varchar[], $2::date[], $3::date[])
      ON CONFLICT DO NOTHING
      RETURNING id, campaign, first_day, last_day
    ), calls AS (
      SELECT built.id AS range, built.campaign, daily.influencer, ${SUMS}, max(daily.updated_at) AS updated_at
      FROM built JOIN campaign_daily_stats daily ON daily.campaign = built.campaign AND daily.day BETWEEN built.first_day AND built.last_day
      GROUP BY built.id, built.campaign, daily.influencer
    ), installed AS (
      SELECT built.id AS range, built.campaign, daily.influencer, ${INSTALL_SUMS('daily')}
      FROM built JOIN campaign_daily_installs daily ON daily.campaign = built.campaign AND daily.day BETWEEN built.first_day AND built.last_day
      GROUP BY built.id, built.campaign, daily.influencer
    ), rows AS (
      INSERT INTO campaign_range_stats (range, influencer, id, ${COUNTS}, updated_at)
      SELECT coalesce(calls.range, installed.range), all_time.influencer, all_time.id, ${COUNT_COLUMNS.map((column) => `coalesce(calls.${column}, 0)`).join(', ')},
        coalesce(calls.updated_at, all_time.updated_at)
      FROM calls FULL JOIN installed ON installed.range = calls.range AND installed.influencer = calls.influencer
      JOIN campaign_stats all_time ON all_time.campaign = coalesce(calls.campaign, installed.campaign) AND all_time.influencer = coalesce(calls.influencer, installed.influencer)
    ), installs AS (
      INSERT INTO campaign_range_installs (range, influencer, ${INSTALLS}, unique_visitors)
      SELECT installed.range, installed.influencer, ${INSTALL_COLUMNS.map((column) => `installed.${column}`).join(', ')}, coalesce(calls.unique_visitors, 0)
      FROM installed LEFT JOIN calls ON calls.range = installed.range AND calls.influencer = installed.influencer
      WHERE installed.installs > 0
    )
    SELECT count(*)::int AS count FROM built`,
};

@Injectable()
export class CampaignRangesRepository {
  constructor(private readonly pool: PgPool) {}

  /** Keeps exactly `ranges`: drops the others, adds the pending counts to those kept, builds the missing ones from the days. */
  async rollUp(ranges: readonly CampaignRange[]): Promise<RollUpOutcome> {
    const columns = [ranges.map((range) => range.campaign), ranges.map((range) => range.firstDay), ranges.map((range) => range.lastDay)];
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await client.query(`SET LOCAL statement_timeout = ${JOB_TIMEOUT_MS}`);
      await client.query({ text: STATEMENTS.lock, query_timeout: JOB_TIMEOUT_MS + 1_000 } as QueryConfig);
      const count = async (text: string, values: unknown[] = []) =>
        (await client.query<{ count: number }>({ text, values, query_timeout: JOB_TIMEOUT_MS + 1_000 } as QueryConfig)).rows[0].count;
      const droppedRanges = await count(STATEMENTS.drop, columns);
      const foldedCounts = await count(STATEMENTS.fold);
      const builtRanges = await count(STATEMENTS.build, columns);
      await client.query('COMMIT');
      client.release();
      return { droppedRanges, foldedCounts, builtRanges };
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}
