import { FiChevronLeft, FiChevronRight, FiDownload } from 'react-icons/fi';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/use-toast';
import { useExportAdminListMutation, type AdminListId } from '../admin-api';
import { LIST_COPY } from '../admin-content';
import { AdminToolButton } from '../AdminPanel';
import { downloadCsv } from '../csv';
import { toIsoDay } from '../campaigns/date-range';

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

type ListExportButtonProps = { list: AdminListId; fileName: string };

/** Downloads the whole list as the API's own CSV (`?format=csv`). */
export function ListExportButton({ list, fileName }: ListExportButtonProps) {
  const [exportList, { isLoading }] = useExportAdminListMutation();
  const { toast } = useToast();
  const onExport = async () => {
    try {
      downloadCsv(`${fileName}-${toIsoDay(Date.now())}.csv`, await exportList(list).unwrap());
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
