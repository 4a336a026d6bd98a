import { DirectionArrow } from './DirectionArrow';
import { StyledTile, StyledTileDirection, StyledTileMain, StyledTiles, StyledTileTime } from './ForecastTiles';
import { compassPoint, formatHour } from './spot-format';
import type { WindEntry } from './spot-types';

type WindRowProps = { entries: readonly WindEntry[]; labelledBy: string };

/** Wind speed and the direction it blows from, per time block. */
export function WindRow({ entries, labelledBy }: WindRowProps) {
  return (
    <StyledTiles aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <StyledTile key={entry.hour} data-testid="wind-entry">
          <StyledTileTime>{formatHour(entry.hour)}</StyledTileTime>
          <StyledTileMain>
            <strong>{entry.speedMph} mph</strong>
          </StyledTileMain>
          <StyledTileDirection>
            <DirectionArrow fromDegrees={entry.directionDeg} />
            {entry.directionDeg}° {compassPoint(entry.directionDeg)}
          </StyledTileDirection>
        </StyledTile>
      ))}
    </StyledTiles>
  );
}
