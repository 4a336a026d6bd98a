// Days as YYYY-MM-DD, the format of the API's `from`, `to` and daily `date`, counted in UTC as the
// API stores and groups its events.

const DAY_MS = 24 * 60 * 60 * 1000;

export function toIsoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return toIsoDay(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
