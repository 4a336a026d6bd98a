import { Injectable } from '@nestjs/common';
import type { PoolClient, QueryConfig } from 'pg';
import { joinedRuns } from '../common/days';
import { PgPool } from '../database/pg-pool';
import { SnapshotReads } from '../database/snapshot-reads';
import { NOT_FOUND_PAGE } from '../site';
import { daysOutside, lastDayOf, MONTH_SPANS, type MonthSpan, monthSpanReads, type Period } from './analytics-days';
import { ANALYTICS_EVENT_WRITE_LOCK } from './analytics-event.repository';
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
  notFound: `CASE WHEN e.event = 'page_view' AND e.path = '${NOT_FOUND_PAGE}' THEN e.label END`,
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
const FIGURE_SUMS = FIGURE_COLUMNS.split(', ')
  .map((column) => `sum(${column})::int`)
  .join(', ');
const STORE_EVENT_LIST = STORE_EVENTS.map((event) => `'${event}'`).join(', ');
const STORE_GOAL = `split_part(value, ':', 1) IN (${STORE_EVENT_LIST})`;
export type AdvanceOutcome = { settledEventId: string; addedDays: string[] };

/** Where each period's sums and claims live; a period is named by its first day, in a column named after the period. */
const PERIOD_TABLES: Record<Period, { figures: string; claims: string; length: string }> = {
  month: { figures: 'analytics_monthly', claims: 'analytics_rolled_up_month', length: `interval '1 month'` },
  week: { figures: 'analytics_weekly', claims: 'analytics_rolled_up_week', length: `interval '7 days'` },
};

/**
 * Where each month span's sums and claims live, its rows named by their day. Of a day (a date in
 * SQL): `shorter`, the day whose span is one day shorter (a day's span is that one's rows plus
 * the day's), and `alone`, the month's day whose span is that day alone.
 */
const MONTH_SPAN_TABLES: Record<MonthSpan, { figures: string; claims: string; shorter: (day: string) => string; alone: (day: string) => string; order: 'ASC' | 'DESC' }> = {
  toDate: {
    figures: 'analytics_month_to_date',
    claims: 'analytics_rolled_up_month_to_date',
    shorter: (day) => `${day} - 1`,
    alone: (day) => `date_trunc('month', ${day})::date`,
    order: 'ASC',
  },
  fromDate: {
    figures: 'analytics_month_from_date',
    claims: 'analytics_rolled_up_month_from_date',
    shorter: (day) => `${day} + 1`,
    alone: (day) => `(date_trunc('month', ${day}) + interval '1 month')::date - 1`,
    order: 'DESC',
  },
};

/** The open state of a day, dropped when the day is rolled up. */
const OPEN_DAY_TABLES = ['analytics_open_daily', 'analytics_open_visitor', 'analytics_open_tapper', 'analytics_open_day'] as const;
/** Past it the job tries again at its next run, and the inserts queued behind its request go on. */
const SETTLE_LOCK_TIMEOUT_MS = 5_000;
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

