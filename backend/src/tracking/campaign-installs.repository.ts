import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { arrayLiteral } from '../common/sql';
import type { Campaign, InstallStore } from './campaign';

/** A query of the import that counts for each of a store's days some import reports, `(day, import_id)`, its values bound through `param`. */
export type CountingQuery = (param: (value: unknown) => string) => string;

/** Handles, by their index in `CreditedInstalls.handles`, and their installs side by side: a day's row of `install_count` as it is copied. */
export type HandleInstalls = { handles: readonly number[]; installs: readonly number[] };

/** An import's counts as read: its handles, and per day each campaign's handles and their installs (none 0, each handle once). */
export type CreditedInstalls = {
  handles: readonly { campaign: Campaign; influencer: string }[];
  days: ReadonlyMap<string, ReadonlyMap<Campaign, HandleInstalls>>;
};

/** A store's days an import or a removal touched, the query of the imports that count for them now, and (a new import) the counts of the one that does. */
export type StoreDaysCounting = { store: InstallStore; days: string[]; counting: CountingQuery; countedNow?: CreditedInstalls };

/** Each store's installs and both together, of the rows of `campaign_daily_installs` (a view: the counting imports' counts) as `table`. */
export const INSTALL_SUMS = (table: string) =>
  `coalesce(sum(${table}.installs) FILTER (WHERE ${table}.store = 'app-store'), 0)::int AS app_store_installs,
   coalesce(sum(${table}.installs) FILTER (WHERE ${table}.store = 'play-store'), 0)::int AS play_store_installs,
   coalesce(sum(${table}.installs), 0)::int AS installs`;

/** A change of one store's installs: all time (no range) or in a rolled-up range. */
type Change = { campaign: Campaign; influencer: string; range: number | null; installs: number };

const SUM_COLUMNS = ['app_store_installs', 'play_store_installs', 'installs'];
const STORE_INSTALLS = [`CASE WHEN $1 = 'app-store' THEN change.installs ELSE 0 END`, `CASE WHEN $1 = 'play-store' THEN change.installs ELSE 0 END`, 'change.installs'];

/** MERGE, not INSERT ... ON CONFLICT: a third less time for thousands of new rows (bench/installs/README.md); every writer takes the lock below. A new range row takes the handle's visitors there. */
const addTo = (table: string, key: 'campaign' | 'range', keyType: string) => {
  const visitors = key === 'range';
  return `MERGE INTO ${table} AS sums
    USING (
      SELECT change.*${visitors ? ', coalesce(stats.unique_visitors, 0) AS unique_visitors' : ''}
      FROM unnest($2::${keyType}[], $3::varchar[], $4::int[]) AS change (${key}, influencer, installs)
      ${visitors ? 'LEFT JOIN campaign_range_stats stats ON stats.range = change.range AND stats.influencer = change.influencer' : ''}
    ) AS change
    ON sums.${key} = change.${key} AND sums.influencer = change.influencer
    WHEN MATCHED THEN UPDATE SET ${SUM_COLUMNS.map((column, index) => `${column} = sums.${column} + ${STORE_INSTALLS[index]}`).join(', ')}
    WHEN NOT MATCHED THEN INSERT (${key}, influencer, ${SUM_COLUMNS.join(', ')}${visitors ? ', unique_visitors' : ''})
      VALUES (change.${key}, change.influencer, ${STORE_INSTALLS.join(', ')}${visitors ? ', change.unique_visitors' : ''})`;
};

/** By key: joined to the changed handles, a range's rows filled this transaction (no statistics yet) were planned as a nested loop, 30 s for 5,400 handles. */
const dropEmpty = (table: string, key: 'campaign' | 'range', keyType: string) => `DELETE FROM ${table} sums
    USING unnest($1::${keyType}[], $2::varchar[]) AS shrunk (${key}, influencer)
    WHERE sums.${key} = shrunk.${key} AND sums.influencer = shrunk.influencer AND sums.installs = 0
    RETURNING sums.${key}, sums.influencer`;

