import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { PgPool } from '../database/pg-pool';
import { SnapshotReads } from '../database/snapshot-reads';
import { addDays, daysOutsideMonths } from './analytics-days';
import { ANALYTICS_DIMENSIONS, type AnalyticsDimension, type AnalyticsFilter, type AnalyticsFilters, type DayRange, STORE_EVENTS } from './analytics-dimensions';

/** A dimension's value of one raw event (alias `e`); NULL leaves the event out of that dimension. */
const DIMENSION_VALUES: Record<AnalyticsDimension, string> = {
  site: `''`,
  hour: `to_char(e.created_at AT TIME ZONE 'UTC', 'HH24')`,
  page: 'e.path',
  source: 'e.source',
  utmSource: 'e.utm_source',
  utmMedium: 'e.utm_medium',
  utmCampaign: 'e.utm_campaign',
  ref: 'e.ref',
  device: 'e.device',
  browser: 'e.browser',
  os: 'e.os',
  country: 'e.country',
  screen: 'e.screen',
  goal: `CASE WHEN e.event <> 'page_view' THEN e.event || coalesce(':' || e.label, '') END`,
};

const FILTER_COLUMNS: Record<AnalyticsFilter, string> = {
  page: 'path',
  source: 'source',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  ref: 'ref',
  device: 'device',
  browser: 'browser',
  os: 'os',
  country: 'country',
  screen: 'screen',
};

export type TotalsRow = { visitors: number; page_views: number; store_taps: number; store_visitors: number; bot_page_views: number };
export type SeriesRow = { at: string; visitors: number; page_views: number };
export type BreakdownRow = { value: string; visitors: number; page_views: number; events: number; store_visitors: number };

const FIGURE_COLUMNS = 'visitors, page_views, events, store_visitors, bot_page_views';
const STORE_EVENT_LIST = STORE_EVENTS.map((event) => `'${event}'`).join(', ');
const STORE_GOAL = `split_part(value, ':', 1) IN (${STORE_EVENT_LIST})`;
/** A day with a heavy load is rolled up or pruned in one statement, longer than a request's 5 s limit. */
const JOB_TIMEOUT_MS = 10 * 60_000;

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const dayStart = (day: string) => `(${day})::timestamp AT TIME ZONE 'UTC'`;

/** The filter columns are named alike in analytics_event and web_vital. */
export function filterSql(params: Params, filters: AnalyticsFilters, alias: string): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([filter, value]) => `AND ${alias}.${FILTER_COLUMNS[filter as AnalyticsFilter]} = ${params.add(value)}`)
    .join(' ');
}

/**
 * The one grouping of raw events into rows per (dimension, day, value): the roll-up writes it and
 * every read of a day not rolled up runs it, so a figure is the same before and after its day is
 * rolled up. Plan: each run of days is a constant created_at range of the index (BitmapOr when
 * there are several); aggregated per visitor, then per
 * value, so no count(DISTINCT) (always a sort) and the day's store tappers (the whole site,
 * unfiltered) are hash-joined to the visitors, not to every event.
 */
function groupingSql(params: Params, runs: readonly DayRange[], dimensions: readonly AnalyticsDimension[], filters: AnalyticsFilters): string {
  const inRuns = runs
    .map(({ from, to }) => `(e.created_at >= ${dayStart(`${params.add(from)}::date`)} AND e.created_at < ${dayStart(`${params.add(to)}::date + 1`)})`)
    .join(' OR ');
  const values = dimensions.map((dimension) => `('${dimension}', (${DIMENSION_VALUES[dimension]})::text)`).join(', ');
  return `
    WITH tappers AS (
      SELECT DISTINCT (e.created_at AT TIME ZONE 'UTC')::date AS day, e.visitor
      FROM analytics_event e
      WHERE (${inRuns}) AND e.event IN (${STORE_EVENT_LIST}) AND NOT e.bot AND e.visitor IS NOT NULL
    ), events AS (
      SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, e.visitor, e.bot, e.event, dim.dimension, dim.value
      FROM analytics_event e
      CROSS JOIN LATERAL (VALUES ${values}) AS dim(dimension, value)
      WHERE (${inRuns}) ${filterSql(params, filters, 'e')} AND dim.value IS NOT NULL
    ), per_visitor AS (
      SELECT dimension, day, value, visitor,
        count(*) FILTER (WHERE NOT bot) AS events,
        count(*) FILTER (WHERE NOT bot AND event = 'page_view') AS page_views,
        count(*) FILTER (WHERE bot AND event = 'page_view') AS bot_page_views
      FROM events
      GROUP BY dimension, day, value, visitor
    )
    SELECT pv.dimension, pv.day, pv.value,
      (count(pv.visitor) FILTER (WHERE pv.events > 0))::int AS visitors,
      sum(pv.page_views)::int AS page_views,
      sum(pv.events)::int AS events,
      (count(pv.visitor) FILTER (WHERE pv.events > 0 AND tappers.visitor IS NOT NULL))::int AS store_visitors,
      sum(pv.bot_page_views)::int AS bot_page_views
    FROM per_visitor pv
    LEFT JOIN tappers ON tappers.day = pv.day AND tappers.visitor = pv.visitor
    GROUP BY pv.dimension, pv.day, pv.value`;
}

