import { FiSend } from 'react-icons/fi';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/api';
import type { DigestSettings } from '../../../lib/api-types';
import { AdminPage } from '../AdminPage';
import { AdminQueryState, AdminStateMessage, AdminToolButton } from '../AdminPanel';
import { Panel, PanelText, PanelTitle } from '../../../components/ui/Panel';
import { formatDateTime } from '../../../components/stats/format';
import { DIGEST_COPY } from './digest-content';
import { useGetDigestSettingsQuery, useSendDigestPreviewMutation } from './digest-api';

const StyledRecipients = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  li {
    padding: ${({ theme }) => theme.spacing(1, 3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    word-break: break-all;
  }
`;

const StyledSend = styled(AdminToolButton)`
  align-self: flex-start;
`;

const COPY = DIGEST_COPY;

function refusalOf(error: unknown): string {
  const code = errorCodeOf(error);
  return code && code in COPY.previewRefused ? COPY.previewRefused[code as keyof typeof COPY.previewRefused] : COPY.previewFailed;
}

function PreviewButton() {
  const [sendPreview, { data, error, isLoading, isSuccess, isError }] = useSendDigestPreviewMutation();
  return (
    <>
      <StyledSend onClick={() => void sendPreview()} disabled={isLoading}>
        <FiSend aria-hidden="true" />
        {isLoading ? COPY.sending : COPY.sendPreview}
      </StyledSend>
      {isSuccess && data && <AdminStateMessage>{COPY.previewSent(data.week, data.recipients.join(', '))}</AdminStateMessage>}
      {isError && <AdminStateMessage tone="error">{refusalOf(error)}</AdminStateMessage>}
    </>
  );
}

function Settings({ recipients, timeZone, nextRunAt }: DigestSettings) {
  return (
    <>
      <PanelTitle>{COPY.recipientsTitle}</PanelTitle>
      {recipients.length > 0 ? (
        <StyledRecipients>
          {recipients.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </StyledRecipients>
      ) : (
        <PanelText>{COPY.noRecipients}</PanelText>
      )}
      <PanelText>
        {COPY.timeZone(timeZone)} {nextRunAt ? COPY.nextRun(formatDateTime(nextRunAt)) : COPY.notScheduled}
      </PanelText>
      <PreviewButton />
    </>
  );
}

/** Inside the gate, so that the settings are read once logged in. */
function DigestSettingsPanel() {
  const query = useGetDigestSettingsQuery();
  return (
    <Panel aria-label={COPY.panelLabel}>
      <AdminQueryState query={query} messages={{ loading: COPY.loading, failed: COPY.failed, empty: '' }} isEmpty={() => false}>
        {(settings) => <Settings {...settings} />}
      </AdminQueryState>
    </Panel>
  );
}

/** /admin/digest: the weekly digest's recipients and next run, and a preview sent to them now. */
export function DigestPage() {
  return (
    <AdminPage path={paths.adminDigest} copy={DIGEST_COPY}>
      <DigestSettingsPanel />
    </AdminPage>
  );
}
