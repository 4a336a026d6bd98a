export type DateRangePreset = 'last7' | 'last30' | 'all' | 'custom';

/** Days as YYYY-MM-DD, the format the API's `from` and `to` take. */
export type DateRangeQuery = { from?: string; to?: string };

export type DateRange = { preset: DateRangePreset; customFrom: string; customTo: string };

export const DATE_RANGE_PRESETS: readonly { preset: DateRangePreset; label: string }[] = [
  { preset: 'last7', label: 'Last 7 days' },
  { preset: 'last30', label: 'Last 30 days' },
  { preset: 'all', label: 'All time' },
  { preset: 'custom', label: 'Custom' },
];

const PRESET_DAYS = { last7: 7, last30: 30 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INITIAL_DATE_RANGE: DateRange = { preset: 'all', customFrom: '', customTo: '' };

/** Days are counted in UTC, as the API stores and groups its events. */
export function toIsoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return toIsoDay(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS);
}

/** The `from`/`to` to ask the API for; both inclusive. All time asks for no bounds. */
export function resolveDateRange(range: DateRange, now: number): DateRangeQuery {
  const today = toIsoDay(now);
  switch (range.preset) {
    case 'last7':
    case 'last30':
      return { from: addDays(today, 1 - PRESET_DAYS[range.preset]), to: today };
    case 'all':
      return {};
    case 'custom': {
      const [from, to] = [range.customFrom, range.customTo].sort((a, b) => (a && b ? a.localeCompare(b) : 0));
      return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    }
  }
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