/** Statements of one rewrite, in this order; LOCK TABLE as the rollup takes it (campaign-ranges.repository.ts), so ranges are rewritten one writer at a time. */
const STATEMENTS = {
  lock: 'LOCK TABLE campaign_range IN SHARE ROW EXCLUSIVE MODE',
  /** Per handle, all time and per range ($1, $2: the days' first and last; $3 the days; $4 the store); each range reads its own days. */
  counted: `SELECT campaign, influencer, NULL::int AS range, sum(installs)::int AS installs
    FROM campaign_daily_installs WHERE day = ANY($3::date[]) AND store = $4 GROUP BY campaign, influencer
    UNION ALL
    SELECT daily.campaign, daily.influencer, ranges.id, sum(daily.installs)::int
    FROM campaign_range ranges JOIN campaign_daily_installs daily ON daily.campaign = ranges.campaign AND daily.day BETWEEN ranges.first_day AND ranges.last_day
    WHERE ranges.last_day >= $1::date AND ranges.first_day <= $2::date AND daily.day = ANY($3::date[]) AND daily.store = $4
    GROUP BY daily.campaign, daily.influencer, ranges.id`,
  rangesOfDays: `SELECT id, campaign, to_char(first_day, 'YYYY-MM-DD') AS "firstDay", to_char(last_day, 'YYYY-MM-DD') AS "lastDay"
    FROM campaign_range WHERE last_day >= $1::date AND first_day <= $2::date`,
  /** PostgreSQL takes the view's unnest() for 10 rows a day, not hundreds, and sorts a year's 175,000 for the sums: 3 times the hashing. */
  hashSums: 'SET LOCAL enable_sort = off',
  sortAgain: 'SET LOCAL enable_sort = on',
  dropReported: `DELETE FROM campaign_install_day WHERE store = $1 AND day = ANY($2::date[])`,
  addReported: (counting: string) => `INSERT INTO campaign_install_day (store, day, import_id) SELECT $1, day, import_id FROM (${counting}) counting`,
  allTime: addTo('campaign_installs', 'campaign', 'varchar'),
  dropAllTime: dropEmpty('campaign_installs', 'campaign', 'varchar'),
  rangeInstalls: addTo('campaign_range_installs', 'range', 'int'),
  dropRangeInstalls: dropEmpty('campaign_range_installs', 'range', 'int'),
  /** A range lists the handles with a call or installs in it: one with installs alone gets a row of counts 0 (those with one skipped: a conflict costs more). */
  rangeRows: `INSERT INTO campaign_range_stats (range, influencer, id, updated_at)
    SELECT change.range, change.influencer, all_time.id, all_time.updated_at
    FROM unnest($1::int[], $2::varchar[]) AS change (range, influencer)
    JOIN campaign_range ranges ON ranges.id = change.range
    JOIN campaign_stats all_time ON all_time.campaign = ranges.campaign AND all_time.influencer = change.influencer
    WHERE NOT EXISTS (SELECT FROM campaign_range_stats listed WHERE listed.range = change.range AND listed.influencer = change.influencer)
    ORDER BY change.range, change.influencer
    ON CONFLICT (range, influencer) DO NOTHING`,
  dropRangeRows: `DELETE FROM campaign_range_stats stats USING unnest($1::int[], $2::varchar[]) AS empty (range, influencer)
    WHERE stats.range = empty.range AND stats.influencer = empty.influencer AND stats.page_views = 0 AND stats.app_store_clicks = 0 AND stats.play_store_clicks = 0`,
};

