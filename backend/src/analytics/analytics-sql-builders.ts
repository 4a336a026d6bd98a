import { NOT_FOUND_PAGE } from '../site';
import type { MonthSpan, Period } from './analytics-days';
import { ANALYTICS_DIMENSIONS, type AnalyticsDimension, type AnalyticsFilter, type AnalyticsFilters, type DayRange, STORE_EVENTS } from './analytics-dimensions';

/** A dimension's value of one raw event (alias `e`); NULL leaves the event out of that dimension. */
const DIMENSION_VALUES: Record<AnalyticsDimension, string> = {
  site: `''`,
  hour: `to_char(e.created_at AT TIME ZONE 'UTC', 'HH24')`,
  page: 'e.path',
  source: 'e.source',
  utmSource: 'e.utm_source',
  utmMedium: 'e.utm_medium',
  utmCampaign: 'e.utm_campaign',
  ref: 'e.ref',
  device: 'e.device',
  browser: 'e.browser',
  os: 'e.os',
  country: 'e.country',
  screen: 'e.screen',
  goal: `CASE WHEN e.event <> 'page_view' THEN e.event || coalesce(':' || e.label, '') END`,
  notFound: `CASE WHEN e.event = 'page_view' AND e.path = '${NOT_FOUND_PAGE}' THEN e.label END`,
};

const FILTER_COLUMNS: Record<AnalyticsFilter, string> = {
  page: 'path',
  source: 'source',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  ref: 'ref',
  device: 'device',
  browser: 'browser',
  os: 'os',
  country: 'country',
  screen: 'screen',
};

export const FIGURE_COLUMNS = 'visitors, page_views, events, store_visitors, bot_page_views';
export const FIGURE_SUMS = FIGURE_COLUMNS.split(', ')
  .map((column) => `sum(${column})::int`)
  .join(', ');
const STORE_EVENT_LIST = STORE_EVENTS.map((event) => `'${event}'`).join(', ');
export const STORE_GOAL = `split_part(value, ':', 1) IN (${STORE_EVENT_LIST})`;

export const PERIOD_LENGTHS: Record<Period, string> = { month: `interval '1 month'`, week: `interval '7 days'` };

/** `shorter`: the day whose span is one day shorter (a span is that one's rows plus the day's); `alone`: the month's day whose span is itself. */
export const MONTH_SPAN_STEPS: Record<MonthSpan, { shorter: (day: string) => string; alone: (day: string) => string; order: 'ASC' | 'DESC' }> = {
  toDate: { shorter: (day) => `${day} - 1`, alone: (day) => `date_trunc('month', ${day})::date`, order: 'ASC' },
  fromDate: { shorter: (day) => `${day} + 1`, alone: (day) => `(date_trunc('month', ${day}) + interval '1 month')::date - 1`, order: 'DESC' },
};

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const dayStart = (day: string) => `(${day})::timestamp AT TIME ZONE 'UTC'`;

/** The filter columns are named alike in analytics_event and web_vital. */
export function filterSql(params: Params, filters: AnalyticsFilters, alias: string): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([filter, value]) => `AND ${alias}.${FILTER_COLUMNS[filter as AnalyticsFilter]} = ${params.add(value)}`)
    .join(' ');
}

function dimensionValuesSql(dimensions: readonly AnalyticsDimension[]): string {
  return dimensions.map((dimension) => `('${dimension}', (${DIMENSION_VALUES[dimension]})::text)`).join(', ');
}

/**
 * The one grouping of raw events, for the roll-up and every read of a day not rolled up, so a figure is the same before and after. Each run of days
 * is a constant created_at index range; per visitor, then per value: no count(DISTINCT) (a sort), and the store tappers hash-join the visitors only.
 */
export function groupingSql(params: Params, runs: readonly DayRange[], dimensions: readonly AnalyticsDimension[], filters: AnalyticsFilters): string {
  const inRuns = runs
    .map(({ from, to }) => `(e.created_at >= ${dayStart(`${params.add(from)}::date`)} AND e.created_at < ${dayStart(`${params.add(to)}::date + 1`)})`)
    .join(' OR ');
  const values = dimensionValuesSql(dimensions);
  return `
    WITH tappers AS (
      SELECT DISTINCT (e.created_at AT TIME ZONE 'UTC')::date AS day, e.visitor
      FROM analytics_event e
      WHERE (${inRuns}) AND e.event IN (${STORE_EVENT_LIST}) AND NOT e.bot AND e.visitor IS NOT NULL
    ), events AS (
      SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, e.visitor, e.bot, e.event, dim.dimension, dim.value
      FROM analytics_event e
      CROSS JOIN LATERAL (VALUES ${values}) AS dim(dimension, value)
      WHERE (${inRuns}) ${filterSql(params, filters, 'e')} AND dim.value IS NOT NULL
    ), per_visitor AS (
      SELECT dimension, day, value, visitor,
        count(*) FILTER (WHERE NOT bot) AS events,
        count(*) FILTER (WHERE NOT bot AND event = 'page_view') AS page_views,
        count(*) FILTER (WHERE bot AND event = 'page_view') AS bot_page_views
      FROM events
      GROUP BY dimension, day, value, visitor
    )
    SELECT pv.dimension, pv.day, pv.value,
      (count(pv.visitor) FILTER (WHERE pv.events > 0))::int AS visitors,
      sum(pv.page_views)::int AS page_views,
      sum(pv.events)::int AS events,
      (count(pv.visitor) FILTER (WHERE pv.events > 0 AND tappers.visitor IS NOT NULL))::int AS store_visitors,
      sum(pv.bot_page_views)::int AS bot_page_views
    FROM per_visitor pv
    LEFT JOIN tappers ON tappers.day = pv.day AND tappers.visitor = pv.visitor
    GROUP BY pv.dimension, pv.day, pv.value`;
}

