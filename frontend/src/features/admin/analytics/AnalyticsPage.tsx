import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { formatDays } from '../../../components/stats/format';
import { RangePicker } from '../../../components/stats/RangePicker';
import { RANGE_COPY } from '../../../components/stats/stats-content';
import { paths } from '../../../config/paths';
import { media } from '../../../styles/theme';
import { AdminPage } from '../AdminPage';
import { AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { Panel, PanelHeader, PanelTitle } from '../../../components/ui/Panel';
import { useGetAnalyticsSummaryQuery, useGetAnalyticsTimeseriesQuery } from './analytics-api';
import { ANALYTICS_PAGE_COPY, CARD_COPY, CHART_COPY, FIGURES_COPY, PAGE_STATES_COPY, rangeNote } from './analytics-content';
import { ANALYTICS_RANGES, useAnalyticsParams } from './analytics-params';
import { BreakdownCard } from './BreakdownCard';
import { FilterChips } from './FilterChips';
import { RealtimeVisitors } from './RealtimeVisitors';
import { SpeedCard } from './SpeedCard';
import { TopFigures } from './TopFigures';

// recharts is heavy: its chunk loads after the figures.
const VisitorsChart = lazy(() => import('./VisitorsChart').then(({ VisitorsChart }) => ({ default: VisitorsChart })));

const StyledBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(4, 6)};
  }
`;

const StyledStatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(4)};
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledWide = styled.div`
  min-width: 0;
  ${media.lg} {
    grid-column: 1 / -1;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The figures' room while they load: the same grid, so nothing jumps when they arrive. */
const StyledFiguresSkeleton = styled.div`
  height: 124px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  ${media.lg} {
    height: 118px;
  }
`;

const StyledChartSkeleton = styled.div`
  height: 280px;
`;

/** `/admin/analytics` (docs/analytics.md): the site's visitors, sources, devices and goals over a range, against the period before. */
export function AnalyticsPage() {
  const { preset, range, filters, choosePreset, chooseDays, addFilter, removeFilter } = useAnalyticsParams();
  const query = { ...range, ...filters };
  const summary = useGetAnalyticsSummaryQuery(query);
  const timeseries = useGetAnalyticsTimeseriesQuery(query);
  const previous = summary.data ? { from: summary.data.previousFrom, to: summary.data.previousTo } : undefined;
  const empty = summary.data && summary.data.current.pageViews + summary.data.current.storeTaps + summary.data.current.botPageViews + summary.data.current.visitors === 0;
  const cardProps = { range, filters, onFilter: addFilter };

  const content = () => {
    if (summary.isError) {
      return (
        <AdminStateMessage tone="error">
          {PAGE_STATES_COPY.failed}
          <AdminToolButton onClick={() => void summary.refetch()}>{PAGE_STATES_COPY.retry}</AdminToolButton>
        </AdminStateMessage>
      );
    }
    return (
      <>
        {summary.data ? <TopFigures current={summary.data.current} previous={summary.data.previous} /> : <StyledFiguresSkeleton role="status" aria-label={CARD_COPY.loading} />}
        <StyledNote>{FIGURES_COPY.visitorsNote}</StyledNote>
        {empty ? (
          <AdminStateMessage>{PAGE_STATES_COPY.empty}</AdminStateMessage>
        ) : (
          <>
            <Panel aria-label={CHART_COPY.title}>
              <PanelHeader>
                <PanelTitle>{CHART_COPY.title}</PanelTitle>
              </PanelHeader>
              {timeseries.isError ? (
                <AdminStateMessage tone="error">{CARD_COPY.failed}</AdminStateMessage>
              ) : (
                <Suspense fallback={<StyledChartSkeleton />}>{timeseries.data ? <VisitorsChart series={timeseries.data} /> : <StyledChartSkeleton />}</Suspense>
              )}
            </Panel>
            <StyledCards>
              <BreakdownCard title={CARD_COPY.pages} dimensions={['page']} {...cardProps} />
              <BreakdownCard title={CARD_COPY.notFound} dimensions={['notFound']} note={CARD_COPY.notFoundNote} {...cardProps} />
              <BreakdownCard title={CARD_COPY.sources} dimensions={['source', 'utmSource', 'utmMedium', 'utmCampaign', 'ref']} {...cardProps} />
              <BreakdownCard title={CARD_COPY.devices} dimensions={['device', 'screen']} {...cardProps} />
              <BreakdownCard title={CARD_COPY.browsers} dimensions={['browser']} {...cardProps} />
              <BreakdownCard title={CARD_COPY.systems} dimensions={['os']} {...cardProps} />
              <BreakdownCard title={CARD_COPY.countries} dimensions={['country']} hideWhenEmpty {...cardProps} />
              <StyledWide>
                <BreakdownCard title={CARD_COPY.goals} dimensions={['goal']} note={CARD_COPY.goalsNote} {...cardProps} />
              </StyledWide>
              <StyledWide>
                <SpeedCard {...cardProps} />
              </StyledWide>
            </StyledCards>
          </>
        )}
      </>
    );
  };

  return (
    <AdminPage path={paths.adminAnalytics} copy={ANALYTICS_PAGE_COPY}>
      <StyledBar>
        <RangePicker
          legend={RANGE_COPY.label}
          presets={ANALYTICS_RANGES.presets}
          preset={preset}
          range={range}
          onPreset={choosePreset}
          onDays={chooseDays}
          note={rangeNote(formatDays(range), previous && formatDays(previous))}
        />
        <StyledStatusRow>
          <FilterChips filters={filters} onRemove={removeFilter} />
          <RealtimeVisitors filters={filters} />
        </StyledStatusRow>
      </StyledBar>
      {content()}
    </AdminPage>
  );
}
