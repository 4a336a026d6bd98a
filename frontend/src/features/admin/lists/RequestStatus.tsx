import { useRef } from 'react';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/use-toast';
import { isApiError } from '../../../lib/api';
import type { SupportRequest, SupportRequestStatus } from '../../../lib/api-types';
import { useSetSupportRequestStatusMutation } from './lists-api';
import { SUPPORT_DESK_COPY } from './lists-content';
import { AdminToolButton } from '../AdminPanel';
import { formatDateTime } from '../../../components/stats/format';
import { StatusPills } from './SupportPills';

const COPY = SUPPORT_DESK_COPY;

/** The buttons each status offers, the likeliest next step first. */
const NEXT_STATUSES: Record<SupportRequestStatus, readonly SupportRequestStatus[]> = { open: ['answered', 'closed'], answered: ['closed', 'open'], closed: ['open', 'answered'] };

const StyledPills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledFacts = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:focus {
    outline: none;
  }
`;

const StyledDue = styled.p<{ $overdue: boolean }>`
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : 'inherit')};
  font-weight: ${({ theme, $overdue }) => ($overdue ? theme.font.weight.semibold : 'inherit')};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

type RequestStatusProps = { request: SupportRequest; onChanged: (request: SupportRequest) => void };

/** Where a request stands, who set it and when, and the buttons that move it on. */
export function RequestStatus({ request, onChanged }: RequestStatusProps) {
  const [setStatus, { isLoading, originalArgs }] = useSetSupportRequestStatusMutation();
  const { toast } = useToast();
  const facts = useRef<HTMLDivElement>(null);
  const { status, overdue, statusChangedAt, statusChangedBy, answerDueAt } = request;

  const onSet = async (next: SupportRequestStatus) => {
    try {
      onChanged(await setStatus({ id: request.id, status: next }).unwrap());
      // The button pressed is gone with the old status: focus what it changed.
      facts.current?.focus();
      toast({ title: COPY.changed[next], description: request.subject });
    } catch (failure) {
      toast({ title: COPY.statusFailed, description: (isApiError(failure) && failure.body?.error) || COPY.failedDetail, variant: 'destructive' });
    }
  };

  return (
    <>
      <StyledPills>
        <StatusPills status={status} overdue={overdue} />
      </StyledPills>
      <StyledFacts ref={facts} tabIndex={-1}>
        <p>{statusChangedAt && statusChangedBy ? COPY.changedBy(COPY.changed[status], statusChangedBy, formatDateTime(statusChangedAt)) : COPY.neverChanged}</p>
        {status === 'open' && <StyledDue $overdue={overdue}>{(overdue ? COPY.answerWasDue : COPY.answerDue)(formatDateTime(answerDueAt))}</StyledDue>}
      </StyledFacts>
      <StyledActions role="group" aria-label={COPY.actionsLabel}>
        {NEXT_STATUSES[status].map((next) => (
          <AdminToolButton key={next} onClick={() => void onSet(next)} disabled={isLoading}>
            {isLoading && originalArgs?.status === next ? COPY.saving : COPY.actions[next]}
          </AdminToolButton>
        ))}
      </StyledActions>
    </>
  );
}
