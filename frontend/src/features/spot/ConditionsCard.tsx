import { useId } from 'react';
import { LuThermometer, LuTrendingDown, LuTrendingUp, LuWaves, LuWind } from 'react-icons/lu';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { DirectionArrow } from './DirectionArrow';
import { StyledCardTitle, StyledSpotCard } from './SpotCard';
import { SPOT_COPY } from './spot-copy';
import { compassPoint, formatFeet } from './spot-format';
import type { Conditions, TideDirection } from './spot-types';

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.foam};
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1.5)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    svg { color: ${({ theme }) => theme.colors.teal}; }
  }
  dd { margin: 0; }
`;

const StyledValue = styled.span`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledDetail = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledTideLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
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
        <StyledStat>
          <dt>
            <LuWaves aria-hidden="true" />
            {copy.surf}
          </dt>
          <dd>
            <StyledValue>{surf.words}</StyledValue>
            <StyledDetail>{surf.rangeFt}</StyledDetail>
          </dd>
        </StyledStat>
        <StyledStat>
          <dt>
            <LuWind aria-hidden="true" />
            {copy.wind}
          </dt>
          <dd>
            <StyledValue>
              {wind.speedMph} mph {compassPoint(wind.directionDeg)}
            </StyledValue>
            <StyledDetail>
              from {wind.directionDeg}° <DirectionArrow fromDegrees={wind.directionDeg} size={14} />
            </StyledDetail>
          </dd>
        </StyledStat>
        <StyledStat>
          <dt>
            {tide.direction === 'incoming' ? <LuTrendingUp aria-hidden="true" /> : <LuTrendingDown aria-hidden="true" />}
            {copy.tide}
          </dt>
          <dd>
            <StyledValue>
              {formatFeet(tide.heightFt)}
              <StyledTideLabel>{TIDE_DIRECTION_LABEL[tide.direction]}</StyledTideLabel>
            </StyledValue>
            <StyledDetail>{optimalTideNote(optimalTide)}</StyledDetail>
          </dd>
        </StyledStat>
        <StyledStat>
          <dt>
            <LuThermometer aria-hidden="true" />
            {copy.temperature}
          </dt>
          <dd>
            <StyledValue>
              {copy.air} {temperatures.airF}°F
            </StyledValue>
            <StyledDetail>
              {copy.water} {temperatures.waterF}°F
            </StyledDetail>
          </dd>
        </StyledStat>
      </StyledStats>
    </StyledSpotCard>
  );
}
