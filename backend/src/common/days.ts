import { ValidateBy } from 'class-validator';
import { DomainError } from './domain-error';

// docs/api.md, "Days": arithmetic goes through day numbers, never the text, and no day outside 0000-01-01..9999-12-31
// is written, so a loop over days ends and text order stays day order.
export const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LAST_YEAR = 9999;

/** Days as YYYY-MM-DD, both inclusive. */
export type DayRange = { from: string; to: string };

/** A year on (366 days, for a 29 February); outside it, 400 `VALIDATION_FAILED`. */
export const DAY_WINDOW = { first: '2000-01-01', daysAfterToday: 366 } as const;

/** The "Last 7 days" and "Last 30 days" presets (today included) of every page with a date range; the campaign lists roll them up. */
export const LAST_DAYS_PRESETS = { '7d': 7, '30d': 30 } as const;

type CalendarDay = { year: number; month: number; day: number };

function calendarDay(value: string): CalendarDay | undefined {
  const match = ISO_DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last of this one; setUTCFullYear, since Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function numberOf({ year, month, day }: CalendarDay): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / DAY_MS;
}

export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && calendarDay(value) !== undefined;
}

function partsOf(day: string): CalendarDay {
  const parts = calendarDay(day);
  if (!parts) throw new RangeError(`Not a day as YYYY-MM-DD: ${JSON.stringify(day)}`);
  return parts;
}

export function dayNumber(day: string): number {
  return numberOf(partsOf(day));
}

export function dayOfNumber(number: number): string {
  const date = new Date(number * DAY_MS);
  const year = date.getUTCFullYear();
  if (!Number.isInteger(number) || year < 0 || year > LAST_YEAR) throw new RangeError(`No day ${number} days from 1970-01-01: days end at 0000-01-01 and ${LAST_YEAR}-12-31`);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function dayOf(instant: Date): string {
  return dayOfNumber(Math.floor(instant.getTime() / DAY_MS));
}

export function startOf(day: string): Date {
  return new Date(dayNumber(day) * DAY_MS);
}

export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

export function lastDays(days: number, now: Date): DayRange {
  const today = dayOf(now);
  return { from: addDays(today, 1 - days), to: today };
}

export function daysInRange({ from, to }: DayRange): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

export function isBefore(day: string, other: string): boolean {
  return dayNumber(day) < dayNumber(other);
}

export function yearOf(day: string): number {
  return partsOf(day).year;
}

export function firstDayOfYear(day: string): string {
  return dayOfNumber(numberOf({ year: yearOf(day), month: 1, day: 1 }));
}

export function firstDayOfMonth(day: string): string {
  return dayOfNumber(numberOf({ ...partsOf(day), day: 1 }));
}

export function lastDayOfMonth(day: string): string {
  const { year, month } = partsOf(day);
  return dayOfNumber(numberOf({ year, month, day: daysInMonth(year, month) }));
}

export function lastDayOfWindow(now: Date): string {
  return addDays(dayOf(now), DAY_WINDOW.daysAfterToday);
}

export function isInDayWindow(day: string, now: Date): boolean {
  const number = dayNumber(day);
  return number >= dayNumber(DAY_WINDOW.first) && number <= dayNumber(lastDayOfWindow(now));
}

export function everyDay(range: DayRange): string[] {
  return Array.from({ length: daysInRange(range) }, (_, index) => addDays(range.from, index));
}

export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysInRange(range)), to: addDays(range.from, -1) };
}

/** `runs` cut at each month's end; each step moves on by at least a day and stops at the run's last. */
export function byMonth(runs: readonly DayRange[]): DayRange[] {
  return runs.flatMap((run) => {
    const parts: DayRange[] = [];
    if (isBefore(run.to, run.from)) return parts;
    for (let from = run.from; ;) {
      const monthEnd = lastDayOfMonth(from);
      if (!isBefore(monthEnd, run.to)) return [...parts, { from, to: run.to }];
      parts.push({ from, to: monthEnd });
      from = addDays(monthEnd, 1);
    }
  });
}

export function joinedRuns(runs: readonly DayRange[]): DayRange[] {
  const out: DayRange[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && dayNumber(last.to) + 1 === dayNumber(run.from)) last.to = run.to;
    else out.push({ ...run });
  }
  return out;
}

export const DAY_WINDOW_RULE = `A day from ${DAY_WINDOW.first} to ${DAY_WINDOW.daysAfterToday} days after today (UTC).`;

/** A real calendar day as YYYY-MM-DD; the window is the service's to check, on the Clock's today. */
export function IsDay(field: string): PropertyDecorator {
  return ValidateBy({ name: 'isIsoDay', validator: { validate: isIsoDay, defaultMessage: () => `${field} must be a day as YYYY-MM-DD` } });
}

/** Before any arithmetic on the query's days, so no range reaches past what the day arithmetic keeps finite. */
export function refuseDaysOutsideWindow(query: { from?: string; to?: string }, now: Date): void {
  const details = (['from', 'to'] as const)
    .filter((field) => query[field] !== undefined && !isInDayWindow(query[field], now))
    .map((field) => ({ field, messages: [`${field} must be a day as YYYY-MM-DD from ${DAY_WINDOW.first} to ${lastDayOfWindow(now)}`] }));
  if (details.length > 0) throw new DomainError('VALIDATION_FAILED', `Invalid ${details.map(({ field }) => field).join(', ')}`, { details });
}
