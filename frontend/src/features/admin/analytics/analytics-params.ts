import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_FILTERS, ANALYTICS_RANGE_DAYS_MAX } from '../../../lib/contract';
import { type RangeOptions, useRangeParams } from '../../../lib/date-range';
import type { AnalyticsFilters } from './analytics-api';

export type AnalyticsFilter = (typeof ANALYTICS_FILTERS)[number];

/** Bounded ranges only: the API answers at most ANALYTICS_RANGE_DAYS_MAX days, and a custom range longer is cut to its last ones. */
export const ANALYTICS_RANGES: RangeOptions<'today' | 'yesterday' | '7d' | '30d' | 'month' | 'last-month' | 'custom'> = {
  presets: ['today', 'yesterday', '7d', '30d', 'month', 'last-month', 'custom'],
  fallback: '30d',
  maxDays: ANALYTICS_RANGE_DAYS_MAX,
};

export function readFilters(search: URLSearchParams): AnalyticsFilters {
  return Object.fromEntries(ANALYTICS_FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name)]] : [])));
}

/**
 * The dashboard's range and filters, kept in the URL so that a reload, the back button and a
 * shared link show the same figures. Filters are the API's query parameters, by the API's names.
 */
export function useAnalyticsParams() {
  const ranges = useRangeParams(ANALYTICS_RANGES);
  const [search, setSearch] = useSearchParams();
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
  const addFilter = useCallback((name: AnalyticsFilter, value: string) => update((next) => next.set(name, value)), [update]);
  const removeFilter = useCallback((name: AnalyticsFilter) => update((next) => next.delete(name)), [update]);

  return { ...ranges, filters, addFilter, removeFilter };
}
