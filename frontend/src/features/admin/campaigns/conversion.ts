import type { InfluencerStats } from '../../../lib/api-types';

/** The three counts of every stats record and every day of them. */
export type ConversionCounts = Pick<InfluencerStats, 'pageViews' | 'appStoreClicks' | 'playStoreClicks'>;

/** docs/product.md, "Constants": a rate strictly above `high` is green, strictly above `medium` yellow, anything else red. */
export const CONVERSION_BADGE_THRESHOLDS = { high: 10, medium: 5 } as const;

export type ConversionTone = 'high' | 'medium' | 'low';

/** (App Store + Play Store clicks) / page views x 100, to 1 decimal; 0 with no views (docs/product.md, "Constants"). */
export function conversionRate({ pageViews, appStoreClicks, playStoreClicks }: ConversionCounts): number {
  if (pageViews <= 0) return 0;
  // Integer arithmetic before rounding keeps e.g. 1/8 at 12.5 rather than 12.499999.
  return Math.round(((appStoreClicks + playStoreClicks) * 1000) / pageViews) / 10;
}

export function conversionTone(rate: number): ConversionTone {
  if (rate > CONVERSION_BADGE_THRESHOLDS.high) return 'high';
  if (rate > CONVERSION_BADGE_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export function formatRate(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

export function totalCounts(records: readonly ConversionCounts[]): ConversionCounts {
  return records.reduce(
    (sum, record) => ({
      pageViews: sum.pageViews + record.pageViews,
      appStoreClicks: sum.appStoreClicks + record.appStoreClicks,
      playStoreClicks: sum.playStoreClicks + record.playStoreClicks,
    }),
    { pageViews: 0, appStoreClicks: 0, playStoreClicks: 0 },
  );
}
