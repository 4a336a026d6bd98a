import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SupportRequestFilters } from './lists-api';
import { SUPPORT_COPY } from './lists-content';

export type SupportFilter = keyof typeof SUPPORT_COPY.filters;

export const SUPPORT_FILTERS = Object.keys(SUPPORT_COPY.filters) as readonly SupportFilter[];

/** What each filter asks the API, written in the page's URL as the API reads it (`?status=open`, `?overdue=true`). */
export const SUPPORT_FILTER_QUERIES = {
  all: {},
  open: { status: 'open' },
  // Overdue requests are open ones: the API's `overdue=true` alone says it.
  overdue: { overdue: true },
  answered: { status: 'answered' },
  closed: { status: 'closed' },
} as const satisfies Record<SupportFilter, SupportRequestFilters>;

const PAGE_PARAM = 'page';
const FILTER_PARAMS = ['status', 'overdue'] as const satisfies readonly (keyof SupportRequestFilters)[];

const paramsOf = (filters: SupportRequestFilters) => FILTER_PARAMS.map((name) => (filters[name] === undefined ? null : String(filters[name])));

/** The filter whose query is exactly the URL's; anything else in the URL reads as all requests. */
export function readSupportFilter(search: URLSearchParams): SupportFilter {
  const inUrl = FILTER_PARAMS.map((name) => search.get(name));
  return SUPPORT_FILTERS.find((filter) => paramsOf(SUPPORT_FILTER_QUERIES[filter]).every((value, index) => value === inUrl[index])) ?? 'all';
}

/** A whole number from 1; anything else reads as the first page. */
export function readListPage(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The support list's filter and page, kept in the URL's query so that a reload, the back button
 * and a shared link show the same list. Choosing a filter goes back to its first page.
 */
export function useSupportListParams() {
  const [search, setSearch] = useSearchParams();
  const filter = readSupportFilter(search);
  const page = readListPage(search);

  const setFilter = useCallback(
    (next: SupportFilter) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        params.delete(PAGE_PARAM);
        paramsOf(SUPPORT_FILTER_QUERIES[next]).forEach((value, index) => (value === null ? params.delete(FILTER_PARAMS[index]) : params.set(FILTER_PARAMS[index], value)));
        return params;
      }),
    [setSearch],
  );

  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 1) params.set(PAGE_PARAM, String(next));
          else params.delete(PAGE_PARAM);
          return params;
        },
        { replace },
      ),
    [setSearch],
  );

  return { filter, page, setFilter, setPage };
}
