import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Campaign, CAMPAIGNS, type InstallStore } from './campaign';

/** A query of the installs counted per handle and day, `(campaign, influencer, day, installs)`, its values bound through `param`. */
export type CountedQuery = (param: (value: unknown) => string) => string;

/** A store's days an import or a removal touched: those still reported after it, and the query of what counts on them now. */
export type StoreDaysCounted = { store: InstallStore; days: string[]; reportedDays: string[]; counted: CountedQuery };

/** Each store's installs and both together, of the rows of `campaign_daily_installs` as `table`. */
export const INSTALL_SUMS = (table: string) =>
  `coalesce(sum(${table}.installs) FILTER (WHERE ${table}.store = 'app-store'), 0)::int AS app_store_installs,
   coalesce(sum(${table}.installs) FILTER (WHERE ${table}.store = 'play-store'), 0)::int AS play_store_installs,
   coalesce(sum(${table}.installs), 0)::int AS installs`;

/** A change of one store's installs: all time (no range) or in a rolled-up range. */
type Change = { campaign: Campaign; influencer: string; range: number | null; installs: number };

/** What the day rows `changed` hold per handle, all time and in each range the days overlap ($1, $2: the days' first and last). */
const CHANGES = (changed: string) => `ranges AS (SELECT id, campaign, first_day, last_day FROM campaign_range WHERE last_day >= $1::date AND first_day <= $2::date)
  SELECT campaign, influencer, NULL::int AS range, sum(installs)::int AS installs FROM ${changed} GROUP BY campaign, influencer
  UNION ALL
  SELECT ${changed}.campaign, ${changed}.influencer, ranges.id, sum(${changed}.installs)::int
  FROM ${changed} JOIN ranges ON ranges.campaign = ${changed}.campaign AND ${changed}.day BETWEEN ranges.first_day AND ranges.last_day
  GROUP BY ${changed}.campaign, ${changed}.influencer, ranges.id`;

const ADDED = (table: string) => `app_store_installs = ${table}.app_store_installs + EXCLUDED.app_store_installs,
  play_store_installs = ${table}.play_store_installs + EXCLUDED.play_store_installs, installs = ${table}.installs + EXCLUDED.installs`;
const STORE_COLUMNS = `CASE WHEN $1 = 'app-store' THEN change.installs ELSE 0 END, CASE WHEN $1 = 'play-store' THEN change.installs ELSE 0 END, change.installs`;

/** Statements of one rewrite, in this order; LOCK TABLE as the rollup takes it (campaign-ranges.repository.ts), so ranges are rewritten one writer at a time. */
const STATEMENTS = {
  lock: 'LOCK TABLE campaign_range IN SHARE ROW EXCLUSIVE MODE',
  dropDays: `WITH gone AS (
      DELETE FROM campaign_daily_installs WHERE campaign = ANY($4::varchar[]) AND day = ANY($3::date[]) AND store = $5 RETURNING campaign, influencer, day, installs
    ), ${CHANGES('gone')}`,
  /** Written from the query, in the database: a year's file is some 200,000 day rows, which would otherwise travel there and back. */
  addDays: (counted: string) => `WITH counted AS (${counted}), added AS (
      INSERT INTO campaign_daily_installs (campaign, influencer, day, store, installs)
      SELECT campaign, influencer, day, $3, installs FROM counted WHERE installs > 0
      ORDER BY campaign, influencer, day
      RETURNING campaign, influencer, day, installs
    ), ${CHANGES('added')}`,
  dropReported: `DELETE FROM campaign_install_day WHERE store = $1 AND day = ANY($2::date[])`,
  addReported: `INSERT INTO campaign_install_day (store, day) SELECT $1, unnest($2::date[])`,
  allTime: `INSERT INTO campaign_installs AS total (campaign, influencer, app_store_installs, play_store_installs, installs)
    SELECT change.campaign, change.influencer, ${STORE_COLUMNS}
    FROM unnest($2::varchar[], $3::varchar[], $4::int[]) AS change (campaign, influencer, installs)
    ORDER BY change.campaign, change.influencer
    ON CONFLICT (campaign, influencer) DO UPDATE SET ${ADDED('total')}
    RETURNING total.campaign, total.influencer, total.installs = 0 AS empty`,
  dropAllTime: `DELETE FROM campaign_installs total USING unnest($1::varchar[], $2::varchar[]) AS empty (campaign, influencer)
    WHERE total.campaign = empty.campaign AND total.influencer = empty.influencer`,
  /** A range row for a handle with installs but no call in the range: counts 0, its all-time id and last call. Answers the rows left with nothing. */
  ranges: `INSERT INTO campaign_range_stats AS stats (range, influencer, id, app_store_installs, play_store_installs, installs, updated_at)
    SELECT change.range, change.influencer, all_time.id, ${STORE_COLUMNS}, all_time.updated_at
    FROM unnest($2::int[], $3::varchar[], $4::varchar[], $5::int[]) AS change (range, campaign, influencer, installs)
    JOIN campaign_stats all_time ON all_time.campaign = change.campaign AND all_time.influencer = change.influencer
    ORDER BY change.range, change.influencer
    ON CONFLICT (range, influencer) DO UPDATE SET ${ADDED('stats')}
    RETURNING stats.range, stats.influencer, stats.installs = 0 AND stats.page_views = 0 AND stats.app_store_clicks = 0 AND stats.play_store_clicks = 0 AS empty`,
  /** By key: joined to the changed handles, a range's rows filled this transaction (no statistics yet) were planned as a nested loop, 30 s for 5,400 handles. */
  dropRangeRows: `DELETE FROM campaign_range_stats stats USING unnest($1::int[], $2::varchar[]) AS empty (range, influencer)
    WHERE stats.range = empty.range AND stats.influencer = empty.influencer`,
};

