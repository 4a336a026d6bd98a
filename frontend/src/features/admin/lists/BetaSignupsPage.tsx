import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useGetBetaSignupsQuery } from './lists-api';
import { BETA_COPY } from './lists-content';
import { AdminPage } from '../AdminPage';
import { AdminPanel, AdminPanelHeader, AdminPanelText } from '../AdminPanel';
import { ListBody, ListExportButton, ListTable } from './ListControls';
import { formatDateTime } from '../format';
import { LIST_PAGE_SIZE } from './list-items';

const StyledEmail = styled.td`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  word-break: break-all;
`;

function BetaSignupsList() {
  const [page, setPage] = useState(1);
  const query = useGetBetaSignupsQuery({ page, pageSize: LIST_PAGE_SIZE });

  return (
    <AdminPanel aria-label={BETA_COPY.tableLabel}>
      <AdminPanelHeader>
        <AdminPanelText>{query.data ? BETA_COPY.total(query.data.total) : ''}</AdminPanelText>
        <ListExportButton list="beta-signups" fileName={BETA_COPY.fileName} />
      </AdminPanelHeader>
      <ListBody query={query} copy={BETA_COPY} onPage={setPage}>
        {(signups) => (
          <ListTable aria-label={BETA_COPY.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{BETA_COPY.columns.email}</th>
                <th scope="col">{BETA_COPY.columns.signedUp}</th>
              </tr>
            </thead>
            <tbody>
              {signups.map((signup) => (
                <tr key={signup.id}>
                  <StyledEmail>{signup.email}</StyledEmail>
                  <td>
                    <time dateTime={signup.createdAt}>{formatDateTime(signup.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </ListBody>
    </AdminPanel>
  );
}

/** /admin/beta-signups: the private-beta list, with the API's CSV export. */
export function BetaSignupsPage() {
  return (
    <AdminPage path={paths.adminBetaSignups} copy={BETA_COPY}>
      <BetaSignupsList />
    </AdminPage>
  );
}
