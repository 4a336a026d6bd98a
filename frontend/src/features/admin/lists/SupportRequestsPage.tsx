import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import type { SupportRequest } from '../../../lib/api-types';
import { useGetSupportRequestsQuery } from '../admin-api';
import { supportCategoryLabel } from '../../../lib/support';
import { SUPPORT_COPY } from '../admin-content';
import { AdminPage } from '../AdminPage';
import { AdminPanel, AdminPanelHeader, AdminPanelTitle, AdminToolButton } from '../AdminPanel';
import { ListBody, ListExportButton, ListTable } from './ListControls';
import { formatDateTime, LIST_PAGE_SIZE } from './list-items';
import { PriorityPill } from './PriorityPill';
import { SupportRequestDialog } from './SupportRequestDialog';

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
  const query = useGetSupportRequestsQuery({ page, pageSize: LIST_PAGE_SIZE });

  return (
    <AdminPanel aria-labelledby="support-requests-heading">
      <AdminPanelHeader>
        <AdminPanelTitle id="support-requests-heading">{SUPPORT_COPY.tableLabel}</AdminPanelTitle>
        <ListExportButton list="support-requests" fileName={SUPPORT_COPY.fileName} />
      </AdminPanelHeader>
      <ListBody query={query} copy={SUPPORT_COPY} onPage={setPage}>
        {(requests) => (
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
              {requests.map((request) => (
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
        )}
      </ListBody>
      <SupportRequestDialog request={open} onClose={() => setOpen(null)} />
    </AdminPanel>
  );
}

/** /admin/support-requests: what visitors sent through the support form, newest first. */
export function SupportRequestsPage() {
  return (
    <AdminPage path={paths.adminSupportRequests} copy={SUPPORT_COPY}>
      <SupportRequestsList />
    </AdminPage>
  );
}
