import type { InfluencerStats } from '../../../lib/api-types';

/** Every count of a stats record and of a day of them (docs/api.md). */
export type CampaignCounts = Pick<
  InfluencerStats,
  'pageViews' | 'appStoreClicks' | 'playStoreClicks' | 'uniqueVisitors' | 'uniqueAppStoreClicks' | 'uniquePlayStoreClicks' | 'uniqueStoreVisitors' | 'botCalls'
>;

export const NO_COUNTS: CampaignCounts = {
  pageViews: 0,
  appStoreClicks: 0,
  playStoreClicks: 0,
  uniqueVisitors: 0,
  uniqueAppStoreClicks: 0,
  uniquePlayStoreClicks: 0,
  uniqueStoreVisitors: 0,
  botCalls: 0,
};

const COUNT_KEYS = Object.keys(NO_COUNTS) as (keyof CampaignCounts)[];

/** The installs of the days that have a figure, added up: null when none has (no store reported them), never 0. */
export function totalInstalls(days: readonly Pick<InfluencerStats, 'installs'>[]): number | null {
  return days.reduce<number | null>((total, day) => (typeof day.installs === 'number' ? (total ?? 0) + day.installs : total), null);
}

/** Every count of every record, added up. */
export function totalCounts(records: readonly CampaignCounts[]): CampaignCounts {
  const totals = { ...NO_COUNTS };
  for (const record of records) for (const key of COUNT_KEYS) totals[key] += record[key];
  return totals;
}
