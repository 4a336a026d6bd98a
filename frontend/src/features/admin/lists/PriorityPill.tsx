import styled, { css } from 'styled-components';
import { supportPriorityLabel } from '../../../lib/support';

const StyledPill = styled.span<{ $priority: string }>`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(0.5, 2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  ${({ theme, $priority }) => {
    switch ($priority) {
      case 'urgent':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.white};
        `;
      case 'high':
        return css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `;
      case 'medium':
        return css`
          background: ${theme.colors.warningSoft};
          color: ${theme.colors.warning};
        `;
      default:
        return css`
          background: ${theme.colors.tealSoft};
          color: ${theme.colors.tealDeep};
        `;
    }
  }}
`;

type PriorityPillProps = { priority: string };

/** A support request's priority, louder as it gets more urgent. */
export function PriorityPill({ priority }: PriorityPillProps) {
  return <StyledPill $priority={priority}>{supportPriorityLabel(priority)}</StyledPill>;
}
