// The conversion formulas of docs/product.md, "Dashboards", for every page that shows a rate: the
// campaign dashboards, the analytics dashboard and the report page. Every rate is a percentage to 1
// decimal made by `percentage`, installs per 100 visitors too once the API counts installs.

/** The raw counts the conversion rate is made of (a stats record, a day of them, a report). */
export type ConversionCounts = { pageViews: number; appStoreClicks: number; playStoreClicks: number };

/** The unique figures the visitor conversion is made of. */
export type VisitorConversionCounts = { uniqueVisitors: number; uniqueStoreVisitors: number };

/** docs/product.md, "Constants": a rate strictly above `high` is green, strictly above `medium` yellow, anything else red. */
export const CONVERSION_BADGE_THRESHOLDS = { high: 10, medium: 5 } as const;

export type ConversionTone = 'high' | 'medium' | 'low';

/** `part` over `whole` as a percentage to 1 decimal; 0 when `whole` is 0. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // Integer arithmetic before rounding keeps e.g. 1/8 at 12.5 rather than 12.499999.
  return Math.round((part * 1000) / whole) / 10;
}

/** (App Store + Play Store taps) / page views x 100, to 1 decimal; 0 with no views (docs/product.md, "Dashboards"). */
export function conversionRate({ pageViews, appStoreClicks, playStoreClicks }: ConversionCounts): number {
  return percentage(appStoreClicks + playStoreClicks, pageViews);
}

/**
 * Visitors who tapped a store (either, counted once) / visitors x 100, to 1 decimal; 0 with no
 * visitors (docs/product.md, "Dashboards"). At most 100: a tap whose page view was lost or blocked
 * makes a visitor who tapped without one who viewed.
 */
export function visitorConversionRate({ uniqueVisitors, uniqueStoreVisitors }: VisitorConversionCounts): number {
  return Math.min(100, percentage(uniqueStoreVisitors, uniqueVisitors));
}

export function conversionTone(rate: number): ConversionTone {
  if (rate > CONVERSION_BADGE_THRESHOLDS.high) return 'high';
  if (rate > CONVERSION_BADGE_THRESHOLDS.medium) return 'medium';
  return 'low';
}