/** What `eventsOf`'s events add to the open days' rows (docs/analytics.md, "Open days"); the job and every read of a tracked day use it, so both count alike. */
export function openDeltaSql(params: Params, eventsOf: string, dimensions: readonly AnalyticsDimension[]): { ctes: string; select: string } {
  return {
    ctes: `
    tail_tappers AS (
      SELECT DISTINCT (e.created_at AT TIME ZONE 'UTC')::date AS day, e.visitor
      FROM analytics_event e
      WHERE ${eventsOf} AND e.event IN (${STORE_EVENT_LIST}) AND NOT e.bot AND e.visitor IS NOT NULL
    ), new_tappers AS (
      SELECT t.day, t.visitor FROM tail_tappers t
      WHERE NOT EXISTS (SELECT 1 FROM analytics_open_tapper o WHERE o.day = t.day AND o.visitor = t.visitor)
    ), per_visitor AS (
      SELECT dim.dimension, (e.created_at AT TIME ZONE 'UTC')::date AS day, dim.value, e.visitor,
        count(*) FILTER (WHERE NOT e.bot) AS events,
        count(*) FILTER (WHERE NOT e.bot AND e.event = 'page_view') AS page_views,
        count(*) FILTER (WHERE e.bot AND e.event = 'page_view') AS bot_page_views
      FROM analytics_event e
      CROSS JOIN LATERAL (VALUES ${dimensionValuesSql(dimensions)}) AS dim(dimension, value)
      WHERE ${eventsOf} AND dim.value IS NOT NULL
      GROUP BY 1, 2, 3, 4
    ), joining AS (
      SELECT pv.dimension, pv.day, pv.value, pv.visitor FROM per_visitor pv
      WHERE pv.events > 0 AND pv.visitor IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM analytics_open_visitor s WHERE s.day = pv.day AND s.dimension = pv.dimension AND s.value = pv.value AND s.visitor = pv.visitor)
    ), delta AS (
      SELECT dimension, day, value, 0 AS visitors, page_views, events, 0 AS store_visitors, bot_page_views FROM per_visitor
      UNION ALL
      SELECT j.dimension, j.day, j.value, 1, 0, 0,
        (EXISTS (SELECT 1 FROM analytics_open_tapper o WHERE o.day = j.day AND o.visitor = j.visitor)
          OR EXISTS (SELECT 1 FROM tail_tappers t WHERE t.day = j.day AND t.visitor = j.visitor))::int,
        0
      FROM joining j
      UNION ALL
      SELECT s.dimension, s.day, s.value, 0, 0, 0, 1, 0
      FROM new_tappers n JOIN analytics_open_visitor s ON s.day = n.day AND s.visitor = n.visitor
      WHERE s.dimension = ANY(${params.add(dimensions)}::text[])
    )`,
    select: `SELECT dimension, day, value, sum(visitors)::int AS visitors, sum(page_views)::int AS page_views, sum(events)::int AS events,
      sum(store_visitors)::int AS store_visitors, sum(bot_page_views)::int AS bot_page_views
    FROM delta GROUP BY dimension, day, value`,
  };
}

export function openApplySql(params: Params, eventsOf: string): string {
  const { ctes, select } = openDeltaSql(params, eventsOf, ANALYTICS_DIMENSIONS);
  const added = FIGURE_COLUMNS.split(', ')
    .map((column) => `${column} = analytics_open_daily.${column} + EXCLUDED.${column}`)
    .join(', ');
  return `
    WITH ${ctes}, joined AS (
      INSERT INTO analytics_open_visitor (dimension, day, value, visitor) SELECT dimension, day, value, visitor FROM joining
    ), tapped AS (
      INSERT INTO analytics_open_tapper (day, visitor) SELECT day, visitor FROM new_tappers
    )
    INSERT INTO analytics_open_daily (dimension, day, value, ${FIGURE_COLUMNS})
    ${select}
    ON CONFLICT (dimension, day, value) DO UPDATE SET ${added}`;
}

/** `days` in order; the range lets the planner choose created_at's index over the id's when the ids reach further back. */
export function eventsOfDays(params: Params, days: readonly string[]): string {
  const range = `e.created_at >= ${dayStart(`${params.add(days[0])}::date`)} AND e.created_at < ${dayStart(`${params.add(days.at(-1))}::date + 1`)}`;
  return `${range} AND (e.created_at AT TIME ZONE 'UTC')::date = ANY(${params.add(days)}::date[])`;
}
