import type { StatsListQuery } from '../../../lib/api-types';
import { INFLUENCER_HANDLE_PATTERN, STATS_SORT_FIELDS } from '../../../lib/contract';
import { spelledHandle } from '../../../lib/influencer';
import type { TableSort } from '../admin-table';

/** The fields the API sorts by: every field of a stats record, and viewsAndClicks. */
export type StatsSortField = (typeof STATS_SORT_FIELDS)[number];
export type StatsSort = TableSort<StatsSortField>;

export const STATS_PAGE_SIZE = 50;

const HANDLE_PATTERN = new RegExp(INFLUENCER_HANDLE_PATTERN);

/** The launch-party table's order until a column is picked (SPEC §9, docs/product.md "Dashboards"). */
export const VIEWS_AND_CLICKS_SORT: StatsSort = { key: 'viewsAndClicks', direction: 'descending' };
export const HANDLE_SORT: StatsSort = { key: 'influencer', direction: 'ascending' };

export function isStatsSortField(key: string): key is StatsSortField {
  return (STATS_SORT_FIELDS as readonly string[]).includes(key);
}

/** A click on the sorted column flips it; a new column starts A to Z for handles and highest first for numbers. */
export function nextSort(current: StatsSort | null, key: StatsSortField): StatsSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'influencer' ? 'ascending' : 'descending' };
}

/** The handle filter as the API takes it (`q`): trimmed, without its "@"; null when it cannot start any handle, so nothing can match. */
export function handlePrefix(typed: string): string | undefined | null {
  const prefix = spelledHandle(typed).toLowerCase();
  if (prefix === '') return undefined;
  return HANDLE_PATTERN.test(prefix) ? prefix : null;
}

/** What the URL keeps of the table: `?page=&sort=&order=&q=`. */
export type StatsView = { page: number; sort: StatsSort; q: string };

export function statsViewOf(search: URLSearchParams, defaultSort: StatsSort): StatsView {
  const page = Number(search.get('page'));
  const sortKey = search.get('sort') ?? '';
  const order = search.get('order');
  const sort: StatsSort = isStatsSortField(sortKey)
    ? { key: sortKey, direction: order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : nextSort(null, sortKey).direction }
    : defaultSort;
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, sort, q: search.get('q') ?? '' };
}

/** The view in the URL beside what else it keeps (the range), leaving out what is the default, so a plain link shows the first page. */
export function statsViewSearch({ page, sort, q }: StatsView, defaultSort: StatsSort, current = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of ['page', 'sort', 'order', 'q']) search.delete(key);
  if (page > 1) search.set('page', String(page));
  if (sort.key !== defaultSort.key || sort.direction !== defaultSort.direction) {
    search.set('sort', sort.key);
    search.set('order', sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  if (q) search.set('q', q);
  return search;
}

/** The API's sort and order for a table sort. */
export function sortParams({ key, direction }: StatsSort): Pick<StatsListQuery, 'sort' | 'order'> {
  return { sort: key, order: direction === 'ascending' ? 'asc' : 'desc' };
}
