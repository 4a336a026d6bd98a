import { TrendChart } from '../../../components/chart/TrendChart';
import { formatShortDay } from '../../../components/stats/format';
import { CHART_COPY } from './campaigns-content';
import type { DailyCounts } from './time-series';

const LINES = [
  { key: 'pageViews', name: CHART_COPY.series.pageViews, color: 'tealDeep', dashed: true },
  { key: 'appStoreClicks', name: CHART_COPY.series.appStoreClicks, color: 'ocean' },
  { key: 'playStoreClicks', name: CHART_COPY.series.playStoreClicks, color: 'focus' },
] as const;

type DailyStatsChartProps = { series: readonly DailyCounts[]; label: string };

/** Visitors as an area, page views and each store's taps as lines, per UTC day. Loaded on its own: recharts is heavy. */
export function DailyStatsChart({ series, label }: DailyStatsChartProps) {
  return (
    <TrendChart label={label} rows={series} x="date" formatX={formatShortDay} area={{ key: 'uniqueVisitors', name: CHART_COPY.series.uniqueVisitors }} lines={LINES} height={300} />
  );
}
