import { useRef } from 'react';
import { FiAlertTriangle, FiRefreshCw } from 'react-icons/fi';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/use-toast';
import { isApiError } from '../../../lib/api';
import type { SupportMail, SupportRequest } from '../../../lib/api-types';
import { useSendSupportMailAgainMutation } from './lists-api';
import { SUPPORT_DESK_COPY } from './lists-content';
import { AdminToolButton } from '../AdminPanel';
import { formatDateTime } from '../../../components/stats/format';
import { ListPill, mailTone } from './SupportPills';

const COPY = SUPPORT_DESK_COPY;

/** "sent", "failed", "skipped (limit)". */
const mailState = ({ status, skipReason }: SupportMail) => `${COPY.mailStatus[status]}${skipReason ? ` (${COPY.skipReasons[skipReason]})` : ''}`;

const StyledSummary = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledSummaryMail = styled.span<{ $failed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  white-space: nowrap;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : 'inherit')};
  font-weight: ${({ theme, $failed }) => ($failed ? theme.font.weight.bold : 'inherit')};
`;

type MailsProps = { mails: readonly SupportMail[] };

/** A line per mail for the list: "Team: sent", "Receipt: skipped (limit)"; a failed mail in red. */
export function MailSummary({ mails }: MailsProps) {
  if (mails.length === 0) return <StyledSummary>{COPY.noMails}</StyledSummary>;
  return (
    <StyledSummary>
      {mails.map((mail) => (
        <StyledSummaryMail key={mail.kind} $failed={mail.status === 'failed'}>
          {mail.status === 'failed' && <FiAlertTriangle aria-hidden="true" />}
          {`${COPY.mailKinds[mail.kind]}: ${mailState(mail)}`}
        </StyledSummaryMail>
      ))}
    </StyledSummary>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMail = styled.li<{ $failed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-left-width: ${({ $failed }) => ($failed ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMailHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledMailTitle = styled.h4`
  font-size: ${({ theme }) => theme.font.size.sm};
  &:focus {
    outline: none;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const StyledFacts = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
  strong {
    margin-right: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledSendAgain = styled(AdminToolButton)`
  justify-self: start;
`;

type MailDeliveryProps = { requestId: string; mail: SupportMail; onChanged: (request: SupportRequest) => void };

/** One mail in full: its state, attempts and last error, and "Send again" once it has failed. */
function MailDelivery({ requestId, mail, onChanged }: MailDeliveryProps) {
  const [sendAgain, { isLoading }] = useSendSupportMailAgainMutation();
  const { toast } = useToast();
  const title = useRef<HTMLHeadingElement>(null);
  const name = COPY.mailTitles[mail.kind];
  const facts = [
    mail.attempts > 0 && COPY.attempts(mail.attempts),
    // Once sent, the last attempt is the one that sent it.
    mail.sentAt ? COPY.sentAt(formatDateTime(mail.sentAt)) : mail.lastAttemptAt && COPY.lastAttempt(formatDateTime(mail.lastAttemptAt)),
  ].filter(Boolean);

  const onSendAgain = async () => {
    try {
      onChanged(await sendAgain({ id: requestId, kind: mail.kind }).unwrap());
      // The button goes with the failure: keep focus on this mail rather than the page.
      title.current?.focus();
      toast({ title: COPY.sentAgain, description: COPY.sentAgainDetail(name) });
    } catch (failure) {
      toast({ title: COPY.sendAgainFailed, description: (isApiError(failure) && failure.body?.error) || COPY.failedDetail, variant: 'destructive' });
    }
  };

  return (
    <StyledMail $failed={mail.status === 'failed'}>
      <StyledMailHead>
        <StyledMailTitle ref={title} tabIndex={-1}>
          {name} <span>{COPY.mailRecipients[mail.kind]}</span>
        </StyledMailTitle>
        <ListPill $tone={mailTone(mail)}>{COPY.mailStatus[mail.status]}</ListPill>
      </StyledMailHead>
      {facts.length > 0 && <StyledFacts>{facts.join(' · ')}</StyledFacts>}
      {mail.skipReason && <StyledFacts>{COPY.skipReasonsInFull[mail.skipReason]}</StyledFacts>}
      {mail.lastError && (
        <StyledError>
          <strong>{COPY.lastError}:</strong>
          {mail.lastError}
        </StyledError>
      )}
      {mail.status === 'failed' && (
        <StyledSendAgain onClick={() => void onSendAgain()} disabled={isLoading}>
          <FiRefreshCw aria-hidden="true" />
          {isLoading ? COPY.sendingAgain : COPY.sendAgain}
          <span className="visually-hidden">: {name}</span>
        </StyledSendAgain>
      )}
    </StyledMail>
  );
}

type MailDeliveryListProps = MailsProps & Omit<MailDeliveryProps, 'mail'>;

/** Both mails of a request in full, team mail first. */
export function MailDeliveryList({ requestId, mails, onChanged }: MailDeliveryListProps) {
  if (mails.length === 0) return <StyledFacts>{COPY.noMailsInFull}</StyledFacts>;
  return (
    <StyledList>
      {mails.map((mail) => (
        <MailDelivery key={mail.kind} requestId={requestId} mail={mail} onChanged={onChanged} />
      ))}
    </StyledList>
  );
}
