// Days as YYYY-MM-DD, the format of the API's `from`, `to` and daily `date`, counted in UTC as the
// API stores and groups its events.

import { DAY_WINDOW } from './contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function toIsoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return toIsoDay(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS);
}

/** Every day from `from` to `to`, inclusive; counted, not compared as text (a year past 9999 sorts before it). */
export function daysBetween(from: string, to: string): string[] {
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The days the API takes on `today` (DAY_WINDOW): the date inputs offer no other. */
export function dayWindow(today: string): { min: string; max: string } {
  return { min: DAY_WINDOW.first, max: addDays(today, DAY_WINDOW.daysAfterToday) };
}

/** A real day inside the API's window on `today` (text order is day order for YYYY-MM-DD). */
export function isWindowDay(value: string | null, today: string): value is string {
  const { min, max } = dayWindow(today);
  return value !== null && ISO_DAY.test(value) && toIsoDay(Date.parse(`${value}T00:00:00Z`)) === value && value >= min && value <= max;
}
