import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/use-toast';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import type { InstallImport, InstallPreview } from '../../../lib/api-types';
import { INSTALL_FILE_MAX_BYTES } from '../../../lib/contract';
import { AdminPage } from '../AdminPage';
import { Panel, PanelHeader, PanelText, PanelTitle } from '../../../components/ui/Panel';
import { AdminQueryState } from '../AdminPanel';
import { ConfirmedAction } from '../ConfirmedAction';
import { AdminTable, type AdminColumn } from '../admin-table';
import { formatCount, formatDateTime, formatShortDay } from '../../../components/stats/format';
import { FileDrop } from './FileDrop';
import { InstallFileCard, type PickedFile } from './InstallFileCard';
import { useApplyInstallFileMutation, useGetInstallImportsQuery, usePreviewInstallFileMutation, useRemoveInstallImportMutation } from './installs-api';
import { DROP_COPY, FILE_COPY, IMPORTS_COPY, INSTALLS_COPY, STORE_NAMES } from './installs-content';

const StyledFiles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Positioned, so the hidden header of the actions (absolute) stays inside and scrolls with the table. */
const StyledScroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 880px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2.5, 2.5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody th {
    min-width: 20ch;
    max-width: 30ch;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: normal;
    overflow-wrap: anywhere;
  }
  code {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const messageOf = (error: unknown) => (isApiError(error) && error.body?.error) || FILE_COPY.failed;

function Remove({ entry }: { entry: InstallImport }) {
  const [remove] = useRemoveInstallImportMutation();
  const { toast } = useToast();
  const copy = {
    action: IMPORTS_COPY.remove,
    actionLabel: IMPORTS_COPY.removeLabel(entry.fileName),
    confirm: IMPORTS_COPY.confirm,
    confirmLabel: IMPORTS_COPY.confirmLabel(entry.fileName),
    cancel: IMPORTS_COPY.cancel,
  };
  const onConfirm = () =>
    remove(entry.id)
      .unwrap()
      .then(() => toast({ title: IMPORTS_COPY.removed, description: IMPORTS_COPY.removedDetail(entry.fileName) }))
      .catch(() => toast({ title: IMPORTS_COPY.removeFailed, description: IMPORTS_COPY.removeFailedDetail, variant: 'destructive' }));
  return <ConfirmedAction copy={copy} onConfirm={onConfirm} />;
}

const { columns } = IMPORTS_COPY;
const IMPORT_COLUMNS: readonly AdminColumn<InstallImport>[] = [
  { key: 'fileName', header: columns.fileName, rowHeader: true, cell: (entry) => entry.fileName },
  { key: 'store', header: columns.store, cell: (entry) => STORE_NAMES[entry.store] },
  {
    key: 'days',
    header: columns.days,
    cell: (entry) => <span title={IMPORTS_COPY.dayCount(entry.days)}>{IMPORTS_COPY.dayRange(formatShortDay(entry.firstDay), formatShortDay(entry.lastDay))}</span>,
  },
  { key: 'rows', header: columns.rows, cell: (entry) => formatCount(entry.rows) },
  { key: 'installs', header: columns.installs, cell: (entry) => formatCount(entry.installs) },
  { key: 'size', header: columns.size, cell: (entry) => IMPORTS_COPY.size(entry.size) },
  { key: 'sha256', header: columns.sha256, cell: (entry) => <code title={entry.sha256}>{entry.sha256.slice(0, 8)}</code> },
  { key: 'importedAt', header: columns.importedAt, cell: (entry) => <time dateTime={entry.importedAt}>{formatDateTime(entry.importedAt)}</time> },
  { key: 'actions', header: columns.actions, hideHeader: true, cell: (entry) => <Remove entry={entry} /> },
];

function ImportsList() {
  const query = useGetInstallImportsQuery();
  return (
    <Panel aria-label={IMPORTS_COPY.tableLabel}>
      <PanelHeader>
        <div>
          <PanelTitle>{IMPORTS_COPY.title}</PanelTitle>
          <PanelText>{IMPORTS_COPY.text}</PanelText>
        </div>
      </PanelHeader>
      <AdminQueryState query={query} messages={IMPORTS_COPY} isEmpty={(imports) => imports.length === 0}>
        {(imports) => (
          <StyledScroller>
            <AdminTable table={StyledTable} label={IMPORTS_COPY.tableLabel} columns={IMPORT_COLUMNS} rows={imports} rowKey={(entry) => String(entry.id)} />
          </StyledScroller>
        )}
      </AdminQueryState>
    </Panel>
  );
}

/** The files picked on this visit: each previewed as it arrives, applied one by one. */
function FileImports() {
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const counter = useRef(0);
  const [preview] = usePreviewInstallFileMutation();
  const [apply] = useApplyInstallFileMutation();
  const { toast } = useToast();
  const update = (key: string, change: Partial<PickedFile>) => setPicked((files) => files.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const onFiles = (files: File[]) => {
    const added = files.map((file): PickedFile => {
      counter.current += 1;
      const tooLarge = file.size > INSTALL_FILE_MAX_BYTES;
      return { key: `${counter.current}`, file, status: tooLarge ? 'failed' : 'reading', ...(tooLarge ? { error: FILE_COPY.tooLarge } : {}) };
    });
    setPicked((current) => [...added, ...current]);
    for (const entry of added.filter(({ status }) => status === 'reading')) {
      preview(entry.file)
        .unwrap()
        .then((shown: InstallPreview) => update(entry.key, { status: 'ready', preview: shown }))
        .catch((error: unknown) => update(entry.key, { status: 'failed', error: messageOf(error) }));
    }
  };

  const onApply = (entry: PickedFile) => {
    update(entry.key, { status: 'applying', error: undefined });
    apply(entry.file)
      .unwrap()
      .then((shown: InstallPreview) => update(entry.key, { status: 'applied', preview: shown }))
      .catch((error: unknown) => {
        update(entry.key, { status: 'ready', error: messageOf(error) });
        toast({ title: FILE_COPY.applyFailed, description: messageOf(error), variant: 'destructive' });
      });
  };

  return (
    <Panel aria-label={DROP_COPY.panel}>
      <FileDrop onFiles={onFiles} />
      {picked.length > 0 && (
        <StyledFiles>
          {picked.map((entry) => (
            <InstallFileCard key={entry.key} picked={entry} onApply={() => onApply(entry)} onDiscard={() => setPicked((files) => files.filter(({ key }) => key !== entry.key))} />
          ))}
        </StyledFiles>
      )}
    </Panel>
  );
}

/** /admin/installs: the stores' install reports, previewed then applied, and every import with its removal. */
export function InstallsPage() {
  return (
    <AdminPage path={paths.adminInstalls} copy={INSTALLS_COPY}>
      <FileImports />
      <ImportsList />
    </AdminPage>
  );
}
