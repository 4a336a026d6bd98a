import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useExportBetaSignupsMutation, useGetBetaSignupsQuery } from './lists-api';
import { BETA_COPY } from './lists-content';
import type { BetaSignup } from '../../../lib/api-types';
import { AdminPage } from '../AdminPage';
import { AdminTable, type AdminColumn } from '../admin-table';
import { Panel, PanelHeader, PanelText } from '../../../components/ui/Panel';
import { ListBody, ListExportButton, ListTable } from './ListControls';
import { formatDateTime } from '../../../components/stats/format';
import { fieldColumn, LIST_PAGE_SIZE } from './list-items';

const StyledEmail = styled.td`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  word-break: break-all;
`;

const BETA_COLUMNS: readonly AdminColumn<BetaSignup>[] = [
  { key: 'email', header: BETA_COPY.columns.email, as: StyledEmail, cell: (signup) => signup.email },
  {
    key: 'signedUp',
    header: BETA_COPY.columns.signedUp,
    cell: (signup) => <time dateTime={signup.createdAt}>{formatDateTime(signup.createdAt)}</time>,
  },
  fieldColumn('createdAt'),
  fieldColumn('email'),
  fieldColumn('id'),
];

function BetaSignupsList() {
  const [page, setPage] = useState(1);
  const query = useGetBetaSignupsQuery({ page, pageSize: LIST_PAGE_SIZE });
  const [exportSignups, { isLoading: exporting }] = useExportBetaSignupsMutation();

  return (
    <Panel aria-label={BETA_COPY.tableLabel}>
      <PanelHeader>
        <PanelText>{query.data ? BETA_COPY.total(query.data.total) : ''}</PanelText>
        <ListExportButton fileName={BETA_COPY.fileName} columns={BETA_COLUMNS} readRows={() => exportSignups().unwrap()} isLoading={exporting} />
      </PanelHeader>
      <ListBody query={query} copy={BETA_COPY} onPage={setPage}>
        {(signups) => <AdminTable table={ListTable} label={BETA_COPY.tableLabel} columns={BETA_COLUMNS} rows={signups} rowKey={(signup) => signup.id} />}
      </ListBody>
    </Panel>
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
