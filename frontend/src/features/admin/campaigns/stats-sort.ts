import type { InfluencerStats } from '../../../lib/api-types';
import { spelledHandle } from '../../../lib/influencer';
import { sortRows, type TableSort } from '../admin-table';
import { STATS_COLUMNS, type StatsColumnKey } from './stats-columns';

/** `activity` (views plus clicks) has no column: it is the launch-party table's order (docs/product.md, "Constants"). */
export type StatsSortKey = StatsColumnKey | 'activity';
export type StatsSort = TableSort<StatsSortKey>;

export const ACTIVITY_SORT: StatsSort = { key: 'activity', direction: 'descending' };

const activity = (record: InfluencerStats) => record.pageViews + record.appStoreClicks + record.playStoreClicks;

function sortValueOf(key: StatsSortKey): (record: InfluencerStats) => number | string {
  if (key === 'activity') return activity;
  return STATS_COLUMNS.find((column) => column.key === key)?.sortValue ?? (() => 0);
}

/** Sorted by `sort`, ties by handle A to Z; without a sort, the API's order. */
export function sortStats(records: readonly InfluencerStats[], sort: StatsSort | null): InfluencerStats[] {
  if (!sort) return [...records];
  return sortRows(records, sortValueOf(sort.key), sort.direction, (a, b) => a.influencer.localeCompare(b.influencer));
}

/** A click on the sorted column flips it; a new column starts A to Z for handles and highest first for numbers. */
export function nextSort(current: StatsSort | null, key: StatsColumnKey): StatsSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'influencer' ? 'ascending' : 'descending' };
}

export function filterByHandle(records: readonly InfluencerStats[], query: string): InfluencerStats[] {
  const needle = spelledHandle(query).toLowerCase();
  return needle ? records.filter((record) => record.influencer.toLowerCase().includes(needle)) : [...records];
}
