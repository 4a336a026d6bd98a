import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import type { InstallPreview } from '../../../lib/api-types';
import { formatCount, formatDateTime, formatShortDay } from '../../../components/stats/format';
import { AdminPill, AdminToolButton } from '../AdminPanel';
import { FILE_COPY, STORE_NAMES, UNATTRIBUTED_SHOWN } from './installs-content';

/** A file the admin picked, from its preview to its import. */
export type PickedFile = {
  key: string;
  file: File;
  status: 'reading' | 'ready' | 'failed' | 'applying' | 'applied';
  preview?: InstallPreview;
  error?: string;
};

const StyledCard = styled.article<{ $failed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-left: 4px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.teal)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
`;

const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    min-width: 0;
    margin-right: auto;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing(3, 4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const StyledNote = styled.p<{ $tone?: 'error' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $tone }) => ($tone === 'error' ? theme.font.weight.semibold : theme.font.weight.regular)};
`;

const StyledUnattributed = styled.table`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(1.5, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
  td,
  thead th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.warning};
    font-family: ${({ theme }) => theme.font.family};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

function Unattributed({ preview }: { preview: InstallPreview }) {
  const shown = preview.unattributed.slice(0, UNATTRIBUTED_SHOWN);
  const hidden = preview.unattributed.length - shown.length;
  return (
    <StyledUnattributed aria-label={FILE_COPY.unattributedLabel(preview.fileName)}>
      <caption>{FILE_COPY.unattributedTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{FILE_COPY.unattributedColumns.value}</th>
          <th scope="col">{FILE_COPY.unattributedColumns.installs}</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((entry) => (
          <tr key={entry.value}>
            <th scope="row">
              {entry.value || FILE_COPY.noCampaign}
              {entry.influencers.length > 1 && <small>{FILE_COPY.shared(entry.influencers)}</small>}
            </th>
            <td>{formatCount(entry.installs)}</td>
          </tr>
        ))}
        {hidden > 0 && (
          <tr>
            <th scope="row">{FILE_COPY.more(hidden)}</th>
            <td>{formatCount(preview.unattributed.slice(UNATTRIBUTED_SHOWN).reduce((sum, entry) => sum + entry.installs, 0))}</td>
          </tr>
        )}
      </tbody>
    </StyledUnattributed>
  );
}

type InstallFileCardProps = { picked: PickedFile; onApply: () => void; onDiscard: () => void };

/** One picked file: what it holds before anything is stored, then applying it. */
export function InstallFileCard({ picked, onApply, onDiscard }: InstallFileCardProps) {
  const { file, status, preview, error } = picked;
  const imported = preview?.imported;
  return (
    <StyledCard $failed={status === 'failed'} aria-label={file.name}>
      <StyledHead>
        <h3>{file.name}</h3>
        {preview && <AdminPill $tone="calm">{STORE_NAMES[preview.store]}</AdminPill>}
        {status === 'applied' && <AdminPill $tone="good">{FILE_COPY.applied}</AdminPill>}
      </StyledHead>
      {status === 'reading' && <StyledNote role="status">{FILE_COPY.reading}</StyledNote>}
      {error && (
        <StyledNote $tone="error" role="alert">
          {error}
        </StyledNote>
      )}
      {preview && (
        <>
          <StyledFigures>
            <div>
              <dt>{FILE_COPY.figures.app}</dt>
              <dd>{preview.app}</dd>
            </div>
            <div>
              <dt>{FILE_COPY.figures.days}</dt>
              <dd>{FILE_COPY.dayRange(formatShortDay(preview.firstDay), formatShortDay(preview.lastDay), preview.days)}</dd>
            </div>
            <div>
              <dt>{FILE_COPY.figures.rows}</dt>
              <dd>{formatCount(preview.rows)}</dd>
            </div>
            <div>
              <dt>{FILE_COPY.figures.installs}</dt>
              <dd>{formatCount(preview.installs)}</dd>
            </div>
            <div>
              <dt>{FILE_COPY.figures.credited}</dt>
              <dd>{FILE_COPY.credited(formatCount(preview.attributedInstalls), preview.influencers)}</dd>
            </div>
          </StyledFigures>
          {preview.unattributed.length > 0 && (
            <>
              <Unattributed preview={preview} />
              <StyledNote>{FILE_COPY.unattributedNote}</StyledNote>
            </>
          )}
          {imported && (
            <StyledNote>
              {status === 'applied' ? FILE_COPY.appliedNote(formatDateTime(imported.importedAt)) : FILE_COPY.alreadyImported(formatDateTime(imported.importedAt))}
            </StyledNote>
          )}
        </>
      )}
      <StyledActions>
        {preview && status !== 'applied' && !imported && (
          <Button disabled={status === 'applying'} onClick={onApply}>
            {status === 'applying' ? FILE_COPY.applying : FILE_COPY.apply}
          </Button>
        )}
        <AdminToolButton aria-label={FILE_COPY.discardLabel(file.name)} disabled={status === 'applying'} onClick={onDiscard}>
          {FILE_COPY.discard}
        </AdminToolButton>
      </StyledActions>
    </StyledCard>
  );
}