/** Installs as counted (docs/architecture.md, "Installs beside visits"): rewritten by installs/, read beside the visits. */
@Injectable()
export class CampaignInstallsRepository {
  /**
   * Rewrites the store's days, then adds to the all-time and rolled-up sums of each handle what its days changed by: the rows
   * dropped and written answer their sums, so no handle's other days are read again (bench/installs/README.md, "The import").
   */
  async replace(sql: Pick<EntityManager, 'query'>, { store, days, reportedDays, counted }: StoreDaysCounted): Promise<void> {
    if (days.length === 0) return;
    const sorted = [...days].sort();
    const bounds = [sorted[0], sorted[sorted.length - 1]];
    await sql.query(STATEMENTS.lock);
    const gone: Change[] = await sql.query(STATEMENTS.dropDays, [...bounds, days, CAMPAIGNS, store]);
    const params: unknown[] = [...bounds, store];
    const query = counted((value) => `$${params.push(value)}`);
    const added: Change[] = await sql.query(STATEMENTS.addDays(query), params);
    await sql.query(STATEMENTS.dropReported, [store, days]);
    await sql.query(STATEMENTS.addReported, [store, reportedDays]);
    const changes = changesOf(gone, added);
    const allTime = changes.filter((change) => change.range === null);
    if (allTime.length > 0) {
      const summed: { campaign: Campaign; influencer: string; empty: boolean }[] = await sql.query(STATEMENTS.allTime, [
        store,
        ...columns(allTime, ['campaign', 'influencer', 'installs']),
      ]);
      const empty = summed.filter((row) => row.empty);
      if (empty.length > 0) await sql.query(STATEMENTS.dropAllTime, columns(empty, ['campaign', 'influencer']));
    }
    const ranged = changes.filter((change) => change.range !== null);
    if (ranged.length > 0) {
      const summed: { range: number; influencer: string; empty: boolean }[] = await sql.query(STATEMENTS.ranges, [
        store,
        ...columns(ranged, ['range', 'campaign', 'influencer', 'installs']),
      ]);
      const empty = summed.filter((row) => row.empty);
      if (empty.length > 0) await sql.query(STATEMENTS.dropRangeRows, columns(empty, ['range', 'influencer']));
    }
  }
}

/** What was written less what was dropped, per handle and range; a handle whose sums did not change is left out. */
function changesOf(gone: Change[], added: Change[]): Change[] {
  const changes = new Map<string, Change>();
  for (const [rows, sign] of [
    [gone, -1],
    [added, 1],
  ] as const) {
    for (const row of rows) {
      const key = `${row.campaign}\t${row.influencer}\t${row.range}`;
      const change = changes.get(key) ?? { ...row, installs: 0 };
      change.installs += sign * row.installs;
      changes.set(key, change);
    }
  }
  return [...changes.values()].filter((change) => change.installs !== 0);
}

function columns<T, K extends keyof T>(rows: readonly T[], keys: K[]): T[K][][] {
  return keys.map((key) => rows.map((row) => row[key]));
}
