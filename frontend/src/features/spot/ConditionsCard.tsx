import { useId } from 'react';
import { LuThermometer, LuTrendingDown, LuTrendingUp, LuWaves, LuWind } from 'react-icons/lu';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { DirectionArrow } from './DirectionArrow';
import { StyledCardTitle, StyledSpotCard } from './SpotCard';
import { SPOT_COPY } from './spot-content';
import { compassPoint, formatFeet } from './spot-format';
import type { Conditions, TideDirection } from './spot-types';

/** The four readings, each a tile: its name with an icon, its value in bold, and a detail under it. */
const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3, 4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.foam};
  }
  dt,
  dd > span {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    svg {
      color: ${({ theme }) => theme.colors.teal};
    }
  }
  dd {
    margin: 0;
  }
  dd > span {
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  strong {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.ink};
  }
  strong span {
    padding: ${({ theme }) => theme.spacing(0.5, 2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.tealSoft};
    color: ${({ theme }) => theme.colors.tealDeep};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const TIDE_DIRECTION_LABEL: Record<TideDirection, string> = { incoming: 'Incoming', outgoing: 'Outgoing' };

function optimalTideNote({ minFt, maxFt, directions }: Conditions['optimalTide']): string {
  return `${SPOT_COPY.conditions.optimalTide}: ${minFt} to ${maxFt} ft, ${directions.join(' or ')}`;
}

type ConditionsCardProps = { conditions: Conditions };

export function ConditionsCard({ conditions }: ConditionsCardProps) {
  const titleId = useId();
  const { surf, wind, tide, optimalTide, temperatures } = conditions;
  const copy = SPOT_COPY.conditions;
  return (
    <StyledSpotCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>{copy.title}</StyledCardTitle>
      <StyledStats>
        <div>
          <dt>
            <LuWaves aria-hidden="true" />
            {copy.surf}
          </dt>
          <dd>
            <strong>{surf.words}</strong>
            <span>{surf.rangeFt}</span>
          </dd>
        </div>
        <div>
          <dt>
            <LuWind aria-hidden="true" />
            {copy.wind}
          </dt>
          <dd>
            <strong>{`${wind.speedMph} mph ${compassPoint(wind.directionDeg)}`}</strong>
            <span>
              {`from ${wind.directionDeg}°`}
              <DirectionArrow fromDegrees={wind.directionDeg} size={14} />
            </span>
          </dd>
        </div>
        <div>
          <dt>
            {tide.direction === 'incoming' ? <LuTrendingUp aria-hidden="true" /> : <LuTrendingDown aria-hidden="true" />}
            {copy.tide}
          </dt>
          <dd>
            <strong>
              {formatFeet(tide.heightFt)}
              <span>{TIDE_DIRECTION_LABEL[tide.direction]}</span>
            </strong>
            <span>{optimalTideNote(optimalTide)}</span>
          </dd>
        </div>
        <div>
          <dt>
            <LuThermometer aria-hidden="true" />
            {copy.temperature}
          </dt>
          <dd>
            <strong>{`${copy.air} ${temperatures.airF}°F`}</strong>
            <span>{`${copy.water} ${temperatures.waterF}°F`}</span>
          </dd>
        </div>
      </StyledStats>
    </StyledSpotCard>
  );
}
