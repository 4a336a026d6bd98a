import styled from 'styled-components';
import type { SupportPriority } from '../../../lib/api-types';
import { supportPriorityLabel } from '../../../lib/support';
import { AdminPill, type PillTone } from '../AdminPanel';

/** Louder as a request gets more urgent; a priority this build does not know stays calm. */
const PRIORITY_TONES: Partial<Record<SupportPriority, PillTone>> = { urgent: 'alarm', high: 'bad', medium: 'warning' };

const StyledPill = styled(AdminPill)`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(0.5, 2.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

type PriorityPillProps = { priority: SupportPriority };

/** A support request's priority, louder as it gets more urgent. */
export function PriorityPill({ priority }: PriorityPillProps) {
  return <StyledPill $tone={PRIORITY_TONES[priority] ?? 'calm'}>{supportPriorityLabel(priority)}</StyledPill>;
}
