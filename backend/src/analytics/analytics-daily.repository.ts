import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PgPool } from '../database/pg-pool';
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

/** The figures of one (dimension, day, value), as analytics_daily stores them. */
export type DailyFiguresRow = {
  dimension: AnalyticsDimension;
  day: string;
  value: string;
  visitors: number;
  page_views: number;
  events: number;
  store_visitors: number;
  bot_page_views: number;
};

export type TotalsRow = { visitors: number; page_views: number; store_taps: number; store_visitors: number; bot_page_views: number };
export type SeriesRow = { at: string; visitors: number; page_views: number };
export type BreakdownRow = { value: string; visitors: number; page_views: number; events: number; store_visitors: number };

const FIGURE_COLUMNS = 'visitors, page_views, events, store_visitors, bot_page_views';
const STORE_EVENT_LIST = STORE_EVENTS.map((event) => `'${event}'`).join(', ');
const STORE_GOAL = `split_part(value, ':', 1) IN (${STORE_EVENT_LIST})`;
/** A day with a heavy load is rolled up or pruned in one statement, longer than a request's 5 s limit. */
const JOB_STATEMENT_TIMEOUT = '10min';

/** Which days a grouping reads raw: every day of the range, or only those not rolled up. */
type RawDays = 'every' | 'open';

/** Numbered parameters, in the order the statement names them. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const dayStart = (day: string) => `(${day})::timestamp AT TIME ZONE 'UTC'`;

function filterSql(params: Params, filters: AnalyticsFilters, alias: string): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([filter, value]) => `AND ${alias}.${FILTER_COLUMNS[filter as AnalyticsFilter]} = ${params.add(value)}`)
    .join(' ');
}

/**
 * The one grouping of raw events into rows per (dimension, day, value): the roll-up writes it and
 * every read of a day not rolled up runs it, so a figure is the same before and after its day is
 * rolled up. Plan: per day (generate_series), the BRIN index bounds the scan to that day's blocks;
 * the store tappers of the day (the whole site, unfiltered) are hashed and joined on the visitor.
 */
function groupingSql(params: Params, range: DayRange, rawDays: RawDays, dimensions: readonly AnalyticsDimension[], filters: AnalyticsFilters): string {
  const from = params.add(range.from);
  const to = params.add(range.to);
  const open = rawDays === 'open' ? 'WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d::date)' : '';
  const eventsOfDay = `analytics_event e ON e.created_at >= ${dayStart('days.day')} AND e.created_at < ${dayStart('days.day + 1')}`;
  const filtered = filterSql(params, filters, 'e');
  const values = dimensions.map((dimension) => `('${dimension}', (${DIMENSION_VALUES[dimension]})::text)`).join(', ');
  return `
    WITH days AS MATERIALIZED (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d ${open}
    ), tappers AS (
      SELECT DISTINCT days.day, e.visitor
      FROM days JOIN ${eventsOfDay}
      WHERE e.event IN (${STORE_EVENT_LIST}) AND NOT e.bot AND e.visitor IS NOT NULL
    )
    SELECT dim.dimension, days.day,
      dim.value,
      (count(DISTINCT e.visitor) FILTER (WHERE NOT e.bot))::int AS visitors,
      (count(*) FILTER (WHERE NOT e.bot AND e.event = 'page_view'))::int AS page_views,
      (count(*) FILTER (WHERE NOT e.bot))::int AS events,
      (count(DISTINCT e.visitor) FILTER (WHERE NOT e.bot AND tappers.visitor IS NOT NULL))::int AS store_visitors,
      (count(*) FILTER (WHERE e.bot AND e.event = 'page_view'))::int AS bot_page_views
    FROM days
    JOIN ${eventsOfDay} ${filtered}
    LEFT JOIN tappers ON tappers.day = days.day AND tappers.visitor = e.visitor
    CROSS JOIN LATERAL (VALUES ${values}) AS dim(dimension, value)
    WHERE dim.value IS NOT NULL
    GROUP BY dim.dimension, days.day, dim.value`;
}

/**
 * Rows per (dimension, day, value) of a range: without filters the rolled-up days from
 * analytics_daily and the others grouped raw, in one statement (one snapshot, so a day rolled up
 * meanwhile counts once); with filters every day grouped raw.
 */
function figuresSql(params: Params, range: DayRange, dimensions: readonly AnalyticsDimension[], filters: AnalyticsFilters): string {
  if (Object.values(filters).some((value) => value !== undefined)) return groupingSql(params, range, 'every', dimensions, filters);
  const raw = groupingSql(params, range, 'open', dimensions, {});
  return `
    SELECT dimension, day, value, ${FIGURE_COLUMNS}
    FROM analytics_daily
    WHERE dimension = ANY(${params.add(dimensions)}::text[]) AND day BETWEEN ${params.add(range.from)}::date AND ${params.add(range.to)}::date
    UNION ALL (${raw})`;
}

