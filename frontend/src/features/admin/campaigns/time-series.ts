import type { StatsRange } from '../../../lib/api-types';
import { addDays, daysBetween } from '../../../lib/days';
import { type CampaignCounts, NO_COUNTS } from './campaign-counts';

/** A day of the chart: its counts (the API's day also carries its installs, kept when given). */
export type DailyCounts = CampaignCounts & { date: string };

/** All time still shows at least a week, so a first day of traffic reads as a rise, not a lone dot. */
const MIN_OPEN_RANGE_DAYS = 7;

/**
 * One point per day of the range, with days without events as zeros. An open end runs to today;
 * an open start goes back to the first day with events, and at least a week.
 */
export function fillDailyCounts<Day extends DailyCounts>(daily: readonly Day[], range: StatsRange, today: string): DailyCounts[] {
  const byDay = new Map(daily.map((count) => [count.date.slice(0, 10), count]));
  const known = [...byDay.keys()].sort();
  const to = range.to ?? [today, ...known].sort().at(-1)!;
  const weekBack = addDays(to, 1 - MIN_OPEN_RANGE_DAYS);
  const from = range.from ?? [weekBack, ...known].sort()[0];
  return daysBetween(from, to).map((date) => ({ ...NO_COUNTS, ...byDay.get(date), date }));
}

export function hasAnyCount(series: readonly DailyCounts[]): boolean {
  return series.some((day) => day.pageViews + day.appStoreClicks + day.playStoreClicks > 0);
}
