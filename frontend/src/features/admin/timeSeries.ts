import type { DailyCount } from './adminApi';
import { daysBetween, type DateRangeQuery } from './dateRange';

/** One point per day of the range (or of the data, for all time), with days without events as zeros. */
export function fillDailyCounts(daily: readonly DailyCount[], range: DateRangeQuery): DailyCount[] {
  const byDay = new Map(daily.map((count) => [count.date.slice(0, 10), count]));
  const known = [...byDay.keys()].sort();
  const from = range.from ?? known[0];
  const to = range.to ?? known[known.length - 1];
  if (!from || !to) return [];
  return daysBetween(from, to).map((date) => {
    const count = byDay.get(date);
    return {
      date,
      pageViews: count?.pageViews ?? 0,
      appStoreClicks: count?.appStoreClicks ?? 0,
      playStoreClicks: count?.playStoreClicks ?? 0,
    };
  });
}

export function hasAnyCount(series: readonly DailyCount[]): boolean {
  return series.some((day) => day.pageViews + day.appStoreClicks + day.playStoreClicks > 0);
}
