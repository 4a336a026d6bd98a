import { Figure, FigureGrid } from '../../../components/stats/FigureGrid';
import { formatCount, formatRateValue } from '../../../components/stats/format';
import { conversionRate, visitorConversionRate } from '../../../lib/conversion';
import type { CampaignCounts } from './campaign-counts';
import { SUMMARY_COPY } from './campaigns-content';
import { ConversionBadge } from './ConversionBadge';

type SummaryCardsProps = { totals: CampaignCounts; installs: number | null };

/** The launch-party dashboard's totals (docs/product.md). */
export function SummaryCards({ totals, installs }: SummaryCardsProps) {
  return (
    <FigureGrid label={SUMMARY_COPY.label} columns={4}>
      <Figure term={SUMMARY_COPY.uniqueVisitors} value={formatCount(totals.uniqueVisitors)} />
      <Figure term={SUMMARY_COPY.pageViews} value={formatCount(totals.pageViews)} />
      <Figure term={SUMMARY_COPY.appStoreClicks} value={formatCount(totals.appStoreClicks)} />
      <Figure term={SUMMARY_COPY.playStoreClicks} value={formatCount(totals.playStoreClicks)} />
      <Figure term={SUMMARY_COPY.installs} value={installs === null ? <span title={SUMMARY_COPY.noInstalls}>—</span> : formatCount(installs)} />
      <Figure
        term={SUMMARY_COPY.installsPer100Visitors}
        value={installs === null || totals.uniqueVisitors === 0 ? '—' : formatRateValue((installs * 100) / totals.uniqueVisitors)}
      />
      <Figure term={SUMMARY_COPY.conversion} value={<ConversionBadge rate={conversionRate(totals)} />} />
      <Figure term={SUMMARY_COPY.visitorConversion} value={<ConversionBadge rate={visitorConversionRate(totals)} label={SUMMARY_COPY.visitorConversion} />} />
    </FigureGrid>
  );
}
