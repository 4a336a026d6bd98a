import { useMemo, useState } from 'react';
import { FiDownload, FiSearch } from 'react-icons/fi';
import styled from 'styled-components';
import type { Campaign } from '../../../lib/campaigns';
import { media } from '../../../styles/theme';
import { useGetCampaignStatsQuery } from './campaigns-api';
import { CHART_COPY, DASHBOARD_COPY, TABLE_COPY } from './campaigns-content';
import { AdminPanel, AdminQueryState, AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { totalCounts } from './conversion';
import { downloadCsv, toCsv } from '../csv';
import { DailyStatsPanel } from './DailyStatsPanel';
import { DateRangePicker } from './DateRangePicker';
import { toIsoDay } from '../days';
import { INITIAL_DATE_RANGE, resolveDateRange, type DateRange } from './date-range';
import { STATS_COLUMNS } from './stats-columns';
import { StatsTable } from './StatsTable';
import { filterByHandle, nextSort, sortStats, type StatsSort } from './stats-sort';
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
  defaultSort?: StatsSort | null;
};

/** One campaign's dashboard: date range, totals, the per-influencer table and the counts over time. */
export function CampaignDashboard({ campaign, showSummary = false, defaultSort = null }: CampaignDashboardProps) {
  const copy = DASHBOARD_COPY[campaign];
  const [range, setRange] = useState<DateRange>(INITIAL_DATE_RANGE);
  const [sort, setSort] = useState<StatsSort | null>(defaultSort);
  const [filter, setFilter] = useState('');
  // eslint-disable-next-line react-hooks/purity -- a relative range (last 7 days) is resolved against the clock when it is chosen, on purpose.
  const resolvedRange = useMemo(() => resolveDateRange(range, Date.now()), [range]);
  const { data, isLoading, isError } = useGetCampaignStatsQuery({ campaign, ...resolvedRange });

  const rows = useMemo(() => sortStats(filterByHandle(data ?? [], filter), sort), [data, filter, sort]);

  const exportTable = () => {
    downloadCsv(`${copy.fileName}-${toIsoDay(Date.now())}.csv`, toCsv(STATS_COLUMNS, rows));
  };

  const renderTable = () => (
    <>
      <StyledToolbar>
        <StyledFilter>
          {TABLE_COPY.filterLabel}
          <StyledFilterField>
            <FiSearch aria-hidden="true" />
            <StyledFilterInput type="search" value={filter} placeholder={TABLE_COPY.filterPlaceholder} onChange={(event) => setFilter(event.target.value)} />
          </StyledFilterField>
        </StyledFilter>
        <AdminToolButton onClick={exportTable} disabled={rows.length === 0}>
          <FiDownload aria-hidden="true" />
          {TABLE_COPY.exportCsv}
        </AdminToolButton>
      </StyledToolbar>
      {rows.length === 0 ? (
        <AdminStateMessage>{TABLE_COPY.noMatch(filter.trim())}</AdminStateMessage>
      ) : (
        <StatsTable
          label={copy.tableLabel}
          records={rows}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          note={sort === defaultSort ? copy.sortNote : undefined}
        />
      )}
      <StyledNotes>
        <p>{TABLE_COPY.countingNote}</p>
        <p>{TABLE_COPY.installsNote}</p>
      </StyledNotes>
    </>
  );

  return (
    <>
      <StyledRangeBar>
        <DateRangePicker value={range} resolved={resolvedRange} onChange={setRange} />
      </StyledRangeBar>
      {showSummary && data && data.length > 0 && <SummaryCards totals={totalCounts(data)} />}
      <AdminPanel aria-label={copy.tableLabel}>
        <AdminQueryState query={{ data, isLoading, isError }} messages={{ ...copy, loading: TABLE_COPY.loading }} isEmpty={(stats) => stats.length === 0}>
          {renderTable}
        </AdminQueryState>
      </AdminPanel>
      <DailyStatsPanel campaign={campaign} range={resolvedRange} chartLabel={CHART_COPY.chartLabel(copy.heading)} />
    </>
  );
}
