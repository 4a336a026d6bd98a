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
