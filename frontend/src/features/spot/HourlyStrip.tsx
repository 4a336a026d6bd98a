import { LuSunrise, LuSunset } from 'react-icons/lu';
import styled from 'styled-components';
import { HOURLY_FIRST_HOUR, HOURLY_LAST_HOUR, TEMPERATURE_BLOCK_HOURS } from './spot-constants';
import { SPOT_COPY } from './spot-content';
import { clockHours, formatClock, formatHour, roundPercent } from './spot-format';
import type { Spot } from './spot-types';

const STRIP_HOURS = HOURLY_LAST_HOUR + 1 - HOURLY_FIRST_HOUR;
const BAR_HEIGHT_PX = 44;

/** Where a time of day falls along the strip, in percent; the strip runs from the start of the first block to the end of the last. */
function stripPercent(hours: number): number {
  return roundPercent(Math.min(100, Math.max(0, ((hours - HOURLY_FIRST_HOUR) / STRIP_HOURS) * 100)));
}

/**
 * The strip's parts are styled from here, by element and data attribute, rather than as one
 * styled component each: the page prints 15 hours and 5 temperature blocks, and the HTML and
 * CSS every visitor downloads stay small (issue 7's budgets).
 */
const StyledStrip = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  ol {
    display: grid;
    grid-template-columns: repeat(${STRIP_HOURS}, minmax(0, 1fr));
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-quality] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    min-width: 0;
    font-size: 0.6875rem;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  [data-quality]::before {
    content: '';
    height: ${BAR_HEIGHT_PX}px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.border};
  }
  [data-quality='good']::before {
    background: ${({ theme }) => theme.colors.teal};
  }
  [data-night] {
    position: absolute;
    top: 0;
    height: ${BAR_HEIGHT_PX}px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.overlay};
    pointer-events: none;
  }
  [data-temperature] {
    padding: ${({ theme }) => theme.spacing(1, 0)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.sand};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.ink};
    text-align: center;
  }
`;

/** Sunrise sits at the start of the strip and sunset at its end on every day of the year, so the labels keep to those sides. */
const StyledSunRow = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.text};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    white-space: nowrap;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
  }
  li::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.overlay};
  }
  li:nth-child(1)::before {
    background: ${({ theme }) => theme.colors.teal};
  }
  li:nth-child(2)::before {
    background: ${({ theme }) => theme.colors.border};
  }
`;

/** Labels every third hour, lined up with the temperature blocks; the others stay readable to screen readers. */
const isLabelledHour = (hour: number) => (hour - HOURLY_FIRST_HOUR) % TEMPERATURE_BLOCK_HOURS === 0;

type HourlyStripProps = { hourly: Spot['hourly'] };

/** Surf quality hour by hour from 6am to 8pm, with night shaded and air temperatures per 3-hour block. */
export function HourlyStrip({ hourly }: HourlyStripProps) {
  const copy = SPOT_COPY.forecast;
  const sunrise = stripPercent(clockHours(hourly.sunrise));
  const sunset = stripPercent(clockHours(hourly.sunset));
  return (
    <StyledStrip>
      <ol aria-label={copy.hourly}>
        {hourly.blocks.map((block) => (
          <li key={block.hour} data-quality={block.quality}>
            <span className={isLabelledHour(block.hour) ? undefined : 'visually-hidden'}>{formatHour(block.hour)}</span>
            <span className="visually-hidden">{block.quality === 'good' ? copy.good : copy.poor}</span>
          </li>
        ))}
      </ol>
      {sunrise > 0 && <span data-night data-testid="night-before-sunrise" style={{ left: 0, width: `${sunrise}%` }} />}
      {sunset < 100 && <span data-night data-testid="night-after-sunset" style={{ left: `${sunset}%`, width: `${roundPercent(100 - sunset)}%` }} />}
      <StyledSunRow>
        <span>
          <LuSunrise size={16} aria-hidden="true" />
          {`${copy.sunrise} ${formatClock(hourly.sunrise)}`}
        </span>
        <span>
          <LuSunset size={16} aria-hidden="true" />
          {`${copy.sunset} ${formatClock(hourly.sunset)}`}
        </span>
      </StyledSunRow>
      <ol aria-label={copy.temperature}>
        {hourly.temperatures.map((block) => (
          <li key={block.startHour} data-temperature style={{ gridColumn: `${block.startHour - HOURLY_FIRST_HOUR + 1} / span ${TEMPERATURE_BLOCK_HOURS}` }}>
            <span className="visually-hidden">{`${formatHour(block.startHour)} to ${formatHour(block.startHour + TEMPERATURE_BLOCK_HOURS)}: `}</span>
            {`${block.fahrenheit}°F`}
          </li>
        ))}
      </ol>
      <StyledLegend aria-hidden="true">
        <li>{copy.good}</li>
        <li>{copy.poor}</li>
        <li>{copy.night}</li>
      </StyledLegend>
    </StyledStrip>
  );
}
