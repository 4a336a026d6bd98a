import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import type { SupportRequest } from '../../../lib/api-types';
import { useExportSupportRequestsMutation, useGetSupportRequestsQuery } from './lists-api';
import { supportCategoryLabel } from '../../../lib/support';
import { SUPPORT_COPY } from './lists-content';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../admin-table';
import { AdminToolButton } from '../AdminPanel';
import { Panel, PanelHeader, PanelText, PanelTitle } from '../../../components/ui/Panel';
import { ListBody, ListExportButton, ListTable } from './ListControls';
import { formatDateTime } from '../../../components/stats/format';
import { fieldColumn, LIST_PAGE_SIZE } from './list-items';
import { SUPPORT_FILTER_QUERIES, useSupportListParams } from './support-list-params';
import { SupportFilterPicker } from './SupportFilterPicker';
import { MailSummary } from './SupportMails';
import { PriorityPill, StatusPills } from './SupportPills';
import { SupportRequestDialog } from './SupportRequestDialog';

const StyledTable = styled(ListTable)`
  min-width: 900px;
`;

const StyledReceived = styled.td`
  min-width: 7.5rem;
`;

const StyledFrom = styled.td`
  min-width: 11rem;
  overflow-wrap: anywhere;
`;

const StyledName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledSubject = styled.td`
  min-width: 11rem;
  max-width: 260px;
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledPills = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3, 4)};
`;

const NAMES = SUPPORT_COPY.columns;
const CSV_FIELDS = [
  'createdAt',
  'name',
  'email',
  'subject',
  'category',
  'priority',
  'description',
  'id',
  'status',
  'statusChangedAt',
  'statusChangedBy',
  'answerDueAt',
] as const satisfies readonly (keyof SupportRequest)[];

function supportRequestColumns(open: (request: SupportRequest) => void): AdminColumn<SupportRequest>[] {
  return [
    {
      key: 'received',
      header: NAMES.received,
      as: StyledReceived,
      cell: (request) => <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>,
    },
    {
      key: 'from',
      header: NAMES.from,
      as: StyledFrom,
      cell: (request) => (
        <>
          <StyledName>{request.name}</StyledName>
          <StyledMuted>{request.email}</StyledMuted>
        </>
      ),
    },
    {
      key: 'subject',
      header: NAMES.subject,
      as: StyledSubject,
      cell: (request) => (
        <>
          {request.subject}
          <StyledMuted>{supportCategoryLabel(request.category)}</StyledMuted>
        </>
      ),
    },
    {
      key: 'status',
      header: NAMES.status,
      cell: (request) => (
        <StyledPills>
          <StatusPills status={request.status} overdue={request.overdue} />
        </StyledPills>
      ),
    },
    { key: 'priority', header: NAMES.priority, cell: (request) => <PriorityPill priority={request.priority} /> },
    { key: 'mails', header: NAMES.mails, cell: (request) => <MailSummary mails={request.mails} /> },
    {
      key: 'open',
      header: NAMES.open,
      hideHeader: true,
      cell: (request) => (
        <AdminToolButton onClick={() => open(request)} aria-label={`${SUPPORT_COPY.open}: ${request.subject}`}>
          {SUPPORT_COPY.open}
        </AdminToolButton>
      ),
    },
    ...CSV_FIELDS.map((key) => fieldColumn<SupportRequest, (typeof CSV_FIELDS)[number]>(key)),
  ];
}

function SupportRequestsList() {
  const { filter, page, setFilter, setPage } = useSupportListParams();
  const filters = SUPPORT_FILTER_QUERIES[filter];
  const query = useGetSupportRequestsQuery({ ...filters, page, pageSize: LIST_PAGE_SIZE });
  const [exportRequests, { isLoading: exporting }] = useExportSupportRequestsMutation();
  // The open request as last opened or changed; the list's copy while the list has it (a change made
  // there first, and a list read again later), this one once a filter has let it go.
  const [opened, setOpened] = useState<SupportRequest | null>(null);
  const shown = opened && (query.data?.items.find(({ id }) => id === opened.id) ?? opened);
  const columns = useMemo(() => supportRequestColumns(setOpened), []);
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : page;

  // A page the list no longer reaches (a bookmark, or requests that left this filter): its last page instead.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage, { replace: true });
  }, [page, lastPage, setPage]);

  return (
    <Panel aria-labelledby="support-requests-heading">
      <PanelHeader>
        <PanelTitle id="support-requests-heading">{SUPPORT_COPY.tableLabel}</PanelTitle>
      </PanelHeader>
      <StyledControls>
        <SupportFilterPicker value={filter} onChange={setFilter} />
        <ListExportButton
          fileName={filter === 'all' ? SUPPORT_COPY.fileName : `${SUPPORT_COPY.fileName}-${filter}`}
          columns={columns}
          readRows={() => exportRequests(filters).unwrap()}
          isLoading={exporting}
        />
      </StyledControls>
      {filter === 'overdue' && <PanelText>{SUPPORT_COPY.overdueNote}</PanelText>}
      <ListBody query={query} copy={{ ...SUPPORT_COPY, empty: SUPPORT_COPY.filterEmpty[filter] }} onPage={setPage}>
        {(requests) => <AdminTable table={StyledTable} label={SUPPORT_COPY.tableLabel} columns={columns} rows={requests} rowKey={(request) => request.id} />}
      </ListBody>
      <SupportRequestDialog request={shown} onChanged={setOpened} onClose={() => setOpened(null)} />
    </Panel>
  );
}

/** /admin/support-requests: what visitors sent through the support form, newest first, to work each one to closed. */
export function SupportRequestsPage() {
  return (
    <AdminPage path={paths.adminSupportRequests} copy={SUPPORT_COPY}>
      <SupportRequestsList />
    </AdminPage>
  );
}
