import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useGetSupportRequestsQuery, type SupportRequest } from '../admin-api';
import { supportCategoryLabel } from '../../../lib/support';
import { SUPPORT_COPY } from '../admin-content';
import { AdminPage } from '../AdminPage';
import { AdminPanel, AdminPanelHeader, AdminPanelTitle, AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { ListExportButton, Pager } from './ListControls';
import { formatDateTime, LIST_PAGE_SIZE, ListScroller, ListTable, newestFirst } from './list-table';
import { PageIntro } from '../PageIntro';
import { PriorityPill } from './PriorityPill';
import { SupportRequestDialog } from './SupportRequestDialog';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledTable = styled(ListTable)`
  min-width: 760px;
`;

const StyledName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  word-break: break-all;
`;

const StyledSubject = styled.td`
  max-width: 280px;
  color: ${({ theme }) => theme.colors.ink};
`;

function SupportRequestsList() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SupportRequest | null>(null);
  const { data, isLoading, isError } = useGetSupportRequestsQuery({ page, pageSize: LIST_PAGE_SIZE });

  const content = isLoading ? (
    <AdminStateMessage>{SUPPORT_COPY.loading}</AdminStateMessage>
  ) : isError || !data ? (
    <AdminStateMessage tone="error">{SUPPORT_COPY.failed}</AdminStateMessage>
  ) : data.total === 0 ? (
    <AdminStateMessage>{SUPPORT_COPY.empty}</AdminStateMessage>
  ) : (
    <>
      <ListScroller>
        <StyledTable aria-label={SUPPORT_COPY.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{SUPPORT_COPY.columns.received}</th>
              <th scope="col">{SUPPORT_COPY.columns.from}</th>
              <th scope="col">{SUPPORT_COPY.columns.subject}</th>
              <th scope="col">{SUPPORT_COPY.columns.category}</th>
              <th scope="col">{SUPPORT_COPY.columns.priority}</th>
              <th scope="col">
                <span className="visually-hidden">{SUPPORT_COPY.columns.open}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst(data.items).map((request) => (
              <tr key={request.id}>
                <td>
                  <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
                </td>
                <td>
                  <StyledName>{request.name}</StyledName>
                  <StyledMuted>{request.email}</StyledMuted>
                </td>
                <StyledSubject>{request.subject}</StyledSubject>
                <td>{supportCategoryLabel(request.category)}</td>
                <td>
                  <PriorityPill priority={request.priority} />
                </td>
                <td>
                  <AdminToolButton onClick={() => setOpen(request)} aria-label={`${SUPPORT_COPY.open}: ${request.subject}`}>
                    {SUPPORT_COPY.open}
                  </AdminToolButton>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </ListScroller>
      <Pager label={SUPPORT_COPY.tableLabel} page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
    </>
  );

  return (
    <AdminPanel aria-labelledby="support-requests-heading">
      <AdminPanelHeader>
        <AdminPanelTitle id="support-requests-heading">{SUPPORT_COPY.tableLabel}</AdminPanelTitle>
        <ListExportButton list="support-requests" fileName={SUPPORT_COPY.fileName} />
      </AdminPanelHeader>
      {content}
      <SupportRequestDialog request={open} onClose={() => setOpen(null)} />
    </AdminPanel>
  );
}

/** /admin/support-requests: what visitors sent through the support form, newest first. */
export function SupportRequestsPage() {
  return (
    <AdminPage path={paths.adminSupportRequests} title={SUPPORT_COPY.pageTitle} description={SUPPORT_COPY.description}>
      <StyledPage>
        <PageIntro eyebrow={SUPPORT_COPY.eyebrow} heading={SUPPORT_COPY.heading} intro={SUPPORT_COPY.intro} />
        <SupportRequestsList />
      </StyledPage>
    </AdminPage>
  );
}
