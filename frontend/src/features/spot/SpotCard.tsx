import styled from 'styled-components';
import { media } from '../../styles/theme';

/** The white card every block of the spot page sits on. */
export const StyledSpotCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(5, 4)};
  ${media.sm} {
    padding: ${({ theme }) => theme.spacing(5)};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** The small upper-case card title of the spot page ("CURRENT CONDITIONS"). */
export const StyledCardTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.tealDeep};
  svg {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** A sub-heading inside the forecast card. */
export const StyledSubTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
