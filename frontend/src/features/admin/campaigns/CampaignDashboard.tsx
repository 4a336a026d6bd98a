import { useEffect, useState } from 'react';
import { FiChevronLeft, FiChevronRight, FiDownload, FiSearch } from 'react-icons/fi';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { InfluencerStats } from '../../../lib/api-types';
import type { Campaign } from '../../../lib/campaigns';
import { RangePicker } from '../../../components/stats/RangePicker';
import { RANGE_COPY } from '../../../components/stats/stats-content';
import { type RangeOptions, useRangeParams } from '../../../lib/date-range';
import { media } from '../../../styles/theme';
import { useGetCampaignDailyStatsQuery, useGetCampaignStatsQuery, useLazyGetCampaignStatsQuery } from './campaigns-api';
import { CHART_COPY, DASHBOARD_COPY, RANGE_NOTE_COPY, TABLE_COPY } from './campaigns-content';
import { AdminQueryState, AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { Panel } from '../../../components/ui/Panel';
import { useToast } from '../../../components/toast/use-toast';
import { totalCounts, totalInstalls } from './campaign-counts';
import { downloadCsv, toCsv } from '../csv';
import { DailyStatsPanel } from './DailyStatsPanel';
import { InstallsThroughNote } from './InstallsThroughNote';
import { toIsoDay } from '../../../lib/days';
import { STATS_COLUMNS, type StatsColumn } from './stats-columns';
import { StatsTable } from './StatsTable';
import { handlePrefix, HANDLE_SORT, isStatsSortField, nextSort, sortParams, STATS_PAGE_SIZE, statsViewOf, statsViewSearch, type StatsSort, type StatsView } from './stats-sort';
import { SummaryCards } from './SummaryCards';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledFilter = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  flex: 1 1 220px;
  max-width: 360px;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledFilterField = styled.span`
  position: relative;
  display: block;
  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.spacing(3)};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledFilterInput = styled.input`
  width: 100%;
  min-height: 42px;
  padding: ${({ theme }) => theme.spacing(2, 3, 2, 9)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  &:focus {
    border-color: ${({ theme }) => theme.colors.teal};
  }
`;

const StyledRangeBar = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(4, 6)};
  }
`;

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** How the figures are counted and where installs are read, under the table. */
const StyledNotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type CampaignDashboardProps = {
  campaign: Campaign;
  /** The launch-party dashboard adds totals (docs/product.md). */
  showSummary?: boolean;
  /** The table's columns, which also make its CSV. */
  columns?: readonly StatsColumn[];
  defaultSort?: StatsSort;
};

/** All time until another range is picked; a custom range may leave either end open. */
const CAMPAIGN_RANGES: RangeOptions<'7d' | '30d' | 'all' | 'custom'> = { presets: ['7d', '30d', 'all', 'custom'], fallback: 'all' };
/** Another range starts the table at its first page. */
const RANGE_RESETS = ['page'] as const;

/** Typing settles for this long before the handle filter asks the API. */
const SEARCH_DEBOUNCE_MS = 300;

type StatsPagerProps = { page: number; total: number; onPage: (page: number) => void };

function StatsPager({ page, total, onPage }: StatsPagerProps) {
  const first = total === 0 ? 0 : (page - 1) * STATS_PAGE_SIZE + 1;
  const last = Math.min(total, page * STATS_PAGE_SIZE);
  return (
    <StyledPager aria-label={TABLE_COPY.pagerLabel}>
      <span aria-live="polite">{TABLE_COPY.pageStatus(first, last, total)}</span>
      <AdminToolButton onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={TABLE_COPY.previous}>
        <FiChevronLeft aria-hidden="true" />
      </AdminToolButton>
      <AdminToolButton onClick={() => onPage(page + 1)} disabled={last >= total} aria-label={TABLE_COPY.next}>
        <FiChevronRight aria-hidden="true" />
      </AdminToolButton>
    </StyledPager>
  );
}

/**
 * One campaign's dashboard: date range, totals, one page of the per-influencer table and the counts
 * over time. The API pages, sorts and filters the table; the page, the sort and the handle filter
 * are kept in the URL.
 */
export function CampaignDashboard({ campaign, showSummary = false, columns = STATS_COLUMNS, defaultSort = HANDLE_SORT }: CampaignDashboardProps) {
  const copy = DASHBOARD_COPY[campaign];
  const { toast } = useToast();
  const { preset, range, choosePreset, chooseDays } = useRangeParams(CAMPAIGN_RANGES, RANGE_RESETS);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = statsViewOf(searchParams, defaultSort);
  const [typed, setTyped] = useState(view.q);
  const q = handlePrefix(view.q);
  const listQuery = { campaign, ...range, ...sortParams(view.sort), q: q ?? undefined };
  const { data, isLoading, isError, isFetching } = useGetCampaignStatsQuery(
    { ...listQuery, limit: STATS_PAGE_SIZE, offset: (view.page - 1) * STATS_PAGE_SIZE },
    { skip: q === null },
  );
  const daily = useGetCampaignDailyStatsQuery({ campaign, ...range }, { skip: !showSummary });
  const [readEveryRecord, { isFetching: isExporting }] = useLazyGetCampaignStatsQuery();

  const showView = (next: Partial<StatsView>) => setSearchParams((current) => statsViewSearch({ ...view, ...next }, defaultSort, current), { replace: true });

  const { pathname } = useLocation();
  useEffect(() => {
    if (typed === view.q) return undefined;
    // Not once the admin has followed a link away: this page stays mounted while the next one loads, and its
    // URL written then would bring the admin back here.
    const timer = setTimeout(() => {
      if (window.location.pathname === pathname) showView({ q: typed.trim(), page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const exportTable = async () => {
    try {
      const every = await readEveryRecord(listQuery).unwrap();
      downloadCsv(`${copy.fileName}-${toIsoDay(Date.now())}.csv`, toCsv(columns, every.records));
    } catch {
      toast({ title: TABLE_COPY.exportFailed, description: TABLE_COPY.exportFailedDetail, variant: 'destructive' });
    }
  };

  const onSort = (key: string) => {
    if (isStatsSortField(key)) showView({ sort: nextSort(view.sort, key), page: 1 });
  };

  const noMatch = q === null || (data !== undefined && data.total === 0 && view.q !== '');
  const renderTable = (page: { records: readonly InfluencerStats[]; total: number }) => (
    <>
      <StyledToolbar>
        <StyledFilter>
          {TABLE_COPY.filterLabel}
          <StyledFilterField>
            <FiSearch aria-hidden="true" />
            <StyledFilterInput type="search" value={typed} placeholder={TABLE_COPY.filterPlaceholder} onChange={(event) => setTyped(event.target.value)} />
          </StyledFilterField>
        </StyledFilter>
        <AdminToolButton onClick={() => void exportTable()} disabled={noMatch || isExporting}>
          <FiDownload aria-hidden="true" />
          {isExporting ? TABLE_COPY.exporting : TABLE_COPY.exportCsv}
        </AdminToolButton>
      </StyledToolbar>
      <InstallsThroughNote />
      {noMatch ? (
        <AdminStateMessage>{TABLE_COPY.noMatch(view.q.trim())}</AdminStateMessage>
      ) : (
        <>
          <StatsTable
            label={copy.tableLabel}
            columns={columns}
            records={page.records}
            sort={view.sort}
            onSort={onSort}
            note={view.sort.key === defaultSort.key && view.sort.direction === defaultSort.direction ? copy.sortNote : undefined}
            busy={isFetching}
          />
          <StatsPager page={view.page} total={page.total} onPage={(next) => showView({ page: next })} />
        </>
      )}
      <StyledNotes>
        <p>{TABLE_COPY.countingNote}</p>
        <p>{TABLE_COPY.installsNote}</p>
      </StyledNotes>
    </>
  );

  // Before any record exists, the empty state; a filter or a page past the end keeps the table's tools.
  const filtering = view.q !== '' || view.page > 1;
  const shown = q === null ? { data: { records: [], total: 0 }, isLoading: false, isError: false } : { data, isLoading, isError };
  return (
    <>
      <StyledRangeBar>
        <RangePicker
          legend={RANGE_COPY.label}
          presets={CAMPAIGN_RANGES.presets}
          preset={preset}
          range={range}
          onPreset={choosePreset}
          onDays={chooseDays}
          note={range.from || range.to ? RANGE_NOTE_COPY.rangeNote(range.from, range.to) : RANGE_NOTE_COPY.allTimeNote}
        />
      </StyledRangeBar>
      {showSummary && daily.data && daily.data.length > 0 && <SummaryCards totals={totalCounts(daily.data)} installs={totalInstalls(daily.data)} />}
      <Panel aria-label={copy.tableLabel}>
        <AdminQueryState query={shown} messages={{ ...copy, loading: TABLE_COPY.loading }} isEmpty={(page) => page.total === 0 && !filtering && q !== null}>
          {renderTable}
        </AdminQueryState>
      </Panel>
      <DailyStatsPanel campaign={campaign} range={range} chartLabel={CHART_COPY.chartLabel(copy.heading)} />
    </>
  );
}
