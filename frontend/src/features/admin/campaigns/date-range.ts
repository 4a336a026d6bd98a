import type { StatsRange } from '../../../lib/api-types';
import { addDays, toIsoDay } from '../days';

export type DateRangePreset = 'last7' | 'last30' | 'all' | 'custom';

export type DateRange = { preset: DateRangePreset; customFrom: string; customTo: string };

export const DATE_RANGE_PRESETS: readonly { preset: DateRangePreset; label: string }[] = [
  { preset: 'last7', label: 'Last 7 days' },
  { preset: 'last30', label: 'Last 30 days' },
  { preset: 'all', label: 'All time' },
  { preset: 'custom', label: 'Custom' },
];

const PRESET_DAYS = { last7: 7, last30: 30 } as const;

export const INITIAL_DATE_RANGE: DateRange = { preset: 'all', customFrom: '', customTo: '' };

/** The `from`/`to` to ask the API for; both inclusive. All time asks for no bounds. */
export function resolveDateRange(range: DateRange, now: number): StatsRange {
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
