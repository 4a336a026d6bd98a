import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { DirectionArrow } from './DirectionArrow';
import { compassPoint, formatHour } from './spot-format';

/**
 * A row of forecast tiles, one per time block: stacked as lines on phones, side by side from
 * tablets up. Each tile holds its time, its values (a strong line and an optional detail) and its
 * direction, in that order; they are styled from here by position, as the row repeats them.
 */
export const StyledTiles = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  li {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1, 3)};
    padding: ${({ theme }) => theme.spacing(2.5, 3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.foam};
  }
  li > span:first-child {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  li > span:nth-child(2) {
    display: flex;
    flex-direction: column;
    line-height: 1.3;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  li > span:last-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
    li {
      grid-template-columns: 1fr;
      justify-items: center;
      text-align: center;
    }
  }
`;

type ForecastTileProps = { hour: number; directionDeg: number; children: ReactNode };

/** One tile of a row: its time, its values, and the direction the swell or wind comes from. */
export function ForecastTile({ hour, directionDeg, children }: ForecastTileProps) {
  return (
    <li>
      <span>{formatHour(hour)}</span>
      <span>{children}</span>
      <span>
        <DirectionArrow fromDegrees={directionDeg} />
        {`${directionDeg}° ${compassPoint(directionDeg)}`}
      </span>
    </li>
  );
}
