import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Campaign, CAMPAIGNS, type InstallStore } from './campaign';

export type CountedInstalls = { campaign: Campaign; influencer: string; day: string; installs: number };

/** A store's days an import or a removal touched: those still reported after it, and each handle's installs on them, as counted. */
export type StoreDaysCounted = { store: InstallStore; days: string[]; reportedDays: string[]; counted: CountedInstalls[] };

/** Each store's installs and both together, of the rows of `campaign_daily_installs` as `table`. */
export const INSTALL_SUMS = (table: string) =>
  `coalesce(sum(${table}.installs) FILTER (WHERE ${table}.store = 'app-store'), 0)::int AS app_store_installs,
   coalesce(sum(${table}.installs) FILTER (WHERE ${table}.store = 'play-store'), 0)::int AS play_store_installs,
   coalesce(sum(${table}.installs), 0)::int AS installs`;

/** A year's days of a file are some 200,000 rows: each statement stays well within the API's statement timeout. */
const ROWS_PER_STATEMENT = 20_000;

const TOUCHED = `touched AS (SELECT DISTINCT * FROM unnest($1::varchar[], $2::varchar[]) AS touched (campaign, influencer))`;
const RANGES = `ranges AS (SELECT id, campaign, first_day, last_day FROM campaign_range WHERE last_day >= $3::date AND first_day <= $4::date)`;

/** Statements of one rewrite, in this order; LOCK TABLE as the rollup takes it (campaign-ranges.repository.ts), so ranges are rewritten one writer at a time. */
const STATEMENTS = {
  lock: 'LOCK TABLE campaign_range IN SHARE ROW EXCLUSIVE MODE',
  dropDays: `WITH gone AS (DELETE FROM campaign_daily_installs WHERE campaign = ANY($3::varchar[]) AND day = ANY($2::date[]) AND store = $1 RETURNING campaign, influencer)
    SELECT DISTINCT campaign, influencer FROM gone`,
  addDays: `INSERT INTO campaign_daily_installs (campaign, influencer, day, store, installs)
    SELECT campaign, influencer, day, $1, installs FROM unnest($2::varchar[], $3::varchar[], $4::date[], $5::int[]) AS counted (campaign, influencer, day, installs)
    WHERE installs > 0`,
  dropReported: `DELETE FROM campaign_install_day WHERE store = $1 AND day = ANY($2::date[])`,
  addReported: `INSERT INTO campaign_install_day (store, day) SELECT $1, unnest($2::date[])`,
  allTime: `WITH ${TOUCHED}
    INSERT INTO campaign_installs AS total (campaign, influencer, app_store_installs, play_store_installs, installs)
    SELECT touched.campaign, touched.influencer, ${INSTALL_SUMS('daily')}
    FROM touched LEFT JOIN campaign_daily_installs daily ON daily.campaign = touched.campaign AND daily.influencer = touched.influencer
    GROUP BY touched.campaign, touched.influencer
    ORDER BY touched.campaign, touched.influencer
    ON CONFLICT (campaign, influencer) DO UPDATE SET
      app_store_installs = EXCLUDED.app_store_installs, play_store_installs = EXCLUDED.play_store_installs, installs = EXCLUDED.installs`,
  dropNoInstalls: `DELETE FROM campaign_installs WHERE installs = 0`,
  /** A range row for a handle with installs but no call in the range: counts 0, its all-time id and last call. Answers the rows left with nothing. */
  ranges: `WITH ${TOUCHED}, ${RANGES}, summed AS (
      SELECT ranges.id AS range, touched.campaign, touched.influencer, ${INSTALL_SUMS('daily')}
      FROM ranges JOIN touched ON touched.campaign = ranges.campaign
      LEFT JOIN campaign_daily_installs daily ON daily.campaign = touched.campaign AND daily.influencer = touched.influencer AND daily.day BETWEEN ranges.first_day AND ranges.last_day
      GROUP BY ranges.id, touched.campaign, touched.influencer
    )
    INSERT INTO campaign_range_stats AS stats (range, influencer, id, app_store_installs, play_store_installs, installs, updated_at)
    SELECT summed.range, summed.influencer, all_time.id, summed.app_store_installs, summed.play_store_installs, summed.installs, all_time.updated_at
    FROM summed JOIN campaign_stats all_time ON all_time.campaign = summed.campaign AND all_time.influencer = summed.influencer
    WHERE summed.installs > 0 OR EXISTS (SELECT FROM campaign_range_stats kept WHERE kept.range = summed.range AND kept.influencer = summed.influencer)
    ORDER BY summed.range, summed.influencer
    ON CONFLICT (range, influencer) DO UPDATE SET
      app_store_installs = EXCLUDED.app_store_installs, play_store_installs = EXCLUDED.play_store_installs, installs = EXCLUDED.installs
    RETURNING stats.range, stats.influencer, stats.installs = 0 AND stats.page_views = 0 AND stats.app_store_clicks = 0 AND stats.play_store_clicks = 0 AS empty`,
  /** By key: joined to the touched handles, a range's rows filled this transaction (no statistics yet) were planned as a nested loop, 30 s for 5,400 handles. */
  dropRangeRows: `DELETE FROM campaign_range_stats stats USING unnest($1::int[], $2::varchar[]) AS empty (range, influencer)
    WHERE stats.range = empty.range AND stats.influencer = empty.influencer`,
};

/** Installs as counted (docs/architecture.md, "Installs beside visits"): rewritten by installs/, read beside the visits. */
@Injectable()
export class CampaignInstallsRepository {
  /** Rewrites the store's days, then the all-time and rolled-up sums of every handle they changed. */
  async replace(sql: Pick<EntityManager, 'query'>, { store, days, reportedDays, counted }: StoreDaysCounted): Promise<void> {
    if (days.length === 0) return;
    await sql.query(STATEMENTS.lock);
    const before: { campaign: Campaign; influencer: string }[] = await sql.query(STATEMENTS.dropDays, [store, days, CAMPAIGNS]);
    for (let start = 0; start < counted.length; start += ROWS_PER_STATEMENT) {
      await sql.query(STATEMENTS.addDays, [store, ...columns(counted.slice(start, start + ROWS_PER_STATEMENT), ['campaign', 'influencer', 'day', 'installs'])]);
    }
    await sql.query(STATEMENTS.dropReported, [store, days]);
    await sql.query(STATEMENTS.addReported, [store, reportedDays]);
    const touched = [...new Map([...before, ...counted].map(({ campaign, influencer }) => [`${campaign}\t${influencer}`, { campaign, influencer }])).values()];
    if (touched.length === 0) return;
    const handles = columns(touched, ['campaign', 'influencer']);
    const sorted = [...days].sort();
    await sql.query(STATEMENTS.allTime, handles);
    await sql.query(STATEMENTS.dropNoInstalls);
    const overlapping = [...handles, sorted[0], sorted[sorted.length - 1]];
    const ranged: { range: number; influencer: string; empty: boolean }[] = await sql.query(STATEMENTS.ranges, overlapping);
    const empty = ranged.filter((row) => row.empty);
    if (empty.length > 0) await sql.query(STATEMENTS.dropRangeRows, columns(empty, ['range', 'influencer']));
  }
}

function columns<T, K extends keyof T>(rows: readonly T[], keys: K[]): T[K][][] {
  return keys.map((key) => rows.map((row) => row[key]));
}
