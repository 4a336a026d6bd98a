import { DirectionArrow } from './DirectionArrow';
import { StyledTiles } from './ForecastTiles';
import { compassPoint, formatHour } from './spot-format';
import type { WindEntry } from './spot-types';

type WindRowProps = { entries: readonly WindEntry[]; labelledBy: string };

/** Wind speed and the direction it blows from, per time block. */
export function WindRow({ entries, labelledBy }: WindRowProps) {
  return (
    <StyledTiles aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.hour}>
          <span>{formatHour(entry.hour)}</span>
          <span>
            <strong>{`${entry.speedMph} mph`}</strong>
          </span>
          <span>
            <DirectionArrow fromDegrees={entry.directionDeg} />
            {`${entry.directionDeg}° ${compassPoint(entry.directionDeg)}`}
          </span>
        </li>
      ))}
    </StyledTiles>
  );
}
