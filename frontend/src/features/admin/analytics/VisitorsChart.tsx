import { TrendChart } from '../../../components/chart/TrendChart';
import type { AnalyticsTimeseries } from '../../../lib/api-types';
import { formatShortDay } from '../../../components/stats/format';
import { CHART_COPY } from './analytics-content';

/** An hour as "14:00" (UTC, as the API's hours are); a day as "Nov 26". */
const pointLabel = (interval: AnalyticsTimeseries['interval'], at: string) => (interval === 'hour' ? at.slice(11, 16) : formatShortDay(at));

const LINES = [
  { key: 'pageViews', name: CHART_COPY.pageViews, color: 'ocean' },
  { key: 'previousVisitors', name: CHART_COPY.previousVisitors, color: 'teal', dashed: true, faint: true },
  { key: 'previousPageViews', name: CHART_COPY.previousPageViews, color: 'muted', dashed: true, faint: true },
] as const;

/** Visitors as an area and page views as a line, with the previous period's beside them, dashed, point by point. */
export function VisitorsChart({ series }: { series: AnalyticsTimeseries }) {
  const rows = series.points.map((point, index) => ({
    label: pointLabel(series.interval, point.at),
    visitors: point.visitors,
    pageViews: point.pageViews,
    previousVisitors: series.previousPoints[index]?.visitors ?? 0,
    previousPageViews: series.previousPoints[index]?.pageViews ?? 0,
  }));
  return <TrendChart label={CHART_COPY.label} rows={rows} x="label" area={{ key: 'visitors', name: CHART_COPY.visitors }} lines={LINES} />;
}
