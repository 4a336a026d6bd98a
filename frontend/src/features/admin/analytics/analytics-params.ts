import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_FILTERS, ANALYTICS_RANGE_DAYS_MAX } from '../../../lib/contract';
import { addDays, daysBetween, dayWindow, toIsoDay } from '../days';
import type { AnalyticsFilters } from './analytics-api';

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'month', 'last-month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type AnalyticsFilter = (typeof ANALYTICS_FILTERS)[number];
export type DayRange = { from: string; to: string };

const DEFAULT_PRESET = '30d' satisfies RangePreset;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isPreset = (value: string | null): value is RangePreset => RANGE_PRESETS.includes(value as RangePreset);
/** A real day the API takes (text order is day order for YYYY-MM-DD). */
const isDay = (value: string | null, today: string): value is string => {
  const { min, max } = dayWindow(today);
  return value !== null && ISO_DAY.test(value) && toIsoDay(Date.parse(`${value}T00:00:00Z`)) === value && value >= min && value <= max;
};

/** The UTC days a preset covers on `today` (the API's days are UTC days: docs/analytics.md). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastMonthEnd = addDays(monthStart, -1);
      return { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
    }
  }
}

/**
 * The URL's range: `?range=7d`, or `?range=custom&from=&to=` (reversed days are swapped, a custom
 * range longer than the API takes is cut to its last ANALYTICS_RANGE_DAYS_MAX days); anything else
 * reads as the default.
 */
export function readRange(search: URLSearchParams, today: string): { preset: RangePreset; range: DayRange } {
  const preset = search.get('range');
  const [from, to] = [search.get('from'), search.get('to')];
  if (preset === 'custom' && isDay(from, today) && isDay(to, today)) {
    const [first, last] = from <= to ? [from, to] : [to, from];
    const cut = daysBetween(first, last).length > ANALYTICS_RANGE_DAYS_MAX ? addDays(last, 1 - ANALYTICS_RANGE_DAYS_MAX) : first;
    return { preset, range: { from: cut, to: last } };
  }
  const chosen: Exclude<RangePreset, 'custom'> = isPreset(preset) && preset !== 'custom' ? preset : DEFAULT_PRESET;
  return { preset: chosen, range: presetRange(chosen, today) };
}

export function readFilters(search: URLSearchParams): AnalyticsFilters {
  return Object.fromEntries(ANALYTICS_FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)]] : [])));
}

/**
 * The dashboard's range and filters, kept in the URL so that a reload, the back button and a
 * shared link show the same figures. Filters are the API's query parameters, by the API's names.
 */
export function useAnalyticsParams(now: number) {
  const [search, setSearch] = useSearchParams();
  const today = toIsoDay(now);
  const { preset, range } = useMemo(() => readRange(search, today), [search, today]);
  const filters = useMemo(() => readFilters(search), [search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearch],
  );

  const choosePreset = useCallback(
    (choice: RangePreset) =>
      update((next) => {
        next.set('range', choice);
        if (choice === 'custom') {
          next.set('from', range.from);
          next.set('to', range.to);
        } else {
          next.delete('from');
          next.delete('to');
        }
      }),
    [update, range],
  );
  const chooseDays = useCallback(
    (days: DayRange) =>
      update((next) => {
        next.set('range', 'custom');
        next.set('from', days.from);
        next.set('to', days.to);
      }),
    [update],
  );
  const addFilter = useCallback((name: AnalyticsFilter, value: string) => update((next) => next.set(name, value)), [update]);
  const removeFilter = useCallback((name: AnalyticsFilter) => update((next) => next.delete(name)), [update]);

  return { preset, range, filters, choosePreset, chooseDays, addFilter, removeFilter };
}
