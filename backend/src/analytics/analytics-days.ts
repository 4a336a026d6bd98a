import type { DayRange } from './analytics-dimensions';

const DAY_MS = 24 * 60 * 60 * 1000;

export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function daysInRange({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function everyDay(range: DayRange): string[] {
  return Array.from({ length: daysInRange(range) }, (_, index) => addDays(range.from, index));
}

/** The same number of days, ending the day before `from`. */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysInRange(range)), to: addDays(range.from, -1) };
}

/** The rollups of several days: a month, or a week from Monday (docs/analytics.md, "Storage"). */
export type Period = 'month' | 'week';

/** The first day of the period after the one starting on `start`. */
export function nextPeriod(period: Period, start: string): string {
  if (period === 'week') return addDays(start, 7);
  const first = new Date(`${start}T00:00:00Z`);
  return dayOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1)));
}

export function lastDayOf(period: Period, start: string): string {
  return addDays(nextPeriod(period, start), -1);
}

/** The runs of days of `range` outside the given whole periods (their first days, in order). */
export function daysOutside(range: DayRange, period: Period, starts: readonly string[]): DayRange[] {
  const runs: DayRange[] = [];
  let from = range.from;
  for (const start of starts) {
    if (from < start) runs.push({ from, to: addDays(start, -1) });
    from = nextPeriod(period, start);
  }
  if (from <= range.to) runs.push({ from, to: range.to });
  return runs;
}

/** A month's sums up to and with a day (`toDate`), or from a day to its end (`fromDate`): docs/analytics.md, "Storage". */
export type MonthSpan = 'toDate' | 'fromDate';
export const MONTH_SPANS: readonly MonthSpan[] = ['toDate', 'fromDate'];

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** `runs` cut at each month's end. */
function byMonth(runs: readonly DayRange[]): DayRange[] {
  return runs.flatMap((run) => {
    const parts: DayRange[] = [];
    for (let from = run.from; from <= run.to; from = nextPeriod('month', monthOf(from))) {
      const monthEnd = lastDayOf('month', monthOf(from));
      parts.push({ from, to: monthEnd < run.to ? monthEnd : run.to });
    }
    return parts;
  });
}

/** Adjacent runs, in order, made one. */
export function joinedRuns(runs: readonly DayRange[]): DayRange[] {
  const out: DayRange[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && addDays(last.to, 1) === run.from) last.to = run.to;
    else out.push({ ...run });
  }
  return out;
}

/**
 * How runs of days outside whole months are read from the month spans rolled up (`claimed`, the
 * days of each span's rows): the part of a month from its first day as one `toDate` row set (its
 * last claimed day), the part to its last day as one `fromDate` row set (its first claimed day),
 * and `rest`, the days neither covers, for the weeks and days.
 */
export function monthSpanReads(runs: readonly DayRange[], claimed: Record<MonthSpan, readonly string[]>): Record<MonthSpan, string[]> & { rest: DayRange[] } {
  const reads: Record<MonthSpan, string[]> & { rest: DayRange[] } = { toDate: [], fromDate: [], rest: [] };
  for (const part of byMonth(runs)) {
    const within = (span: MonthSpan) => claimed[span].filter((day) => day >= part.from && day <= part.to);
    const upTo = part.from === monthOf(part.from) ? within('toDate').at(-1) : undefined;
    const from = part.to === lastDayOf('month', monthOf(part.from)) ? within('fromDate').at(0) : undefined;
    if (upTo !== undefined) {
      reads.toDate.push(upTo);
      if (upTo < part.to) reads.rest.push({ from: addDays(upTo, 1), to: part.to });
    } else if (from !== undefined) {
      reads.fromDate.push(from);
      if (part.from < from) reads.rest.push({ from: part.from, to: addDays(from, -1) });
    } else reads.rest.push(part);
  }
  return { ...reads, rest: joinedRuns(reads.rest) };
}
