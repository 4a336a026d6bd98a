import type { InfluencerStats } from '../../../lib/api-types';
import { spelledHandle } from '../../../lib/influencer';
import { conversionRate, visitorConversionRate } from './conversion';

export type StatsColumnKey = 'influencer' | 'uniqueVisitors' | 'pageViews' | 'appStoreClicks' | 'playStoreClicks' | 'botCalls' | 'conversion' | 'visitorConversion';
/** `activity` (views plus clicks) has no column: it is the launch-party table's order (docs/product.md, "Constants"). */
export type StatsSortKey = StatsColumnKey | 'activity';
export type SortDirection = 'ascending' | 'descending';
export type StatsSort = { key: StatsSortKey; direction: SortDirection };

/** Visitors lead, the conversion rate and the visitor conversion close (docs/product.md, "Dashboards"). */
export const STATS_COLUMN_KEYS: readonly StatsColumnKey[] = [
  'influencer',
  'uniqueVisitors',
  'pageViews',
  'appStoreClicks',
  'playStoreClicks',
  'botCalls',
  'conversion',
  'visitorConversion',
];

export const ACTIVITY_SORT: StatsSort = { key: 'activity', direction: 'descending' };

function sortValue(record: InfluencerStats, key: StatsSortKey): number | string {
  switch (key) {
    case 'influencer':
      return record.influencer;
    case 'conversion':
      return conversionRate(record);
    case 'visitorConversion':
      return visitorConversionRate(record);
    case 'activity':
      return record.pageViews + record.appStoreClicks + record.playStoreClicks;
    default:
      return record[key];
  }
}

function compareValues(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** Sorted by `sort`, ties by handle A to Z; without a sort, the API's order. */
export function sortStats(records: readonly InfluencerStats[], sort: StatsSort | null): InfluencerStats[] {
  if (!sort) return [...records];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...records].sort((a, b) => sign * compareValues(sortValue(a, sort.key), sortValue(b, sort.key)) || a.influencer.localeCompare(b.influencer));
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
