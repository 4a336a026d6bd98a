import { lazy, Suspense } from 'react';
import { FiDownload } from 'react-icons/fi';
import type { Campaign } from '../../../lib/campaigns';
import { useGetCampaignDailyStatsQuery } from './campaigns-api';
import { CHART_COPY, DASHBOARD_COPY } from './campaigns-content';
import { AdminQueryState, AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { Panel, PanelHeader, PanelText, PanelTitle } from '../../../components/ui/Panel';
import { downloadCsv, toCsv } from '../csv';
import type { StatsRange } from '../../../lib/api-types';
import { toIsoDay } from '../../../lib/days';
import { DAILY_COLUMNS } from './stats-columns';
import { fillDailyCounts, hasAnyCount } from './time-series';

const DailyStatsChart = lazy(() => import('./DailyStatsChart').then(({ DailyStatsChart }) => ({ default: DailyStatsChart })));

type DailyStatsPanelProps = { campaign: Campaign; range: StatsRange; chartLabel: string };

/** Counts per day for one campaign, from the API's stored events, with its own CSV export. */
export function DailyStatsPanel({ campaign, range, chartLabel }: DailyStatsPanelProps) {
  const { data, isLoading, isError } = useGetCampaignDailyStatsQuery({ campaign, ...range });
  // eslint-disable-next-line react-hooks/purity -- the chart fills the days up to today; today is read at render, on purpose.
  const series = data ? fillDailyCounts(data, range, toIsoDay(Date.now())) : [];

  const exportSeries = () => {
    const csv = toCsv(DAILY_COLUMNS, series);
    downloadCsv(`${DASHBOARD_COPY[campaign].fileName}-daily-${range.from ?? 'start'}-to-${range.to ?? 'today'}.csv`, csv);
  };

  return (
    <Panel aria-labelledby={`${campaign}-daily-heading`}>
      <PanelHeader>
        <div>
          <PanelTitle id={`${campaign}-daily-heading`}>{CHART_COPY.heading}</PanelTitle>
          <PanelText>{CHART_COPY.intro}</PanelText>
        </div>
        <AdminToolButton onClick={exportSeries} disabled={series.length === 0}>
          <FiDownload aria-hidden="true" />
          {CHART_COPY.exportCsv}
        </AdminToolButton>
      </PanelHeader>
      <AdminQueryState query={{ data: series, isLoading, isError }} messages={CHART_COPY} isEmpty={(days) => !hasAnyCount(days)}>
        {(days) => (
          <Suspense fallback={<AdminStateMessage>{CHART_COPY.loading}</AdminStateMessage>}>
            <DailyStatsChart series={days} label={chartLabel} />
          </Suspense>
        )}
      </AdminQueryState>
    </Panel>
  );
}
