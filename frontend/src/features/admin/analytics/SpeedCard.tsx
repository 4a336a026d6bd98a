import { useState } from 'react';
import { FiDownload } from 'react-icons/fi';
import styled from 'styled-components';
import { WEB_VITAL_THRESHOLDS } from '../../../lib/contract';
import { AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { PanelTitle } from '../../../components/ui/Panel';
import { AdminTable, sortRows, type TableSort } from '../admin-table';
import { downloadCsv, toCsv } from '../csv';
import { type AnalyticsFilters, useGetAnalyticsSpeedQuery } from './analytics-api';
import { CARD_COPY, SPEED_COPY } from './analytics-content';
import type { BoundedRange } from '../../../lib/date-range';
import type { AnalyticsFilter } from './analytics-params';
import { TableShell } from '../../../components/stats/TableShell';
import { CARD_ROWS, StyledCard, StyledHead, StyledNote, StyledSkeleton, StyledTable } from './BreakdownCard';
import { BAND_COLORS, formatVital, SPEED_BANDS, type SpeedBand, speedColumns, WEB_VITALS } from './speed-columns';

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  list-style: none;
`;

const StyledSwatch = styled.span<{ $band: SpeedBand }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.spacing(1)};
  border-radius: 2px;
  background: ${({ theme, $band }) => BAND_COLORS[$band](theme).ink};
  vertical-align: -1px;
`;

const StyledThresholds = styled.li`
  flex-basis: 100%;
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

const thresholds = WEB_VITALS.map((vital) => {
  const { good, poor } = WEB_VITAL_THRESHOLDS[vital];
  return `${vital} ${formatVital(vital, good)} / ${formatVital(vital, poor)}`;
}).join(' · ');

type SpeedCardProps = {
  range: BoundedRange;
  filters: AnalyticsFilters;
  onFilter: (name: AnalyticsFilter, value: string) => void;
};

/** Real visitors' Web Vitals per page and device (docs/analytics.md, "Speed"), following the range and the filters. */
export function SpeedCard({ range, filters, onFilter }: SpeedCardProps) {
  const { data, isFetching, isError } = useGetAnalyticsSpeedQuery({ ...range, ...filters });
  const [sort, setSort] = useState<TableSort | null>(null);
  const [showAll, setShowAll] = useState(false);
  const columns = speedColumns('page' in filters ? undefined : (page) => onFilter('page', page));

  const onSort = (key: string) => setSort((current) => ({ key, direction: current?.key === key && current.direction === 'descending' ? 'ascending' : 'descending' }));
  const sortValue = columns.find((column) => column.key === sort?.key)?.sortValue;
  // The API's order (most page loads first) breaks ties.
  const rows = data && sort && sortValue ? sortRows(data.rows, sortValue, sort.direction, (a, b) => data.rows.indexOf(a) - data.rows.indexOf(b)) : (data?.rows ?? []);
  const shown = showAll ? rows : rows.slice(0, CARD_ROWS);

  const body = () => {
    if (isError) return <AdminStateMessage tone="error">{CARD_COPY.failed}</AdminStateMessage>;
    if (!data) return <StyledSkeleton role="status" aria-label={CARD_COPY.loading} />;
    if (data.rows.length === 0) return <AdminStateMessage>{SPEED_COPY.empty}</AdminStateMessage>;
    return (
      <>
        <StyledLegend aria-label={SPEED_COPY.legendLabel}>
          {SPEED_BANDS.map((band) => (
            <li key={band}>
              <StyledSwatch $band={band} aria-hidden="true" />
              {SPEED_COPY.bands[band]}
            </li>
          ))}
          <StyledThresholds>{SPEED_COPY.thresholds(thresholds)}</StyledThresholds>
        </StyledLegend>
        <TableShell $bare>
          <AdminTable
            table={StyledTable}
            label={SPEED_COPY.tableLabel}
            columns={columns}
            rows={shown}
            rowKey={(row) => `${row.page} ${row.device}`}
            sort={{ current: sort, onSort }}
          />
        </TableShell>
        {rows.length > CARD_ROWS && (
          <StyledMore>
            <AdminToolButton onClick={() => setShowAll((all) => !all)}>{showAll ? SPEED_COPY.showFewer : SPEED_COPY.showAll(rows.length)}</AdminToolButton>
          </StyledMore>
        )}
      </>
    );
  };

  return (
    <StyledCard aria-label={SPEED_COPY.title} aria-busy={isFetching}>
      <StyledHead>
        <PanelTitle>{SPEED_COPY.title}</PanelTitle>
        <AdminToolButton
          onClick={() => data && downloadCsv(`lineup-speed-${range.from}-${range.to}.csv`, toCsv(columns, rows))}
          disabled={!data?.rows.length}
          aria-label={CARD_COPY.exportLabel(SPEED_COPY.title)}
        >
          <FiDownload aria-hidden="true" />
          {CARD_COPY.exportCsv}
        </AdminToolButton>
      </StyledHead>
      {body()}
      <StyledNote>{SPEED_COPY.note}</StyledNote>
    </StyledCard>
  );
}
