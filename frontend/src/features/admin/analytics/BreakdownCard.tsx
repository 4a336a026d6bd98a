import { useState } from 'react';
import { FiDownload } from 'react-icons/fi';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/use-toast';
import type { AnalyticsBreakdown } from '../../../lib/api-types';
import { ANALYTICS_BREAKDOWN_LIMIT_MAX, ANALYTICS_FILTERS } from '../../../lib/contract';
import { SegmentedControl } from '../../../components/stats/SegmentedControl';
import { TableShell } from '../../../components/stats/TableShell';
import { AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { Panel, PanelTitle } from '../../../components/ui/Panel';
import { AdminTable } from '../admin-table';
import { downloadCsv, toCsv } from '../csv';
import { type AnalyticsFilters, useGetAnalyticsBreakdownQuery, useLazyGetAnalyticsBreakdownQuery } from './analytics-api';
import { CARD_COPY, DIMENSION_NAMES } from './analytics-content';
import type { BoundedRange } from '../../../lib/date-range';
import type { AnalyticsFilter } from './analytics-params';
import { breakdownColumns } from './breakdown-columns';

/** Rows a card shows; its CSV has all of them. */
export const CARD_ROWS = 10;

export const StyledCard = styled(Panel)`
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The cards' dense table: shared with the Speed card. */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  table-layout: auto;
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    padding: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-align: right;
    text-transform: uppercase;
    white-space: nowrap;
  }
  thead th:first-child {
    text-align: left;
  }
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.text};
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A fixed height while loading: the card keeps its room, so nothing below it jumps. */
export const StyledSkeleton = styled.div`
  height: 280px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
`;

type BreakdownCardProps = {
  title: string;
  /** The dimensions the card shows, one tab each; the first is shown first. */
  dimensions: readonly AnalyticsBreakdown[];
  range: BoundedRange;
  filters: AnalyticsFilters;
  onFilter: (name: AnalyticsFilter, value: string) => void;
  note?: string;
  /** A card without rows in the range stays off the page (countries, when no database is configured). */
  hideWhenEmpty?: boolean;
};

/** One card of the dashboard: the top values of a dimension, a row click filters, its CSV has every row. */
export function BreakdownCard({ title, dimensions, range, filters, onFilter, note, hideWhenEmpty = false }: BreakdownCardProps) {
  const [dimension, setDimension] = useState<AnalyticsBreakdown>(dimensions[0]);
  const query = { ...range, ...filters, dimension };
  const { data, isFetching, isError } = useGetAnalyticsBreakdownQuery({ ...query, limit: CARD_ROWS });
  const { toast } = useToast();
  const [fetchAll, { isFetching: exporting }] = useLazyGetAnalyticsBreakdownQuery();
  // Goals and missed paths are not a property of an event's visit, and a dimension already filtered has one value.
  const filterName = ANALYTICS_FILTERS.find((filter) => filter === dimension && !(filter in filters));
  const columns = breakdownColumns(dimension, filterName ? (value) => onFilter(filterName, value) : undefined);

  if (hideWhenEmpty && data?.rows.length === 0 && Object.keys(filters).length === 0) return null;

  const exportCsv = async () => {
    const all = await fetchAll({ ...query, limit: ANALYTICS_BREAKDOWN_LIMIT_MAX }).unwrap();
    downloadCsv(`lineup-${dimension}-${range.from}-${range.to}.csv`, toCsv(breakdownColumns(dimension), all.rows));
  };

  const body = () => {
    if (isError) return <AdminStateMessage tone="error">{CARD_COPY.failed}</AdminStateMessage>;
    if (!data || (isFetching && data.dimension !== dimension)) return <StyledSkeleton role="status" aria-label={CARD_COPY.loading} />;
    if (data.rows.length === 0) return <AdminStateMessage>{CARD_COPY.empty}</AdminStateMessage>;
    return (
      <TableShell $bare>
        <AdminTable table={StyledTable} label={`${title}: ${DIMENSION_NAMES[dimension]}`} columns={columns} rows={data.rows} rowKey={(row) => row.value} />
      </TableShell>
    );
  };

  return (
    <StyledCard aria-label={title} aria-busy={isFetching}>
      <StyledHead>
        <PanelTitle>{title}</PanelTitle>
        <AdminToolButton
          onClick={() => void exportCsv().catch(() => toast({ title: CARD_COPY.exportFailed, variant: 'destructive' }))}
          disabled={exporting || !data?.rows.length}
          aria-label={CARD_COPY.exportLabel(title)}
        >
          <FiDownload aria-hidden="true" />
          {CARD_COPY.exportCsv}
        </AdminToolButton>
      </StyledHead>
      {dimensions.length > 1 && (
        <SegmentedControl options={dimensions} value={dimension} labelOf={(option) => DIMENSION_NAMES[option]} onChange={setDimension} label={CARD_COPY.tabsLabel(title)} />
      )}
      {body()}
      {note && <StyledNote>{note}</StyledNote>}
    </StyledCard>
  );
}
