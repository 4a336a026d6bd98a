import type { AnalyticsEventName } from './analytics-event.entity';

/** Several filters AND together (docs/analytics.md). */
export const ANALYTICS_FILTERS = ['page', 'source', 'utmSource', 'utmMedium', 'utmCampaign', 'ref', 'device', 'browser', 'os', 'country', 'screen'] as const;
export type AnalyticsFilter = (typeof ANALYTICS_FILTERS)[number];

/**
 * A goal's value is '<event>:<label>', or '<event>' without label; a `notFound` value is a path the
 * site has no page for, of the 404 page's page views (docs/analytics.md, "Pages").
 */
export const ANALYTICS_BREAKDOWNS = [...ANALYTICS_FILTERS, 'goal', 'notFound'] as const;
export type AnalyticsBreakdown = (typeof ANALYTICS_BREAKDOWNS)[number];

/** The dimensions of analytics_rollup: the cards, the day's totals (`site`, value '') and its UTC hours ('00'-'23'). */
export const ANALYTICS_DIMENSIONS = ['site', 'hour', ...ANALYTICS_BREAKDOWNS] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

export const ANALYTICS_RANGE_DAYS_MAX = 731;
export const ANALYTICS_BREAKDOWN_LIMIT_MAX = 10_000;
export const ANALYTICS_BREAKDOWN_LIMIT_DEFAULT = 10;
export const ANALYTICS_REALTIME_MINUTES = 5;
/** As long as a filter's widest column (referrer hosts are DNS names). */
export const ANALYTICS_FILTER_MAX_LENGTH = 253;

export const STORE_EVENTS = ['app_store_click', 'play_store_click'] as const satisfies readonly AnalyticsEventName[];

export type AnalyticsFilters = Partial<Record<AnalyticsFilter, string>>;

export type { DayRange } from '../common/days';
