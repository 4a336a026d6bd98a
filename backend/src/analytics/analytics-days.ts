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
