import type { ReactNode } from 'react';
import { FiChevronLeft, FiChevronRight, FiDownload } from 'react-icons/fi';
import styled from 'styled-components';
import { TableShell } from '../../../components/stats/TableShell';
import { useToast } from '../../../components/toast/use-toast';
import type { BetaSignupPage, SupportRequestPage } from '../../../lib/api-types';
import { LIST_COPY } from './lists-content';
import { AdminQueryState, AdminToolButton } from '../AdminPanel';
import type { AdminColumn } from '../admin-table';
import { downloadCsv, toCsv } from '../csv';
import { toIsoDay } from '../../../lib/days';
import { newestFirst } from './list-items';

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** The plain data tables of the operator pages. */
export const ListTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.foam};
  }
`;

type ListExportButtonProps<Row extends { createdAt: string }> = {
  fileName: string;
  columns: readonly AdminColumn<Row>[];
  /** Every row of the list, with the filters it is shown with. */
  readRows: () => Promise<Row[]>;
  isLoading: boolean;
};

/** Downloads the whole list, newest first, as the CSV its columns describe. */
export function ListExportButton<Row extends { createdAt: string }>({ fileName, columns, readRows, isLoading }: ListExportButtonProps<Row>) {
  const { toast } = useToast();
  const onExport = async () => {
    try {
      downloadCsv(`${fileName}-${toIsoDay(Date.now())}.csv`, toCsv(columns, newestFirst(await readRows())));
    } catch {
      toast({ title: LIST_COPY.exportFailed, description: LIST_COPY.exportFailedDetail, variant: 'destructive' });
    }
  };
  return (
    <AdminToolButton onClick={() => void onExport()} disabled={isLoading}>
      <FiDownload aria-hidden="true" />
      {isLoading ? LIST_COPY.exporting : LIST_COPY.exportCsv}
    </AdminToolButton>
  );
}

type PagerProps = { label: string; page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <StyledPager aria-label={label}>
      <span aria-live="polite">{LIST_COPY.pageStatus(first, last, total)}</span>
      <AdminToolButton onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={LIST_COPY.previous}>
        <FiChevronLeft aria-hidden="true" />
      </AdminToolButton>
      <AdminToolButton onClick={() => onPage(page + 1)} disabled={last >= total} aria-label={LIST_COPY.next}>
        <FiChevronRight aria-hidden="true" />
      </AdminToolButton>
    </StyledPager>
  );
}

type ListBodyProps<Page extends SupportRequestPage | BetaSignupPage> = {
  query: { data?: Page; isLoading: boolean; isError: boolean };
  copy: { tableLabel: string; loading: string; failed: string; empty: string };
  onPage: (page: number) => void;
  /** The table of one page's items, given newest first. */
  children: (items: Page['items']) => ReactNode;
};

/** One page of a list in its scrolling table, with the pager under it; or the message for loading, failure or no items. */
export function ListBody<Page extends SupportRequestPage | BetaSignupPage>({ query, copy, onPage, children }: ListBodyProps<Page>) {
  return (
    <AdminQueryState query={query} messages={copy} isEmpty={(list) => list.total === 0}>
      {(list) => (
        <>
          <TableShell>{children(newestFirst(list.items))}</TableShell>
          <Pager label={copy.tableLabel} page={list.page} pageSize={list.pageSize} total={list.total} onPage={onPage} />
        </>
      )}
    </AdminQueryState>
  );
}
