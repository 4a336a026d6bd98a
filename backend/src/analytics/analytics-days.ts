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

/** The first day of the month after the one `month` (its first day) starts. */
export function nextMonth(month: string): string {
  const start = new Date(`${month}T00:00:00Z`);
  return dayOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
}

/** The runs of days of `range` outside the given whole months (first days, in order). */
export function daysOutsideMonths(range: DayRange, months: readonly string[]): DayRange[] {
  const runs: DayRange[] = [];
  let from = range.from;
  for (const month of months) {
    if (from < month) runs.push({ from, to: addDays(month, -1) });
    from = nextMonth(month);
  }
  if (from <= range.to) runs.push({ from, to: range.to });
  return runs;
}
