import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { PgPool } from '../database/pg-pool';
import { SnapshotReads } from '../database/snapshot-reads';
import { joinedRuns } from '../common/days';
import { daysOutside, lastDayOf, MONTH_SPANS, monthSpanReads, type Period, type PeriodKind } from './analytics-days';
import type { AnalyticsDimension, AnalyticsFilters, DayRange } from './analytics-dimensions';
import { eventsOfDays, FIGURE_COLUMNS, filterSql, groupingSql, openDeltaSql, Params, PERIOD_LENGTHS, STORE_GOAL } from './analytics-sql-builders';

export type TotalsRow = { visitors: number; page_views: number; store_taps: number; store_visitors: number; bot_page_views: number };
export type SeriesRow = { at: string; visitors: number; page_views: number };
export type BreakdownRow = { value: string; visitors: number; page_views: number; events: number; store_visitors: number };

type RolledUpOrTracked = { open: string[]; months: string[]; weeks: string[]; toDate: string[]; fromDate: string[]; tracked: string[]; settledEventId: string };

@Injectable()
export class AnalyticsFiguresRepository {
  constructor(
    private readonly pool: PgPool,
    private readonly reads: SnapshotReads,
  ) {}

  /**
   * With filters, every day grouped raw. Without: rolled-up months, month spans, weeks (`byDay` reads skip them: they are dated by a day of theirs),
   * closed days, tracked open days plus the events after the settled id, the rest raw; all read in one snapshot (docs/analytics.md, "Storage").
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
    const rollupRows = (kind: PeriodKind, days: string) => `
      SELECT dimension, day, value, ${FIGURE_COLUMNS}
      FROM analytics_rollup
      WHERE kind = '${kind}' AND dimension = ANY(${dimensionsParam}::text[]) AND ${days}`;
    const parts: string[] = [];
    for (const [kind, days] of [['month', months], ['week', weeks], ...MONTH_SPANS.map((span) => [span, spans[span]] as const)] as const) {
      if (days.length > 0) parts.push(rollupRows(kind, `day = ANY(${params.add(days)}::date[])`));
    }
    if (dayRuns.length > 0) {
      const inRuns = dayRuns.map(({ from, to }) => `day BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date`).join(' OR ');
      parts.push(rollupRows('day', `(${inRuns}) AND day <> ALL(${params.add(open)}::date[])`));
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

  /** One statement, so every part of a read sees the same snapshot. */
  private async rolledUpOrTracked(range: DayRange, client: PoolClient): Promise<RolledUpOrTracked> {
    const notRolledUp = (day: string) => `NOT EXISTS (SELECT 1 FROM analytics_rolled_up rolled WHERE rolled.kind = 'day' AND rolled.day = ${day})`;
    const rolledUpWithin = (period: Period) => `ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM analytics_rolled_up
        WHERE kind = '${period}' AND day >= $1::date AND (day + ${PERIOD_LENGTHS[period]})::date - 1 <= $2::date ORDER BY day)`;
    const spansWithin = (kind: PeriodKind) =>
      `ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM analytics_rolled_up WHERE kind = '${kind}' AND day BETWEEN $1::date AND $2::date ORDER BY day)`;
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

  /** A dashboard asks the same figures again (cards, reloads, the team), so each question is one shared read (database/snapshot-reads.ts). */
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

  async dailySeries(range: DayRange, filters: AnalyticsFilters): Promise<SeriesRow[]> {
    return this.figures<SeriesRow>(
      { of: 'daily', range, dimensions: ['site'], filters, byDay: true },
      (figures) => `SELECT to_char(day, 'YYYY-MM-DD') AS at, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views
       FROM (${figures}) AS figures GROUP BY day ORDER BY day`,
    );
  }

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
}
