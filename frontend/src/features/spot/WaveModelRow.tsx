import { DirectionArrow } from './DirectionArrow';
import { StyledTile, StyledTileDirectionBelow, StyledTileMain, StyledTiles, StyledTileTime } from './ForecastTiles';
import { compassPoint, formatFeet, formatHour } from './spot-format';
import type { WaveModelEntry } from './spot-types';

type WaveModelRowProps = { entries: readonly WaveModelEntry[]; labelledBy: string };

/** The nearshore wave model: size in words, height, period and the direction the swell comes from. */
export function WaveModelRow({ entries, labelledBy }: WaveModelRowProps) {
  return (
    <StyledTiles aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <StyledTile key={entry.hour} data-testid="wave-model-entry">
          <StyledTileTime>{formatHour(entry.hour)}</StyledTileTime>
          <StyledTileMain>
            <strong>{entry.label}</strong>
            <span>
              {formatFeet(entry.heightFt)} · {entry.periodS} s
            </span>
          </StyledTileMain>
          <StyledTileDirectionBelow>
            <DirectionArrow fromDegrees={entry.directionDeg} />
            {entry.directionDeg}° {compassPoint(entry.directionDeg)}
          </StyledTileDirectionBelow>
        </StyledTile>
      ))}
    </StyledTiles>
  );
}