function dimensionValuesSql(dimensions: readonly AnalyticsDimension[]): string {
  return dimensions.map((dimension) => `('${dimension}', (${DIMENSION_VALUES[dimension]})::text)`).join(', ');
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
  const values = dimensionValuesSql(dimensions);
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

/**
 * What the events `eventsOf` selects (a condition on `e`, only events of tracked open days) add
 * to the open days' rows, against the open state as the statement finds it (docs/analytics.md,
 * "Open days"): a visitor adds to `visitors` once per day and value (analytics_open_visitor),
 * and a visitor's first store tap of the day adds to `store_visitors` of every value they were
 * already counted in. The job writes it and every read of a tracked day adds it for the events
 * after the settled id, so both count alike. `select` reads the CTEs of `ctes`.
 */
function openDeltaSql(params: Params, eventsOf: string, dimensions: readonly AnalyticsDimension[]): { ctes: string; select: string } {
  return {
    ctes: `
    tail_tappers AS (
      SELECT DISTINCT (e.created_at AT TIME ZONE 'UTC')::date AS day, e.visitor
      FROM analytics_event e
      WHERE ${eventsOf} AND e.event IN (${STORE_EVENT_LIST}) AND NOT e.bot AND e.visitor IS NOT NULL
    ), new_tappers AS (
      SELECT t.day, t.visitor FROM tail_tappers t
      WHERE NOT EXISTS (SELECT 1 FROM analytics_open_tapper o WHERE o.day = t.day AND o.visitor = t.visitor)
    ), per_visitor AS (
      SELECT dim.dimension, (e.created_at AT TIME ZONE 'UTC')::date AS day, dim.value, e.visitor,
        count(*) FILTER (WHERE NOT e.bot) AS events,
        count(*) FILTER (WHERE NOT e.bot AND e.event = 'page_view') AS page_views,
        count(*) FILTER (WHERE e.bot AND e.event = 'page_view') AS bot_page_views
      FROM analytics_event e
      CROSS JOIN LATERAL (VALUES ${dimensionValuesSql(dimensions)}) AS dim(dimension, value)
      WHERE ${eventsOf} AND dim.value IS NOT NULL
      GROUP BY 1, 2, 3, 4
    ), joining AS (
      SELECT pv.dimension, pv.day, pv.value, pv.visitor FROM per_visitor pv
      WHERE pv.events > 0 AND pv.visitor IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM analytics_open_visitor s WHERE s.day = pv.day AND s.dimension = pv.dimension AND s.value = pv.value AND s.visitor = pv.visitor)
    ), delta AS (
      SELECT dimension, day, value, 0 AS visitors, page_views, events, 0 AS store_visitors, bot_page_views FROM per_visitor
      UNION ALL
      SELECT j.dimension, j.day, j.value, 1, 0, 0,
        (EXISTS (SELECT 1 FROM analytics_open_tapper o WHERE o.day = j.day AND o.visitor = j.visitor)
          OR EXISTS (SELECT 1 FROM tail_tappers t WHERE t.day = j.day AND t.visitor = j.visitor))::int,
        0
      FROM joining j
      UNION ALL
      SELECT s.dimension, s.day, s.value, 0, 0, 0, 1, 0
      FROM new_tappers n JOIN analytics_open_visitor s ON s.day = n.day AND s.visitor = n.visitor
      WHERE s.dimension = ANY(${params.add(dimensions)}::text[])
    )`,
    select: `SELECT dimension, day, value, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views, sum(events)::int AS events,
      sum(store_visitors)::int AS store_visitors, sum(bot_page_views)::int AS bot_page_views
    FROM delta GROUP BY dimension, day, value`,
  };
}

/** The open delta written into the open state: the new visitors and tappers remembered, the rows added to. */
function openApplySql(params: Params, eventsOf: string): string {
  const { ctes, select } = openDeltaSql(params, eventsOf, ANALYTICS_DIMENSIONS);
  const added = FIGURE_COLUMNS.split(', ')
    .map((column) => `${column} = analytics_open_daily.${column} + EXCLUDED.${column}`)
    .join(', ');
  return `
    WITH ${ctes}, joined AS (
      INSERT INTO analytics_open_visitor (dimension, day, value, visitor) SELECT dimension, day, value, visitor FROM joining
    ), tapped AS (
      INSERT INTO analytics_open_tapper (day, visitor) SELECT day, visitor FROM new_tappers
    )
    INSERT INTO analytics_open_daily (dimension, day, value, ${FIGURE_COLUMNS})
    ${select}
    ON CONFLICT (dimension, day, value) DO UPDATE SET ${added}`;
}

/** `days` in order; the range lets the planner choose created_at's index over the id's when the ids reach further back. */
function eventsOfDays(params: Params, days: readonly string[]): string {
  const range = `e.created_at >= ${dayStart(`${params.add(days[0])}::date`)} AND e.created_at < ${dayStart(`${params.add(days.at(-1))}::date + 1`)}`;
  return `${range} AND (e.created_at AT TIME ZONE 'UTC')::date = ANY(${params.add(days)}::date[])`;
}

@Injectable()
export class AnalyticsDailyRepository {
  constructor(
    private readonly pool: PgPool,
    private readonly reads: SnapshotReads,
  ) {}

  /**
   * Rows per (dimension, day, value) of a range. With filters, every day grouped raw. Without:
   * the whole months rolled up from analytics_monthly, the part of a month from its first day or
   * to its last from the month spans, then the whole weeks of the rest from analytics_weekly (the
   * rows of periods and spans are dated by a day of theirs, so `byDay` reads leave them out),
   * the other closed days from analytics_daily, the open days
   * the job tracks from analytics_open_daily plus the events after its settled id, and any other
   * day not rolled up grouped raw; a figure is the same whichever table gives it. Which days and
   * months are rolled up or tracked is read in the same snapshot as the figures.
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
    const { open, months: rolledUpMonths, weeks: rolledUpWeeks, toDate, fromDate, tracked, settledEventId } = await this.rolledUpOrTracked(range, client);
    const months = byDay ? [] : rolledUpMonths;
    // The spans leave the hour out, as the months do; a chart by day reads days only.
    const spans = monthSpanReads(daysOutside(range, 'month', months), byDay || dimensions.includes('hour') ? { toDate: [], fromDate: [] } : { toDate, fromDate });
    const weeks = byDay ? [] : rolledUpWeeks.filter((week) => spans.rest.some((run) => week >= run.from && lastDayOf('week', week) <= run.to));
    const dayRuns = spans.rest.flatMap((run) =>
      daysOutside(
        run,
        'week',
        weeks.filter((week) => week >= run.from && week <= run.to),
      ),
    );
    const dimensionsParam = params.add(dimensions);
    const parts: string[] = [];
    for (const [period, starts] of [
      ['month', months],
      ['week', weeks],
    ] as const) {
      if (starts.length === 0) continue;
      parts.push(`
      SELECT dimension, ${period} AS day, value, ${FIGURE_COLUMNS}
      FROM ${PERIOD_TABLES[period].figures}
      WHERE dimension = ANY(${dimensionsParam}::text[]) AND ${period} = ANY(${params.add(starts)}::date[])`);
    }
    for (const span of MONTH_SPANS) {
      if (spans[span].length === 0) continue;
      parts.push(`
      SELECT dimension, day, value, ${FIGURE_COLUMNS}
      FROM ${MONTH_SPAN_TABLES[span].figures}
      WHERE dimension = ANY(${dimensionsParam}::text[]) AND day = ANY(${params.add(spans[span])}::date[])`);
    }
    if (dayRuns.length > 0) {
      const inRuns = dayRuns.map(({ from, to }) => `day BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date`).join(' OR ');
      parts.push(`
      SELECT dimension, day, value, ${FIGURE_COLUMNS}
      FROM analytics_daily
      WHERE dimension = ANY(${dimensionsParam}::text[]) AND (${inRuns}) AND day <> ALL(${params.add(open)}::date[])`);
    }
    if (tracked.length > 0) {
      const delta = openDeltaSql(params, `e.id > ${params.add(settledEventId)} AND ${eventsOfDays(params, tracked)}`, dimensions);
      parts.push(`
      SELECT dimension, day, value, ${FIGURE_COLUMNS}
      FROM analytics_open_daily
      WHERE dimension = ANY(${dimensionsParam}::text[]) AND day = ANY(${params.add(tracked)}::date[])`);
      parts.push(`(WITH ${delta.ctes} ${delta.select})`);
    }
    const untracked = open.filter((day) => !tracked.includes(day));
    if (untracked.length > 0) parts.push(`(${groupingSql(params, joinedRuns(untracked.map((day) => ({ from: day, to: day }))), dimensions, {})})`);
    return parts.join(' UNION ALL ');
  }

  /**
   * A dashboard asks the same figures again (its cards, a reload, the team at once), so each
   * question is one shared read (database/snapshot-reads.ts), keyed by what it asks: a reused
   * answer costs one round trip. `outer` wraps the figures and may add parameters after them.
   */
  private async figures<T>(
    question: {
      of: string;
      range: DayRange;
      dimensions: readonly AnalyticsDimension[];
      filters: AnalyticsFilters;
      byDay?: boolean;
      limit?: number;
      values?: readonly string[];
    },
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

  /** A value seen only in bot events is no row of the card; with `values`, only those values are. */
  async breakdown(range: DayRange, dimension: AnalyticsDimension, filters: AnalyticsFilters, limit: number, values?: readonly string[]): Promise<BreakdownRow[]> {
    return this.figures<BreakdownRow>(
      { of: 'breakdown', range, dimensions: [dimension], filters, limit, values },
      (figures, params) => `SELECT value, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views, sum(events)::int AS events, sum(store_visitors)::int AS store_visitors
       FROM (${figures}) AS figures
       ${values ? `WHERE value = ANY(${params.add(values)}::text[])` : ''}
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

  async daysNotRolledUp(range: DayRange): Promise<string[]> {
    const { rows } = await this.pool.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d
       WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d::date)
       ORDER BY d`,
      [range.from, range.to],
    );
    return rows.map((row) => row.day);
  }

  /**
   * What a read of `range` finds in its snapshot, in one statement: the days not rolled up, the
   * whole months and weeks rolled up, the days of the month spans rolled up, the days among them
   * the open days' job tracks and the id up to which their rows count the events.
   */
  private async rolledUpOrTracked(
    range: DayRange,
    client: PoolClient,
  ): Promise<{ open: string[]; months: string[]; weeks: string[]; toDate: string[]; fromDate: string[]; tracked: string[]; settledEventId: string }> {
    const notRolledUp = (day: string) => `NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = ${day})`;
    const rolledUpWithin = (period: Period) => {
      const { claims, length } = PERIOD_TABLES[period];
      return `ARRAY(SELECT to_char(${period}, 'YYYY-MM-DD') FROM ${claims}
        WHERE ${period} >= $1::date AND (${period} + ${length})::date - 1 <= $2::date ORDER BY ${period})`;
    };
    const spansWithin = (span: MonthSpan) => `ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM ${MONTH_SPAN_TABLES[span].claims} WHERE day BETWEEN $1::date AND $2::date ORDER BY day)`;
    const { rows } = await client.query<{ open: string[]; months: string[]; weeks: string[]; to_date: string[]; from_date: string[]; tracked: string[]; settled_event_id: string }>(
      `SELECT
         ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series($1::date, $2::date, interval '1 day') AS d WHERE ${notRolledUp('d::date')} ORDER BY d) AS open,
         ${rolledUpWithin('month')} AS months,
         ${rolledUpWithin('week')} AS weeks,
         ${spansWithin('toDate')} AS to_date,
         ${spansWithin('fromDate')} AS from_date,
         ARRAY(SELECT to_char(open.day, 'YYYY-MM-DD') FROM analytics_open_day open WHERE open.day BETWEEN $1::date AND $2::date AND ${notRolledUp('open.day')} ORDER BY open.day) AS tracked,
         settled_event_id::text AS settled_event_id
       FROM analytics_open_state`,
      [range.from, range.to],
    );
    const [{ settled_event_id: settledEventId, to_date: toDate, from_date: fromDate, ...days }] = rows;
    return { ...days, toDate, fromDate, settledEventId };
  }

  /**
   * One run of the open days' job (docs/analytics.md, "Open days"): first the settled id, the
   * highest id below which every event has committed (taken while no insert holds the write lock,
   * briefly, so the inserts wait a moment at most); then, in one transaction holding
   * analytics_open_state's row (two processes take turns), the tracked days' rows advanced by the
   * events up to it, and each of `days` not tracked nor rolled up yet added with all its events
   * up to it.
   */
  async advanceOpenDays(days: readonly string[]): Promise<AdvanceOutcome> {
    const settled = await this.inJobTransaction(async (query) => {
      await query(`SET LOCAL lock_timeout = ${SETTLE_LOCK_TIMEOUT_MS}`, []);
      await query('SELECT pg_advisory_xact_lock($1)', [ANALYTICS_EVENT_WRITE_LOCK]);
      const { records } = await query('SELECT coalesce(max(id), 0)::text AS id FROM analytics_event', []);
      return BigInt((records[0] as { id: string }).id);
    });
    return this.inJobTransaction(async (query) => {
      // Locked first, alone: a statement that waited for the row reads everything else as it was before the wait.
      await query('SELECT FROM analytics_open_state FOR UPDATE', []);
      const { records } = await query(
        `SELECT settled_event_id::text AS settled_event_id,
           ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM analytics_open_day ORDER BY day) AS tracked,
           ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest($1::date[]) AS d
                 WHERE NOT EXISTS (SELECT 1 FROM analytics_open_day open WHERE open.day = d)
                   AND NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d)
                 ORDER BY d) AS added
         FROM analytics_open_state`,
        [days],
      );
      const state = records[0] as { settled_event_id: string; tracked: string[]; added: string[] };
      const previous = BigInt(state.settled_event_id);
      // Another process may have settled a later id since this one read its own.
      const upTo = settled > previous ? settled : previous;
      if (upTo > previous && state.tracked.length > 0) {
        const params = new Params();
        await query(openApplySql(params, `e.id > ${params.add(previous)} AND e.id <= ${params.add(upTo)} AND ${eventsOfDays(params, state.tracked)}`), params.values);
      }
      for (const day of state.added) {
        const params = new Params();
        await query('INSERT INTO analytics_open_day (day) VALUES ($1)', [day]);
        await query(openApplySql(params, `${eventsOfDays(params, [day])} AND e.id <= ${params.add(upTo)}`), params.values);
      }
      await query('UPDATE analytics_open_state SET settled_event_id = $1', [upTo.toString()]);
      return { settledEventId: upTo.toString(), addedDays: state.added };
    });
  }

  /**
   * Periods ended by `lastClosedDay` whose every day, from the first rolled-up day on, is rolled
   * up, and which are not rolled up themselves: events are stamped when stored, so such a
   * period's days can no longer change.
   */
  async periodsToRollUp(period: Period, lastClosedDay: string): Promise<string[]> {
    const { claims, length } = PERIOD_TABLES[period];
    const { rows } = await this.pool.query<{ start: string }>(
      `WITH bounds AS (SELECT min(day) AS first_day FROM analytics_rolled_up_day)
       SELECT to_char(p, 'YYYY-MM-DD') AS start
       FROM bounds, generate_series(date_trunc('${period}', bounds.first_day::timestamp), date_trunc('${period}', $1::date::timestamp), ${length}) AS p
       WHERE (p + ${length})::date - 1 <= $1::date
         AND NOT EXISTS (SELECT 1 FROM ${claims} rolled WHERE rolled.${period} = p::date)
         AND NOT EXISTS (
           SELECT 1 FROM generate_series(greatest(p::date, bounds.first_day), (p + ${length})::date - 1, interval '1 day') AS d
           WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_up_day rolled WHERE rolled.day = d::date))
       ORDER BY p`,
      [lastClosedDay],
    );
    return rows.map((row) => row.start);
  }

  /** As a day (rollUpDay): claimed in its claims table, its rows the sums of its days' rows. */
  async rollUpPeriod(period: Period, first: string): Promise<boolean> {
    const { figures, claims, length } = PERIOD_TABLES[period];
    return this.inJobTransaction(async (query) => {
      const claimed = await query(`INSERT INTO ${claims} (${period}) VALUES ($1) ON CONFLICT (${period}) DO NOTHING RETURNING ${period}`, [first]);
      if (claimed.records.length === 0) return false;
      await query(`DELETE FROM ${figures} WHERE ${period} = $1`, [first]);
      await query(
        `INSERT INTO ${figures} (dimension, ${period}, value, ${FIGURE_COLUMNS})
         SELECT dimension, $1::date, value, ${FIGURE_SUMS} FROM analytics_daily
         WHERE dimension <> 'hour' AND day >= $1::date AND day < ($1::date + ${length})::date
         GROUP BY dimension, value`,
        [first],
      );
      return true;
    });
  }

  /**
   * The rolled-up days whose span is not rolled up, in the order the spans grow (`toDate` from a
   * month's first day on, `fromDate` from its last day back, once that day is rolled up).
   */
  async monthSpanDaysToRollUp(span: MonthSpan): Promise<string[]> {
    const { claims, alone, order } = MONTH_SPAN_TABLES[span];
    const monthEndRolledUp = `EXISTS (SELECT 1 FROM analytics_rolled_up_day ended WHERE ended.day = ${alone('rolled.day')})`;
    const { rows } = await this.pool.query<{ day: string }>(
      `SELECT to_char(rolled.day, 'YYYY-MM-DD') AS day FROM analytics_rolled_up_day rolled
       WHERE NOT EXISTS (SELECT 1 FROM ${claims} claimed WHERE claimed.day = rolled.day) ${span === 'fromDate' ? `AND ${monthEndRolledUp}` : ''}
       ORDER BY rolled.day ${order}`,
    );
    return rows.map((row) => row.day);
  }

  /**
   * As a day (rollUpDay): claimed in its claims table, its rows the sums of its day's rows and of
   * the span one day shorter. Only a rolled-up day whose shorter span is rolled up (or which is
   * the span's first day: the month's edge, or the first day rolled up of all) is claimed, so a
   * span covers every day between its day and the month's edge. False when not claimed.
   */
  async rollUpMonthSpan(span: MonthSpan, day: string): Promise<boolean> {
    const { figures, claims, shorter, alone } = MONTH_SPAN_TABLES[span];
    return this.inJobTransaction(async (query) => {
      const claimed = await query(
        `INSERT INTO ${claims} (day)
         SELECT $1::date
         WHERE EXISTS (SELECT 1 FROM analytics_rolled_up_day WHERE day = $1::date)
           AND ($1::date = ${alone('$1::date')}
             OR EXISTS (SELECT 1 FROM ${claims} WHERE day = ${shorter('$1::date')})
             ${span === 'toDate' ? 'OR $1::date = (SELECT min(day) FROM analytics_rolled_up_day)' : ''})
         ON CONFLICT (day) DO NOTHING RETURNING day`,
        [day],
      );
      if (claimed.records.length === 0) return false;
      await query(`DELETE FROM ${figures} WHERE day = $1`, [day]);
      await query(
        `INSERT INTO ${figures} (dimension, day, value, ${FIGURE_COLUMNS})
         SELECT dimension, $1::date, value, ${FIGURE_SUMS} FROM (
           SELECT dimension, value, ${FIGURE_COLUMNS} FROM ${figures} WHERE day = ${shorter('$1::date')} AND $1::date <> ${alone('$1::date')}
           UNION ALL
           SELECT dimension, value, ${FIGURE_COLUMNS} FROM analytics_daily WHERE day = $1::date AND dimension <> 'hour'
         ) AS parts
         GROUP BY dimension, value`,
        [day],
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
      // Last, so the open days' job waits for this row only for the moment it takes.
      await query('SELECT FROM analytics_open_state FOR UPDATE', []);
      for (const table of OPEN_DAY_TABLES) await query(`DELETE FROM ${table} WHERE day = $1`, [day]);
      return true;
    });
  }

  /** After a backlog: autovacuum's next ANALYZE may be far off, and stale statistics plan a year's card as a sequential scan. */
  async refreshStatistics(): Promise<void> {
    await this.inJobTransaction((query) => query('ANALYZE analytics_daily, analytics_weekly, analytics_monthly, analytics_month_to_date, analytics_month_from_date', []));
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
