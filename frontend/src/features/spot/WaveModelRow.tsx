import styled from 'styled-components';
import { ForecastTile, StyledTiles } from './ForecastTiles';
import { formatFeet } from './spot-format';
import type { WaveModelEntry } from './spot-types';

/** On phones a wave tile has more to say: the direction goes on its own line, under the values. */
const StyledWaveTiles = styled(StyledTiles)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    li > span:last-child {
      grid-column: 2 / -1;
    }
  }
`;

type WaveModelRowProps = { entries: readonly WaveModelEntry[]; labelledBy: string };

/** The nearshore wave model: size in words, height, period and the direction the swell comes from. */
export function WaveModelRow({ entries, labelledBy }: WaveModelRowProps) {
  return (
    <StyledWaveTiles aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <ForecastTile key={entry.hour} hour={entry.hour} directionDeg={entry.directionDeg}>
          <strong>{entry.label}</strong>
          {`${formatFeet(entry.heightFt)} · ${entry.periodS} s`}
        </ForecastTile>
      ))}
    </StyledWaveTiles>
  );
}