/** Installs as counted (docs/architecture.md, "Installs beside visits"): rewritten by installs/, read beside the visits. */
@Injectable()
export class CampaignInstallsRepository {
  /** Makes `counting`'s imports count for the store's days; adds to each handle's sums what its days changed by (bench/installs/README.md). */
  async recount(sql: Pick<EntityManager, 'query'>, { store, days, counting, countedNow }: StoreDaysCounting): Promise<void> {
    if (days.length === 0) return;
    const sorted = [...days].sort();
    const [first, last] = [sorted[0], sorted[sorted.length - 1]];
    const counted = [first, last, days, store];
    await sql.query(STATEMENTS.lock);
    await sql.query(STATEMENTS.hashSums);
    const gone: Change[] = await sql.query(STATEMENTS.counted, counted);
    await sql.query(STATEMENTS.dropReported, [store, days]);
    const params: unknown[] = [store];
    await sql.query(STATEMENTS.addReported(counting((value) => `$${params.push(value)}`)), params);
    const sums = new Sums();
    sums.add(gone, -1);
    if (countedNow) sums.addHeld(countedNow, await sql.query(STATEMENTS.rangesOfDays, [first, last]));
    else sums.add(await sql.query(STATEMENTS.counted, counted), 1);
    await sql.query(STATEMENTS.sortAgain);
    const changes = sums.changes();
    const allTime = changes.filter((change) => change.range === null);
    if (allTime.length > 0) {
      await sql.query(STATEMENTS.allTime, [store, ...columns(allTime, ['campaign', 'influencer', 'installs'])]);
      const shrunk = allTime.filter((change) => change.installs < 0);
      if (shrunk.length > 0) await sql.query(STATEMENTS.dropAllTime, columns(shrunk, ['campaign', 'influencer']));
    }
    const ranged = changes.filter((change) => change.range !== null);
    if (ranged.length > 0) {
      await sql.query(STATEMENTS.rangeInstalls, [store, ...columns(ranged, ['range', 'influencer', 'installs'])]);
      const grown = ranged.filter((change) => change.installs > 0);
      if (grown.length > 0) await sql.query(STATEMENTS.rangeRows, columns(grown, ['range', 'influencer']));
      const shrunk = ranged.filter((change) => change.installs < 0);
      if (shrunk.length > 0) {
        // TypeORM answers a DELETE with its rows and their count (https://github.com/typeorm/typeorm/blob/master/src/driver/postgres/PostgresQueryRunner.ts).
        const [empty]: [{ range: number; influencer: string }[], number] = await sql.query(STATEMENTS.dropRangeInstalls, columns(shrunk, ['range', 'influencer']));
        if (empty.length > 0) await sql.query(STATEMENTS.dropRangeRows, columns(empty, ['range', 'influencer']));
      }
    }
  }
}

/** Installs per range (null: all time), campaign and handle: what the days count after less what they counted before. */
class Sums {
  private readonly byRange = new Map<number | null, Map<Campaign, Map<string, Change>>>();

  add(rows: Change[], sign: 1 | -1): void {
    for (const { campaign, influencer, range, installs } of rows) this.ofHandle(influencer, this.of(range, campaign), range, campaign).installs += sign * installs;
  }

  /** As `STATEMENTS.counted` sums the days' rows: per handle, all time and in each range that holds the day; added up by index first. */
  addHeld({ handles, days }: CreditedInstalls, ranges: { id: number; campaign: Campaign; firstDay: string; lastDay: string }[]): void {
    const byRange = new Map<number | null, Float64Array>();
    for (const [day, campaigns] of days) {
      for (const [campaign, counted] of campaigns) {
        const holding = [null, ...ranges.filter((range) => range.campaign === campaign && range.firstDay <= day && day <= range.lastDay).map((range) => range.id)];
        for (const range of holding) {
          const sums = byRange.get(range) ?? new Float64Array(handles.length);
          byRange.set(range, sums);
          for (let at = 0; at < counted.handles.length; at += 1) sums[counted.handles[at]] += counted.installs[at];
        }
      }
    }
    for (const [range, sums] of byRange) {
      for (const [index, { campaign, influencer }] of handles.entries()) {
        if (sums[index] !== 0) this.ofHandle(influencer, this.of(range, campaign), range, campaign).installs += sums[index];
      }
    }
  }

  /** Those that are not 0, by key: each MERGE then walks its indexes in order (bench/installs/README.md). */
  changes(): Change[] {
    const changed = [...this.byRange.values()].flatMap((ofRange) => [...ofRange.values()].flatMap((sums) => [...sums.values()].filter((sum) => sum.installs !== 0)));
    return changed.sort((a, b) => (a.range ?? -1) - (b.range ?? -1) || byCodePoint(a.campaign, b.campaign) || byCodePoint(a.influencer, b.influencer));
  }

  private of(range: number | null, campaign: Campaign): Map<string, Change> {
    const ofRange = this.byRange.get(range) ?? new Map<Campaign, Map<string, Change>>();
    this.byRange.set(range, ofRange);
    const sums = ofRange.get(campaign) ?? new Map<string, Change>();
    ofRange.set(campaign, sums);
    return sums;
  }

  private ofHandle(influencer: string, sums: Map<string, Change>, range: number | null, campaign: Campaign): Change {
    let sum = sums.get(influencer);
    if (!sum) {
      sum = { campaign, influencer, range, installs: 0 };
      sums.set(influencer, sum);
    }
    return sum;
  }
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each key's column as an array parameter's text (none holds a null: a range's rows are those with one). */
function columns<T, K extends keyof T>(rows: readonly T[], keys: K[]): string[] {
  return keys.map((key) => arrayLiteral(rows.map((row) => row[key]) as string[] | number[]));
}
