import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useGetBetaSignupsQuery } from '../admin-api';
import { BETA_COPY } from '../admin-content';
import { AdminPage } from '../AdminPage';
import { AdminPanel, AdminPanelHeader, AdminPanelText, AdminStateMessage } from '../AdminPanel';
import { ListExportButton, Pager } from './ListControls';
import { formatDateTime, LIST_PAGE_SIZE, ListScroller, ListTable, newestFirst } from './list-table';
import { PageIntro } from '../PageIntro';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledEmail = styled.td`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  word-break: break-all;
`;

function BetaSignupsList() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetBetaSignupsQuery({ page, pageSize: LIST_PAGE_SIZE });

  const content = isLoading ? (
    <AdminStateMessage>{BETA_COPY.loading}</AdminStateMessage>
  ) : isError || !data ? (
    <AdminStateMessage tone="error">{BETA_COPY.failed}</AdminStateMessage>
  ) : data.total === 0 ? (
    <AdminStateMessage>{BETA_COPY.empty}</AdminStateMessage>
  ) : (
    <>
      <ListScroller>
        <ListTable aria-label={BETA_COPY.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{BETA_COPY.columns.email}</th>
              <th scope="col">{BETA_COPY.columns.signedUp}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst(data.items).map((signup) => (
              <tr key={signup.id}>
                <StyledEmail>{signup.email}</StyledEmail>
                <td>
                  <time dateTime={signup.createdAt}>{formatDateTime(signup.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </ListScroller>
      <Pager label={BETA_COPY.tableLabel} page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
    </>
  );
  return (
    <AdminPanel aria-label={BETA_COPY.tableLabel}>
      <AdminPanelHeader>
        <AdminPanelText>{data ? BETA_COPY.total(data.total) : ''}</AdminPanelText>
        <ListExportButton list="beta-signups" fileName={BETA_COPY.fileName} />
      </AdminPanelHeader>
      {content}
    </AdminPanel>
  );
}

/** /admin/beta-signups: the private-beta list, with the API's CSV export. */
export function BetaSignupsPage() {
  return (
    <AdminPage path={paths.adminBetaSignups} title={BETA_COPY.pageTitle} description={BETA_COPY.description}>
      <StyledPage>
        <PageIntro eyebrow={BETA_COPY.eyebrow} heading={BETA_COPY.heading} intro={BETA_COPY.intro} />
        <BetaSignupsList />
      </StyledPage>
    </AdminPage>
  );
}
