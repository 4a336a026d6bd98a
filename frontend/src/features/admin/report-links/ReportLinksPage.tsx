import { useState } from 'react';
import styled from 'styled-components';
import { TableShell } from '../../../components/stats/TableShell';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import type { ReportLink } from '../../../lib/api-types';
import { AdminPage } from '../AdminPage';
import { AdminPill, AdminQueryState, AdminToolButton } from '../AdminPanel';
import { Panel } from '../../../components/ui/Panel';
import { AdminTable, type AdminColumn } from '../admin-table';
import { formatDateTime } from '../../../components/stats/format';
import { useGetReportLinksQuery, useRevokeReportLinkMutation } from './report-links-api';
import { CAMPAIGN_NAMES, LIST_COPY, REPORT_LINKS_COPY } from './report-links-content';

const StyledTable = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  /* A long handle wraps rather than push the revoke button out of sight. */
  tbody th {
    min-width: 16ch;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: normal;
    overflow-wrap: anywhere;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const StyledActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledDanger = styled(AdminToolButton)`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

function Revoke({ link }: { link: ReportLink }) {
  const [confirming, setConfirming] = useState(false);
  const [revoke, { isLoading }] = useRevokeReportLinkMutation();
  const { toast } = useToast();
  const onConfirm = () => {
    revoke(link.id)
      .unwrap()
      .then(() => toast({ title: LIST_COPY.revoked, description: LIST_COPY.revokedDetail(link.influencer) }))
      .catch(() => toast({ title: LIST_COPY.revokeFailed, description: LIST_COPY.revokeFailedDetail, variant: 'destructive' }))
      .finally(() => setConfirming(false));
  };
  if (!confirming) {
    return (
      <AdminToolButton aria-label={LIST_COPY.revokeLabel(link.influencer)} onClick={() => setConfirming(true)}>
        {LIST_COPY.revoke}
      </AdminToolButton>
    );
  }
  return (
    <StyledActions>
      <StyledDanger aria-label={LIST_COPY.confirmLabel(link.influencer)} disabled={isLoading} onClick={onConfirm}>
        {LIST_COPY.confirm}
      </StyledDanger>
      <AdminToolButton disabled={isLoading} onClick={() => setConfirming(false)}>
        {LIST_COPY.cancel}
      </AdminToolButton>
    </StyledActions>
  );
}

const isExpired = (link: ReportLink, now: number) => link.expiresAt !== null && Date.parse(link.expiresAt) <= now;

function reportLinkColumns(now: number): readonly AdminColumn<ReportLink>[] {
  const { columns } = LIST_COPY;
  return [
    { key: 'influencer', header: columns.influencer, rowHeader: true, cell: (link) => link.influencer },
    { key: 'campaign', header: columns.campaign, cell: (link) => CAMPAIGN_NAMES[link.campaign] },
    { key: 'createdAt', header: columns.createdAt, cell: (link) => <time dateTime={link.createdAt}>{formatDateTime(link.createdAt)}</time> },
    {
      key: 'expiresAt',
      header: columns.expiresAt,
      cell: (link) =>
        link.expiresAt === null ? (
          LIST_COPY.never
        ) : isExpired(link, now) ? (
          <AdminPill $tone="bad">{LIST_COPY.expired}</AdminPill>
        ) : (
          <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>
        ),
    },
    {
      key: 'lastOpenedAt',
      header: columns.lastOpenedAt,
      cell: (link) => (link.lastOpenedAt ? <time dateTime={link.lastOpenedAt}>{formatDateTime(link.lastOpenedAt)}</time> : LIST_COPY.notOpened),
    },
    { key: 'actions', header: columns.actions, hideHeader: true, cell: (link) => <Revoke link={link} /> },
  ];
}

function ReportLinksList() {
  // Expired as of when the list was read, so a render stays pure.
  const query = useGetReportLinksQuery();
  return (
    <Panel aria-label={LIST_COPY.tableLabel}>
      <AdminQueryState query={query} messages={LIST_COPY} isEmpty={(links) => links.length === 0}>
        {(links) => (
          <TableShell>
            <AdminTable table={StyledTable} label={LIST_COPY.tableLabel} columns={reportLinkColumns(query.fulfilledTimeStamp ?? 0)} rows={links} rowKey={(link) => link.id} />
          </TableShell>
        )}
      </AdminQueryState>
    </Panel>
  );
}

/** /admin/report-links: every shared report, its expiry and last open, and revoking it. */
export function ReportLinksPage() {
  return (
    <AdminPage path={paths.adminReportLinks} copy={REPORT_LINKS_COPY}>
      <ReportLinksList />
    </AdminPage>
  );
}
