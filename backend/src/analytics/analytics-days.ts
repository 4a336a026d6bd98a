import { addDays, byMonth, dayNumber, dayOfNumber, type DayRange, firstDayOfMonth, isBefore, joinedRuns, lastDayOfMonth } from '../common/days';

/**
 * The kinds of period analytics_rollup holds, each row named by a day (docs/analytics.md,
 * "Storage"): a day; a week from Monday and a month, by their first day; a month's span up to and
 * with a day (`toDate`) or from a day to its end (`fromDate`), by that day.
 */
export const PERIOD_KINDS = ['day', 'week', 'month', 'toDate', 'fromDate'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** The rollups of several days: a month, or a week from Monday. */
export type Period = Extract<PeriodKind, 'month' | 'week'>;

/** The last day of the period starting on `start`. */
export function lastDayOf(period: Period, start: string): string {
  return period === 'week' ? addDays(start, 6) : lastDayOfMonth(start);
}

/** The runs of days of `range` outside the given whole periods (their first days, in order). */
export function daysOutside(range: DayRange, period: Period, starts: readonly string[]): DayRange[] {
  const runs: DayRange[] = [];
  // A day number, so that the day after the last period is never written (none follows 9999-12-31).
  let from = dayNumber(range.from);
  for (const start of starts) {
    const first = dayNumber(start);
    if (from < first) runs.push({ from: dayOfNumber(from), to: dayOfNumber(first - 1) });
    from = dayNumber(lastDayOf(period, start)) + 1;
  }
  if (from <= dayNumber(range.to)) runs.push({ from: dayOfNumber(from), to: range.to });
  return runs;
}

export type MonthSpan = Extract<PeriodKind, 'toDate' | 'fromDate'>;
export const MONTH_SPANS: readonly MonthSpan[] = ['toDate', 'fromDate'];

/**
 * How runs of days outside whole months are read from the month spans rolled up (`claimed`, the
 * days of each span's rows): the part of a month from its first day as one `toDate` row set (its
 * last claimed day), the part to its last day as one `fromDate` row set (its first claimed day),
 * and `rest`, the days neither covers, for the weeks and days.
 */
export function monthSpanReads(runs: readonly DayRange[], claimed: Record<MonthSpan, readonly string[]>): Record<MonthSpan, string[]> & { rest: DayRange[] } {
  const reads: Record<MonthSpan, string[]> & { rest: DayRange[] } = { toDate: [], fromDate: [], rest: [] };
  for (const part of byMonth(runs)) {
    const within = (span: MonthSpan) => claimed[span].filter((day) => !isBefore(day, part.from) && !isBefore(part.to, day));
    const upTo = part.from === firstDayOfMonth(part.from) ? within('toDate').at(-1) : undefined;
    const from = part.to === lastDayOfMonth(part.from) ? within('fromDate').at(0) : undefined;
    if (upTo !== undefined) {
      reads.toDate.push(upTo);
      if (isBefore(upTo, part.to)) reads.rest.push({ from: addDays(upTo, 1), to: part.to });
    } else if (from !== undefined) {
      reads.fromDate.push(from);
      if (isBefore(part.from, from)) reads.rest.push({ from: part.from, to: addDays(from, -1) });
    } else reads.rest.push(part);
  }
  return { ...reads, rest: joinedRuns(reads.rest) };
}
