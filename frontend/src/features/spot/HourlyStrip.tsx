import { WiSunrise, WiSunset } from 'react-icons/wi';
import styled from 'styled-components';
import { HOURLY_FIRST_HOUR, HOURLY_LAST_HOUR, TEMPERATURE_BLOCK_HOURS } from './spot-constants';
import { SPOT_COPY } from './spot-copy';
import { clockHours, formatClock, formatHour } from './spot-format';
import type { Spot, SurfQuality } from './spot-types';

const STRIP_HOURS = HOURLY_LAST_HOUR + 1 - HOURLY_FIRST_HOUR;
const BAR_HEIGHT_PX = 44;

/** Where a time of day falls along the strip, in percent; the strip runs from the start of the first block to the end of the last. */
function stripPercent(hours: number): number {
  return Math.min(100, Math.max(0, ((hours - HOURLY_FIRST_HOUR) / STRIP_HOURS) * 100));
}

const StyledStrip = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledBars = styled.div`
  position: relative;
`;

const StyledHours = styled.ol`
  display: grid;
  grid-template-columns: repeat(${STRIP_HOURS}, minmax(0, 1fr));
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledHour = styled.li`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const StyledBar = styled.span<{ $quality: SurfQuality }>`
  height: ${BAR_HEIGHT_PX}px;
  border-radius: 4px;
  background: ${({ theme, $quality }) => ($quality === 'good' ? theme.colors.teal : theme.colors.border)};
`;

const StyledHourLabel = styled.span`
  font-size: 0.6875rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** Darkens the hours before sunrise and after sunset, over the bars only. */
const StyledNight = styled.span`
  position: absolute;
  top: 0;
  height: ${BAR_HEIGHT_PX}px;
  background: ${({ theme }) => theme.colors.overlay};
  border-radius: 4px;
  pointer-events: none;
`;

/** Sunrise sits at the start of the strip and sunset at its end on every day of the year, so the labels keep to those sides. */
const StyledSunRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledSun = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.warning}; }
`;

const StyledTemperatures = styled.ol`
  display: grid;
  grid-template-columns: repeat(${STRIP_HOURS}, minmax(0, 1fr));
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTemperature = styled.li<{ $start: number }>`
  grid-column: ${({ $start }) => $start - HOURLY_FIRST_HOUR + 1} / span ${TEMPERATURE_BLOCK_HOURS};
  padding: ${({ theme }) => theme.spacing(1, 0)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.sand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  text-align: center;
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.spacing(1.5)}; }
`;

const StyledSwatch = styled.span<{ $kind: SurfQuality | 'night' }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ theme, $kind }) => ($kind === 'good' ? theme.colors.teal : $kind === 'poor' ? theme.colors.border : theme.colors.overlay)};
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
      <StyledBars>
        <StyledHours aria-label={copy.hourly}>
          {hourly.blocks.map((block) => (
            <StyledHour key={block.hour} data-testid="hour-block" data-quality={block.quality}>
              <StyledBar $quality={block.quality} aria-hidden="true" />
              <StyledHourLabel className={isLabelledHour(block.hour) ? undefined : 'visually-hidden'}>{formatHour(block.hour)}</StyledHourLabel>
              <span className="visually-hidden">{block.quality === 'good' ? copy.good : copy.poor}</span>
            </StyledHour>
          ))}
        </StyledHours>
        {sunrise > 0 && <StyledNight data-testid="night-before-sunrise" style={{ left: 0, width: `${sunrise}%` }} />}
        {sunset < 100 && <StyledNight data-testid="night-after-sunset" style={{ left: `${sunset}%`, width: `${100 - sunset}%` }} />}
      </StyledBars>
      <StyledSunRow>
        <StyledSun>
          <WiSunrise size={20} aria-hidden="true" />
          {copy.sunrise} {formatClock(hourly.sunrise)}
        </StyledSun>
        <StyledSun>
          <WiSunset size={20} aria-hidden="true" />
          {copy.sunset} {formatClock(hourly.sunset)}
        </StyledSun>
      </StyledSunRow>
      <StyledTemperatures aria-label={copy.temperature}>
        {hourly.temperatures.map((block) => (
          <StyledTemperature key={block.startHour} $start={block.startHour} data-testid="temperature-block">
            <span className="visually-hidden">
              {formatHour(block.startHour)} to {formatHour(block.startHour + TEMPERATURE_BLOCK_HOURS)}:{' '}
            </span>
            {block.fahrenheit}°F
          </StyledTemperature>
        ))}
      </StyledTemperatures>
      <StyledLegend aria-hidden="true">
        <li>
          <StyledSwatch $kind="good" />
          {copy.good}
        </li>
        <li>
          <StyledSwatch $kind="poor" />
          {copy.poor}
        </li>
        <li>
          <StyledSwatch $kind="night" />
          {copy.night}
        </li>
      </StyledLegend>
    </StyledStrip>
  );
}
