import styled from 'styled-components';
import type { SupportMail, SupportPriority, SupportRequestStatus } from '../../../lib/api-types';
import { supportPriorityLabel } from '../../../lib/support';
import { AdminPill, type PillTone } from '../AdminPanel';
import { SUPPORT_DESK_COPY } from './lists-content';

/** Louder as a request gets more urgent; a priority this build does not know stays calm. */
const PRIORITY_TONES: Partial<Record<SupportPriority, PillTone>> = { urgent: 'alarm', high: 'bad', medium: 'warning' };

/** Open asks for work, answered waits on the visitor, closed is done. */
const STATUS_TONES: Record<SupportRequestStatus, PillTone> = { open: 'warning', answered: 'good', closed: 'calm' };

/** Failed asks for "send again"; a mail still retrying, or one the API could not send at all, is worth a look. */
export function mailTone({ status, attempts, skipReason }: SupportMail): PillTone {
  if (status === 'failed') return 'bad';
  if (status === 'sent') return 'good';
  if ((status === 'queued' && attempts > 0) || skipReason === 'no-transport') return 'warning';
  return 'calm';
}

/** The small pill of the support list and dialog. */
export const ListPill = styled(AdminPill)`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(0.5, 2.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  &::first-letter {
    text-transform: uppercase;
  }
`;

type PriorityPillProps = { priority: SupportPriority };

/** A support request's priority, louder as it gets more urgent. */
export function PriorityPill({ priority }: PriorityPillProps) {
  return <ListPill $tone={PRIORITY_TONES[priority] ?? 'calm'}>{supportPriorityLabel(priority)}</ListPill>;
}

type StatusPillsProps = { status: SupportRequestStatus; overdue: boolean };

/** A request's status, and "Overdue" beside it once an open request has passed the promised answer time. */
export function StatusPills({ status, overdue }: StatusPillsProps) {
  return (
    <>
      <ListPill $tone={STATUS_TONES[status]}>{SUPPORT_DESK_COPY.status[status]}</ListPill>
      {overdue && <ListPill $tone="alarm">{SUPPORT_DESK_COPY.overdue}</ListPill>}
    </>
  );
}