@Injectable()
export class AnalyticsDailyRepository {
  constructor(
    private readonly pool: PgPool,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async totals(range: DayRange, filters: AnalyticsFilters): Promise<TotalsRow> {
    const params = new Params();
    const figures = figuresSql(params, range, ['site', 'goal'], filters);
    const { rows } = await this.pool.query<TotalsRow>(
      `SELECT
         coalesce(sum(visitors) FILTER (WHERE dimension = 'site'), 0)::int AS visitors,
         coalesce(sum(page_views) FILTER (WHERE dimension = 'site'), 0)::int AS page_views,
         coalesce(sum(events) FILTER (WHERE dimension = 'goal' AND ${STORE_GOAL}), 0)::int AS store_taps,
         coalesce(sum(store_visitors) FILTER (WHERE dimension = 'site'), 0)::int AS store_visitors,
         coalesce(sum(bot_page_views) FILTER (WHERE dimension = 'site'), 0)::int AS bot_page_views
       FROM (${figures}) AS figures`,
      params.values,
    );
    return rows[0];
  }

  /** Only the days with events; `at` is the day as YYYY-MM-DD. */
  async dailySeries(range: DayRange, filters: AnalyticsFilters): Promise<SeriesRow[]> {
    const params = new Params();
    const figures = figuresSql(params, range, ['site'], filters);
    const { rows } = await this.pool.query<SeriesRow>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS at, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views
       FROM (${figures}) AS figures GROUP BY day ORDER BY day`,
      params.values,
    );
    return rows;
  }

  /** Only the hours with events; `at` is the hour, '00' to '23'. */
  async hourlySeries(day: string, filters: AnalyticsFilters): Promise<SeriesRow[]> {
    const params = new Params();
    const figures = figuresSql(params, { from: day, to: day }, ['hour'], filters);
    const { rows } = await this.pool.query<SeriesRow>(
      `SELECT value AS at, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views
       FROM (${figures}) AS figures GROUP BY value ORDER BY value`,
      params.values,
    );
    return rows;
  }

  /** A value seen only in bot events is no row of the card. */
  async breakdown(range: DayRange, dimension: AnalyticsDimension, filters: AnalyticsFilters, limit: number): Promise<BreakdownRow[]> {
    const params = new Params();
    const figures = figuresSql(params, range, [dimension], filters);
    const { rows } = await this.pool.query<BreakdownRow>(
      `SELECT value, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views, sum(events)::int AS events, sum(store_visitors)::int AS store_visitors
       FROM (${figures}) AS figures
       GROUP BY value
       HAVING sum(events) > 0
       ORDER BY visitors DESC, events DESC, value COLLATE "C"
       LIMIT ${params.add(limit)}`,
      params.values,
    );
    return rows;
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

  /**
   * The first day the roll-up has to look at: the first rolled-up day, or an earlier raw event.
   * Events are stamped when stored, so none arrives before a rolled-up day; the BRIN index keeps
   * that look at the blocks before it (all of them only before the first roll-up).
   */
  async firstDayToRollUp(): Promise<string | null> {
    const [row] = await this.dataSource.query<{ day: string | null }[]>(
      `WITH first_rolled AS (SELECT min(day) AS day FROM analytics_rolled_up_day)
       SELECT to_char(least(
         (SELECT day FROM first_rolled),
         (SELECT (min(created_at) AT TIME ZONE 'UTC')::date FROM analytics_event
          WHERE created_at < coalesce(${dayStart('(SELECT day FROM first_rolled)')}, 'infinity'))
       ), 'YYYY-MM-DD') AS day`,
    );
    return row.day;
  }

  async daysNotRolledUp(range: DayRange): Promise<string[]> {
    const rows = await this.dataSource.query<{ day: string }[]>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d
       WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d::date)
       ORDER BY d`,
      [range.from, range.to],
    );
    return rows.map((row) => row.day);
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
      const grouping = groupingSql(params, { from: day, to: day }, 'every', ANALYTICS_DIMENSIONS, {});
      await query(
        `INSERT INTO analytics_daily (dimension, day, value, ${FIGURE_COLUMNS}) SELECT dimension, day, value, ${FIGURE_COLUMNS} FROM (${grouping}) AS grouped`,
        params.values,
      );
      return true;
    });
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
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SET LOCAL statement_timeout = '${JOB_STATEMENT_TIMEOUT}'`);
      const result = await work(async (sql, params) => {
        const { records, affected } = await runner.query(sql, params, true);
        return { records: records as unknown[], affected: affected ?? 0 };
      });
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
