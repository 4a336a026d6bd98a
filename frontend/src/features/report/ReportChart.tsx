import { TrendChart } from '../../components/chart/TrendChart';
import { formatShortDay } from '../../components/stats/format';
import type { ReportDay } from '../../lib/api-types';
import { REPORT_COPY } from './report-content';

const LINES = [
  { key: 'pageViews', name: REPORT_COPY.series.pageViews, color: 'tealDeep', dashed: true },
  { key: 'appStoreClicks', name: REPORT_COPY.series.appStoreClicks, color: 'ocean' },
  { key: 'playStoreClicks', name: REPORT_COPY.series.playStoreClicks, color: 'focus' },
] as const;

/** Visitors as an area, page views and each store's taps as lines, per UTC day. */
export function ReportChart({ days }: { days: readonly ReportDay[] }) {
  return <TrendChart label={REPORT_COPY.chartLabel} rows={days} x="date" formatX={formatShortDay} area={{ key: 'visitors', name: REPORT_COPY.series.visitors }} lines={LINES} />;
}
