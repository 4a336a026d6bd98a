import styled from 'styled-components';
import { DirectionArrow } from './DirectionArrow';
import { StyledTiles } from './ForecastTiles';
import { compassPoint, formatFeet, formatHour } from './spot-format';
import type { WaveModelEntry } from './spot-types';

/** On phones a wave tile has more to say: the direction goes on its own line, under the values. */
const StyledWaveTiles = styled(StyledTiles)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    li > span:last-child { grid-column: 2 / -1; }
  }
`;

type WaveModelRowProps = { entries: readonly WaveModelEntry[]; labelledBy: string };

/** The nearshore wave model: size in words, height, period and the direction the swell comes from. */
export function WaveModelRow({ entries, labelledBy }: WaveModelRowProps) {
  return (
    <StyledWaveTiles aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.hour}>
          <span>{formatHour(entry.hour)}</span>
          <span>
            <strong>{entry.label}</strong>
            {`${formatFeet(entry.heightFt)} · ${entry.periodS} s`}
          </span>
          <span>
            <DirectionArrow fromDegrees={entry.directionDeg} />
            {`${entry.directionDeg}° ${compassPoint(entry.directionDeg)}`}
          </span>
        </li>
      ))}
    </StyledWaveTiles>
  );
}
