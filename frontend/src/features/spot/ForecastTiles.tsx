import styled from 'styled-components';
import { media } from '../../styles/theme';

/** A row of forecast tiles, one per time block: stacked as lines on phones, side by side from tablets up. */
export const StyledTiles = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} { grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); }
`;

export const StyledTile = styled.li`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  padding: ${({ theme }) => theme.spacing(2.5, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
  ${media.sm} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
  }
`;

export const StyledTileTime = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledTileMain = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  white-space: nowrap;
  strong { color: ${({ theme }) => theme.colors.ink}; font-size: ${({ theme }) => theme.font.size.sm}; }
  span { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.text}; }
`;

export const StyledTileDirection = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** On phones a tile with more to say puts the direction on its own line, under the values. */
export const StyledTileDirectionBelow = styled(StyledTileDirection)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    grid-column: 2 / -1;
  }
`;
