import styled from 'styled-components';
import { TableShell } from '../../../components/stats/TableShell';
import type { InfluencerStats } from '../../../lib/api-types';
import { AdminTable } from '../admin-table';
import { ROW_ACTIONS_KEY, useWithRowActions } from '../row-actions';
import { TABLE_COPY } from './campaigns-content';
import type { StatsColumn, StatsColumnKey } from './stats-columns';
import type { StatsSort } from './stats-sort';

/** Nine columns, ten on the launch party (one more with the row actions): on a phone the table scrolls sideways; from 1280 px screens on it fits. */
const StyledTable = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${({ theme }) => theme.spacing(2, 4)};
    caption-side: bottom;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.foam};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* 4 px a side rather than the admin tables' 12, and tighter capitals, so that eleven columns fit a 1280 px screen; a sortable header's padding is its button's. */
  thead th:not([aria-sort]),
  thead th > button {
    padding-inline: ${({ theme }) => theme.spacing(1)};
    letter-spacing: 0.01em;
  }
  tbody td {
    padding: ${({ theme }) => theme.spacing(3, 1)};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  /* A handle stays on one line up to 16 characters; a longer one wraps rather than widen the table. */
  tbody th {
    min-width: 16ch;
    padding: ${({ theme }) => theme.spacing(3, 2)};
    overflow-wrap: anywhere;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: left;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.foam};
  }
`;

type StatsTableProps = {
  label: string;
  columns: readonly StatsColumn[];
  records: readonly InfluencerStats[];
  sort: StatsSort | null;
  onSort: (key: StatsColumnKey) => void;
  note?: string;
  /** Another page or order is on its way: the rows shown are the last ones. */
  busy?: boolean;
};

export function StatsTable({ label, columns, records, sort, onSort, note, busy = false }: StatsTableProps) {
  const shown = useWithRowActions(columns, TABLE_COPY.rowActions);
  return (
    <TableShell aria-busy={busy}>
      <AdminTable
        table={StyledTable}
        label={label}
        caption={note}
        columns={shown}
        rows={records}
        rowKey={(record) => record.id}
        sort={{ current: sort, onSort: (key) => key !== ROW_ACTIONS_KEY && onSort(key) }}
      />
    </TableShell>
  );
}
