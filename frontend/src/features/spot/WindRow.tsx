import { ForecastTile, StyledTiles } from './ForecastTiles';
import type { WindEntry } from './spot-types';

type WindRowProps = { entries: readonly WindEntry[]; labelledBy: string };

/** Wind speed and the direction it blows from, per time block. */
export function WindRow({ entries, labelledBy }: WindRowProps) {
  return (
    <StyledTiles aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <ForecastTile key={entry.hour} hour={entry.hour} directionDeg={entry.directionDeg}>
          <strong>{`${entry.speedMph} mph`}</strong>
        </ForecastTile>
      ))}
    </StyledTiles>
  );
}
