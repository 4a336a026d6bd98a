import { Injectable } from '@nestjs/common';
import { inJobTransaction, type JobQuery } from '../database/job-transaction';
import { PgPool } from '../database/pg-pool';
import type { MonthSpan, Period } from './analytics-days';
import { ANALYTICS_DIMENSIONS, type DayRange } from './analytics-dimensions';
import { dayStart, FIGURE_COLUMNS, FIGURE_SUMS, groupingSql, MONTH_SPAN_STEPS, Params, PERIOD_LENGTHS } from './analytics-sql-builders';

/** The open state of a day, dropped when the day is rolled up. */
const OPEN_DAY_TABLES = ['analytics_open_daily', 'analytics_open_visitor', 'analytics_open_tapper', 'analytics_open_day'] as const;

const ROLLED_UP_DAY = `SELECT 1 FROM analytics_rolled_up rolled WHERE rolled.kind = 'day' AND rolled.day`;

@Injectable()
export class AnalyticsRollupRepository {
  constructor(private readonly pool: PgPool) {}

  private inJobTransaction<T>(work: (query: JobQuery) => Promise<T>): Promise<T> {
    return inJobTransaction(this.pool, work);
  }

  // Events are stamped when stored, so none arrives before a rolled-up day: older raw events are an index range before it.
  async firstDayToRollUp(): Promise<string | null> {
    return this.inJobTransaction(async (query) => {
      const { records } = await query(
        `WITH first_rolled AS (SELECT min(day) AS day FROM analytics_rolled_up WHERE kind = 'day')
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
       WHERE NOT EXISTS (${ROLLED_UP_DAY} = d::date)
       ORDER BY d`,
      [range.from, range.to],
    );
    return rows.map((row) => row.day);
  }

  /** One transaction: the day claimed (a rival claim waits on the primary key, then finds it taken), its rows replaced; false if already rolled up. */
  async rollUpDay(day: string): Promise<boolean> {
    return this.inJobTransaction(async (query) => {
      const claimed = await query(`INSERT INTO analytics_rolled_up (kind, day) VALUES ('day', $1) ON CONFLICT (kind, day) DO NOTHING RETURNING day`, [day]);
      if (claimed.records.length === 0) return false;
      await query(`DELETE FROM analytics_rollup WHERE kind = 'day' AND day = $1`, [day]);
      const params = new Params();
      const grouping = groupingSql(params, [{ from: day, to: day }], ANALYTICS_DIMENSIONS, {});
      await query(
        `INSERT INTO analytics_rollup (kind, dimension, day, value, ${FIGURE_COLUMNS})
         SELECT 'day', dimension, day, value, ${FIGURE_COLUMNS} FROM (${grouping}) AS grouped`,
        params.values,
      );
      // Last, so the open days' job waits for this row only for the moment it takes.
      await query('SELECT FROM analytics_open_state FOR UPDATE', []);
      for (const table of OPEN_DAY_TABLES) await query(`DELETE FROM ${table} WHERE day = $1`, [day]);
      return true;
    });
  }

  /** Periods not rolled up whose every day (from the first rolled-up one on) is: events are stamped when stored, so those days no longer change. */
  async periodsToRollUp(period: Period, lastClosedDay: string): Promise<string[]> {
    const length = PERIOD_LENGTHS[period];
    const { rows } = await this.pool.query<{ start: string }>(
      `WITH bounds AS (SELECT min(day) AS first_day FROM analytics_rolled_up WHERE kind = 'day')
       SELECT to_char(p, 'YYYY-MM-DD') AS start
       FROM bounds, generate_series(date_trunc('${period}', bounds.first_day::timestamp), date_trunc('${period}', $1::date::timestamp), ${length}) AS p
       WHERE (p + ${length})::date - 1 <= $1::date
         AND NOT EXISTS (SELECT 1 FROM analytics_rolled_up rolled WHERE rolled.kind = '${period}' AND rolled.day = p::date)
         AND NOT EXISTS (
           SELECT 1 FROM generate_series(greatest(p::date, bounds.first_day), (p + ${length})::date - 1, interval '1 day') AS d
           WHERE NOT EXISTS (${ROLLED_UP_DAY} = d::date))
       ORDER BY p`,
      [lastClosedDay],
    );
    return rows.map((row) => row.start);
  }

  async rollUpPeriod(period: Period, first: string): Promise<boolean> {
    return this.inJobTransaction(async (query) => {
      const claimed = await query(`INSERT INTO analytics_rolled_up (kind, day) VALUES ('${period}', $1) ON CONFLICT (kind, day) DO NOTHING RETURNING day`, [first]);
      if (claimed.records.length === 0) return false;
      await query(`DELETE FROM analytics_rollup WHERE kind = '${period}' AND day = $1`, [first]);
      await query(
        `INSERT INTO analytics_rollup (kind, dimension, day, value, ${FIGURE_COLUMNS})
         SELECT '${period}', dimension, $1::date, value, ${FIGURE_SUMS} FROM analytics_rollup
         WHERE kind = 'day' AND dimension <> 'hour' AND day >= $1::date AND day < ($1::date + ${PERIOD_LENGTHS[period]})::date
         GROUP BY dimension, value`,
        [first],
      );
      return true;
    });
  }

  /** In the order the spans grow: `toDate` from a month's first day on, `fromDate` from its last day back. */
  async monthSpanDaysToRollUp(span: MonthSpan): Promise<string[]> {
    const { alone, order } = MONTH_SPAN_STEPS[span];
    const monthEndRolledUp = `EXISTS (SELECT 1 FROM analytics_rolled_up ended WHERE ended.kind = 'day' AND ended.day = ${alone('rolled.day')})`;
    const { rows } = await this.pool.query<{ day: string }>(
      `SELECT to_char(rolled.day, 'YYYY-MM-DD') AS day FROM analytics_rolled_up rolled
       WHERE rolled.kind = 'day'
         AND NOT EXISTS (SELECT 1 FROM analytics_rolled_up claimed WHERE claimed.kind = '${span}' AND claimed.day = rolled.day) ${span === 'fromDate' ? `AND ${monthEndRolledUp}` : ''}
       ORDER BY rolled.day ${order}`,
    );
    return rows.map((row) => row.day);
  }

  /**
   * As rollUpDay: its rows the sums of its day's and of the span one day shorter, claimed only once that span is rolled up (or at the month's edge
   * or the first rolled-up day), so a span covers every day to the month's edge. False when not claimed.
   */
  async rollUpMonthSpan(span: MonthSpan, day: string): Promise<boolean> {
    const { shorter, alone } = MONTH_SPAN_STEPS[span];
    return this.inJobTransaction(async (query) => {
      const claimed = await query(
        `INSERT INTO analytics_rolled_up (kind, day)
         SELECT '${span}', $1::date
         WHERE EXISTS (${ROLLED_UP_DAY} = $1::date)
           AND ($1::date = ${alone('$1::date')}
             OR EXISTS (SELECT 1 FROM analytics_rolled_up WHERE kind = '${span}' AND day = ${shorter('$1::date')})
             ${span === 'toDate' ? `OR $1::date = (SELECT min(day) FROM analytics_rolled_up WHERE kind = 'day')` : ''})
         ON CONFLICT (kind, day) DO NOTHING RETURNING day`,
        [day],
      );
      if (claimed.records.length === 0) return false;
      await query(`DELETE FROM analytics_rollup WHERE kind = '${span}' AND day = $1`, [day]);
      await query(
        `INSERT INTO analytics_rollup (kind, dimension, day, value, ${FIGURE_COLUMNS})
         SELECT '${span}', dimension, $1::date, value, ${FIGURE_SUMS} FROM (
           SELECT dimension, value, ${FIGURE_COLUMNS} FROM analytics_rollup WHERE kind = '${span}' AND day = ${shorter('$1::date')} AND $1::date <> ${alone('$1::date')}
           UNION ALL
           SELECT dimension, value, ${FIGURE_COLUMNS} FROM analytics_rollup WHERE kind = 'day' AND day = $1::date AND dimension <> 'hour'
         ) AS parts
         GROUP BY dimension, value`,
        [day],
      );
      return true;
    });
  }

  /** After a backlog: autovacuum's next ANALYZE may be far off, and stale statistics plan a year's card as a sequential scan. */
  async refreshStatistics(): Promise<void> {
    await this.inJobTransaction((query) => query('ANALYZE analytics_rollup', []));
  }

  /** Whole days before `day`, and only rolled-up ones: their figures stay in analytics_rollup. */
  async deleteRawEventsBefore(day: string): Promise<number> {
    return this.inJobTransaction(async (query) => {
      const deleted = await query(
        `DELETE FROM analytics_event e
         WHERE e.created_at < ${dayStart('$1::date')}
           AND EXISTS (${ROLLED_UP_DAY} = (e.created_at AT TIME ZONE 'UTC')::date)`,
        [day],
      );
      return deleted.affected;
    });
  }
}
