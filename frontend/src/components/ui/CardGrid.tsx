import styled from 'styled-components';
import { media } from '../../styles/theme';

/** A list of cards: one column on phones, two on tablets, `$columns` on desktops. */
export const CardGrid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

/** A white card of a CardGrid; `$compact` for rows of four. */
export const Card = styled.li<{ $compact?: boolean }>`
  height: 100%;
  padding: ${({ theme, $compact }) => theme.spacing($compact ? 7 : 8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: ${({ theme, $compact }) => theme.spacing($compact ? 4 : 5, 0, $compact ? 2 : 3)};
    font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.lg : theme.font.size.xl)};
  }
  p {
    line-height: 1.65;
  }
`;
