import styled from 'styled-components';

/** A short label on a soft teal pill: a policy's effective date, a report's campaign, the visitors right now. */
export const Pill = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