function runsOf(days: readonly string[]): DayRange[] {
  const runs: DayRange[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

@Injectable()
export class AnalyticsDailyRepository {
  constructor(
    private readonly pool: PgPool,
    private readonly reads: SnapshotReads,
  ) {}

  /**
   * Rows per (dimension, day, value) of a range. With filters, every day grouped raw. Without:
   * the whole months rolled up from analytics_monthly (their rows dated the month's first day,
   * so `byDay` reads leave them out), the other closed days from analytics_daily, and the days
   * not rolled up grouped raw; a figure is the same whichever table gives it. Which days and
   * months are rolled up is read in the same snapshot as the figures.
   */
  private async figuresSql(
    client: PoolClient,
    params: Params,
    range: DayRange,
    dimensions: readonly AnalyticsDimension[],
    filters: AnalyticsFilters,
    byDay: boolean,
  ): Promise<string> {
    if (Object.values(filters).some((value) => value !== undefined)) return groupingSql(params, [range], dimensions, filters);
    const open = await this.daysNotRolledUp(range, client);
    const months = byDay ? [] : await this.monthsRolledUpWithin(range, client);
    const dimensionsParam = params.add(dimensions);
    const parts: string[] = [];
    if (months.length > 0) {
      parts.push(`
      SELECT dimension, month AS day, value, ${FIGURE_COLUMNS}
      FROM analytics_monthly
      WHERE dimension = ANY(${dimensionsParam}::text[]) AND month = ANY(${params.add(months)}::date[])`);
    }
    const dayRuns = daysOutsideMonths(range, months);
    if (dayRuns.length > 0) {
      const inRuns = dayRuns.map(({ from, to }) => `day BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date`).join(' OR ');
      parts.push(`
      SELECT dimension, day, value, ${FIGURE_COLUMNS}
      FROM analytics_daily
      WHERE dimension = ANY(${dimensionsParam}::text[]) AND (${inRuns}) AND day <> ALL(${params.add(open)}::date[])`);
    }
    if (open.length > 0) parts.push(`(${groupingSql(params, runsOf(open), dimensions, {})})`);
    return parts.join(' UNION ALL ');
  }

  /**
   * A dashboard asks the same figures again (its cards, a reload, the team at once), so each
   * question is one shared read (database/snapshot-reads.ts), keyed by what it asks: a reused
   * answer costs one round trip. `outer` wraps the figures and may add parameters after them.
   */
  private async figures<T>(
    question: { of: string; range: DayRange; dimensions: readonly AnalyticsDimension[]; filters: AnalyticsFilters; byDay?: boolean; limit?: number },
    outer: (figures: string, params: Params) => string,
  ): Promise<T[]> {
    return this.reads.read(JSON.stringify(question), async (client) => {
      const params = new Params();
      const figures = await this.figuresSql(client, params, question.range, question.dimensions, question.filters, question.byDay ?? false);
      const sql = outer(figures, params);
      return (await client.query(sql, params.values)).rows as T[];
    });
  }

  async totals(range: DayRange, filters: AnalyticsFilters): Promise<TotalsRow> {
    const rows = await this.figures<TotalsRow>(
      { of: 'totals', range, dimensions: ['site', 'goal'], filters },
      (figures) => `SELECT
         coalesce(sum(visitors) FILTER (WHERE dimension = 'site'), 0)::int AS visitors,
         coalesce(sum(page_views) FILTER (WHERE dimension = 'site'), 0)::int AS page_views,
         coalesce(sum(events) FILTER (WHERE dimension = 'goal' AND ${STORE_GOAL}), 0)::int AS store_taps,
         coalesce(sum(store_visitors) FILTER (WHERE dimension = 'site'), 0)::int AS store_visitors,
         coalesce(sum(bot_page_views) FILTER (WHERE dimension = 'site'), 0)::int AS bot_page_views
       FROM (${figures}) AS figures`,
    );
    return rows[0];
  }

  /** Only the days with events; `at` is the day as YYYY-MM-DD. */
  async dailySeries(range: DayRange, filters: AnalyticsFilters): Promise<SeriesRow[]> {
    return this.figures<SeriesRow>(
      { of: 'daily', range, dimensions: ['site'], filters, byDay: true },
      (figures) => `SELECT to_char(day, 'YYYY-MM-DD') AS at, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views
       FROM (${figures}) AS figures GROUP BY day ORDER BY day`,
    );
  }

  /** Only the hours with events; `at` is the hour, '00' to '23'. */
  async hourlySeries(day: string, filters: AnalyticsFilters): Promise<SeriesRow[]> {
    return this.figures<SeriesRow>(
      { of: 'hourly', range: { from: day, to: day }, dimensions: ['hour'], filters },
      (figures) => `SELECT value AS at, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views
       FROM (${figures}) AS figures GROUP BY value ORDER BY value`,
    );
  }

  /** A value seen only in bot events is no row of the card. */
  async breakdown(range: DayRange, dimension: AnalyticsDimension, filters: AnalyticsFilters, limit: number): Promise<BreakdownRow[]> {
    return this.figures<BreakdownRow>(
      { of: 'breakdown', range, dimensions: [dimension], filters, limit },
      (figures, params) => `SELECT value, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views, sum(events)::int AS events, sum(store_visitors)::int AS store_visitors
       FROM (${figures}) AS figures
       GROUP BY value
       HAVING sum(events) > 0
       ORDER BY visitors DESC, events DESC, value COLLATE "C"
       LIMIT ${params.add(limit)}`,
    );
  }

  async visitorsSince(since: Date, filters: AnalyticsFilters): Promise<number> {
    const params = new Params();
    const sinceParam = params.add(since);
    const { rows } = await this.pool.query<{ visitors: number }>(
      `SELECT count(DISTINCT e.visitor)::int AS visitors FROM analytics_event e
       WHERE e.created_at >= ${sinceParam} AND NOT e.bot AND e.visitor IS NOT NULL ${filterSql(params, filters, 'e')}`,
      params.values,
    );
    return rows[0].visitors;
  }

  // Events are stamped when stored, so none arrives before a rolled-up day: the look for older raw
  // events is an index range before it (the whole table only at the first run).
  async firstDayToRollUp(): Promise<string | null> {
    return this.inJobTransaction(async (query) => {
      const { records } = await query(
        `WITH first_rolled AS (SELECT min(day) AS day FROM analytics_rolled_up_day)
       SELECT to_char(least(
         (SELECT day FROM first_rolled),
         (SELECT (min(created_at) AT TIME ZONE 'UTC')::date FROM analytics_event
          WHERE created_at < coalesce(${dayStart('(SELECT day FROM first_rolled)')}, 'infinity'))
       ), 'YYYY-MM-DD') AS day`,
        [],
      );
      return (records[0] as { day: string | null }).day;
    });
  }

  async daysNotRolledUp(range: DayRange, db: Pool | PoolClient = this.pool): Promise<string[]> {
    const { rows } = await db.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d
       WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d::date)
       ORDER BY d`,
      [range.from, range.to],
    );
    return rows.map((row) => row.day);
  }

  private async monthsRolledUpWithin(range: DayRange, client: PoolClient): Promise<string[]> {
    const { rows } = await client.query<{ month: string }>(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM analytics_rolled_up_month
       WHERE month >= $1::date AND (month + interval '1 month')::date - 1 <= $2::date
       ORDER BY month`,
      [range.from, range.to],
    );
    return rows.map((row) => row.month);
  }

  /**
   * Months ended by `lastClosedDay` whose every day, from the first rolled-up day on, is rolled
   * up, and which are not rolled up themselves: events are stamped when stored, so such a month's
   * days can no longer change.
   */
  async monthsToRollUp(lastClosedDay: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ month: string }>(
      `WITH bounds AS (SELECT min(day) AS first_day FROM analytics_rolled_up_day)
       SELECT to_char(m, 'YYYY-MM-DD') AS month
       FROM bounds, generate_series(date_trunc('month', bounds.first_day::timestamp), date_trunc('month', $1::date::timestamp), interval '1 month') AS m
       WHERE (m + interval '1 month')::date - 1 <= $1::date
         AND NOT EXISTS (SELECT 1 FROM analytics_rolled_up_month rolled WHERE rolled.month = m::date)
         AND NOT EXISTS (
           SELECT 1 FROM generate_series(greatest(m::date, bounds.first_day), (m + interval '1 month')::date - 1, interval '1 day') AS d
           WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d::date))
       ORDER BY m`,
      [lastClosedDay],
    );
    return rows.map((row) => row.month);
  }

  /** As a day (rollUpDay): claimed in analytics_rolled_up_month, its rows the sums of its days' rows. */
  async rollUpMonth(month: string): Promise<boolean> {
    return this.inJobTransaction(async (query) => {
      const claimed = await query('INSERT INTO analytics_rolled_up_month (month) VALUES ($1) ON CONFLICT (month) DO NOTHING RETURNING month', [month]);
      if (claimed.records.length === 0) return false;
      await query('DELETE FROM analytics_monthly WHERE month = $1', [month]);
      const sums = FIGURE_COLUMNS.split(', ')
        .map((column) => `sum(${column})::int`)
        .join(', ');
      await query(
        `INSERT INTO analytics_monthly (dimension, month, value, ${FIGURE_COLUMNS})
         SELECT dimension, $1::date, value, ${sums} FROM analytics_daily
         WHERE dimension <> 'hour' AND day >= $1::date AND day < ($1::date + interval '1 month')::date
         GROUP BY dimension, value`,
        [month],
      );
      return true;
    });
  }

  /**
   * One transaction: the day is claimed by its row in analytics_rolled_up_day (another process
   * claiming it waits on the primary key, then finds it taken), its rows replaced. False when
   * the day was already rolled up.
   */
  async rollUpDay(day: string): Promise<boolean> {
    return this.inJobTransaction(async (query) => {
      const claimed = await query('INSERT INTO analytics_rolled_up_day (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day', [day]);
      if (claimed.records.length === 0) return false;
      await query('DELETE FROM analytics_daily WHERE day = $1', [day]);
      const params = new Params();
      const grouping = groupingSql(params, [{ from: day, to: day }], ANALYTICS_DIMENSIONS, {});
      await query(
        `INSERT INTO analytics_daily (dimension, day, value, ${FIGURE_COLUMNS}) SELECT dimension, day, value, ${FIGURE_COLUMNS} FROM (${grouping}) AS grouped`,
        params.values,
      );
      return true;
    });
  }

  /** After a backlog: autovacuum's next ANALYZE may be far off, and stale statistics plan a year's card as a sequential scan. */
  async refreshStatistics(): Promise<void> {
    await this.inJobTransaction((query) => query('ANALYZE analytics_daily, analytics_monthly', []));
  }

  /** Whole days before `day`, and only rolled-up ones: their figures stay in analytics_daily. */
  async deleteRawEventsBefore(day: string): Promise<number> {
    return this.inJobTransaction(async (query) => {
      const deleted = await query(
        `DELETE FROM analytics_event e
         WHERE e.created_at < ${dayStart('$1::date')}
           AND EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = (e.created_at AT TIME ZONE 'UTC')::date)
`,
        [day],
      );
      return deleted.affected;
    });
  }

  private async inJobTransaction<T>(work: (query: (sql: string, params: unknown[]) => Promise<{ records: unknown[]; affected: number }>) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL statement_timeout = ${JOB_TIMEOUT_MS}`);
      const result = await work(async (text, values) => {
        // The pool's own read timeout is a request's; pg takes a longer one per query.
        const { rows, rowCount } = await client.query({ text, values, query_timeout: JOB_TIMEOUT_MS + 1_000 } as QueryConfig);
        return { records: rows as unknown[], affected: rowCount ?? 0 };
      });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}
