import { addDays, byMonth, dayNumber, dayOfNumber, type DayRange, firstDayOfMonth, isBefore, joinedRuns, lastDayOfMonth } from '../common/days';

/** Each row of analytics_rollup is named by a day (docs/analytics.md, "Storage"). */
export const PERIOD_KINDS = ['day', 'week', 'month', 'toDate', 'fromDate'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export type Period = Extract<PeriodKind, 'month' | 'week'>;

export function lastDayOf(period: Period, start: string): string {
  return period === 'week' ? addDays(start, 6) : lastDayOfMonth(start);
}

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

/** A partial month from its first day is one `toDate` row set, one to its last day one `fromDate` row set; `rest` is left to weeks and days. */
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
