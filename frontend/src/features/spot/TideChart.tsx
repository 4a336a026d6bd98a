import styled from 'styled-components';
import { media } from '../../styles/theme';
import { SPOT_COPY } from './spot-copy';
import { formatClock, formatFeet, formatHour } from './spot-format';
import type { Conditions, TidePoint } from './spot-types';
import { smoothPath, tideScaleTicks, tideX, tideY, toChartPoints } from './tide-curve';

const PLOT_HEIGHT_PX = 200;
/** Room above and below the plot for the labels of a high at the top of the scale or a low at its bottom. */
const LABEL_ROOM = '2.75rem';
const TIME_TICK_HOURS = [0, 6, 12, 18, 24];

const StyledFigure = styled.figure`
  margin: 0;
`;

const StyledChart = styled.div`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  grid-template-rows: ${PLOT_HEIGHT_PX}px auto;
  column-gap: ${({ theme }) => theme.spacing(2)};
  padding-top: ${LABEL_ROOM};
`;

const StyledAxis = styled.div`
  position: relative;
`;

const StyledTick = styled.span`
  position: absolute;
  right: 0;
  transform: translateY(-50%);
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const StyledPlot = styled.div`
  position: relative;
  svg { width: 100%; height: 100%; overflow: visible; }
`;

const StyledGridLine = styled.line<{ $zero: boolean }>`
  stroke: ${({ theme, $zero }) => ($zero ? theme.colors.muted : theme.colors.border)};
  stroke-width: 1;
  stroke-dasharray: ${({ $zero }) => ($zero ? 'none' : '4 4')};
`;

const StyledBand = styled.rect`
  fill: ${({ theme }) => theme.colors.successSoft};
`;

const StyledArea = styled.path`
  fill: ${({ theme }) => theme.colors.tealSoft};
  opacity: 0.7;
`;

const StyledCurve = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.teal};
  stroke-width: 3;
  stroke-linecap: round;
`;

const StyledExtreme = styled.div<{ $kind: 'high' | 'low' }>`
  position: absolute;
  width: 0;
  height: 0;
  &::before {
    content: '';
    position: absolute;
    left: -6px;
    top: -6px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.colors.white};
    background: ${({ theme, $kind }) => ($kind === 'high' ? theme.colors.teal : theme.colors.ocean)};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const StyledExtremeLabel = styled.span<{ $kind: 'high' | 'low'; $x: number }>`
  position: absolute;
  left: 0;
  ${({ $kind }) => ($kind === 'high' ? 'bottom: 10px;' : 'top: 10px;')}
  transform: translateX(-${({ $x }) => $x}%);
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(0.5, 1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.white};
  line-height: 1.2;
  white-space: nowrap;
  strong { font-size: 0.75rem; color: ${({ theme }) => theme.colors.ink}; }
  small { font-size: 0.6875rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/** "High" and "Low" show from tablets up; on a phone the dot's colour and side tell them apart, and room is short. */
const StyledKind = styled.span`
  display: none;
  ${media.sm} { display: inline; }
`;

const StyledTimeAxis = styled.div`
  position: relative;
  grid-column: 2;
  height: 1.25rem;
  margin-top: ${LABEL_ROOM};
`;

const StyledTime = styled.span`
  position: absolute;
  top: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const StyledLegend = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledSwatch = styled.span`
  width: 14px;
  height: 10px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.successSoft};
  border: 1px solid ${({ theme }) => theme.colors.success};
`;


type TideChartProps = { tide: readonly TidePoint[]; optimalTide: Conditions['optimalTide'] };

/**
 * The day's tide as a smooth curve on a -6 ft to 6 ft scale, its highs and lows labelled. The SVG
 * stretches to any width; labels are HTML on top of it, so they keep their size on a phone. Screen
 * readers get the same highs and lows as a table.
 */
export function TideChart({ tide, optimalTide }: TideChartProps) {
  const copy = SPOT_COPY.forecast;
  const path = smoothPath(toChartPoints(tide));
  const extremes = tide.filter((point): point is TidePoint & { kind: 'high' | 'low' } => point.kind !== 'reading');
  const bandTop = tideY(optimalTide.maxFt);
  return (
    <StyledFigure>
      <StyledChart aria-hidden="true" data-testid="tide-chart">
        <StyledAxis data-testid="tide-scale">
          {tideScaleTicks().map((feet) => (
            <StyledTick key={feet} style={{ top: `${tideY(feet)}%` }}>
              {feet}ft
            </StyledTick>
          ))}
        </StyledAxis>
        <StyledPlot>
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            <StyledBand x={0} y={bandTop} width={100} height={tideY(optimalTide.minFt) - bandTop} />
            {tideScaleTicks().map((feet) => (
              <StyledGridLine key={feet} $zero={feet === 0} x1={0} x2={100} y1={tideY(feet)} y2={tideY(feet)} vectorEffect="non-scaling-stroke" />
            ))}
            <StyledArea d={`${path} L 100 100 L 0 100 Z`} />
            <StyledCurve d={path} vectorEffect="non-scaling-stroke" data-testid="tide-curve" />
          </svg>
          {extremes.map((point) => {
            const x = tideX(point);
            return (
              <StyledExtreme key={`${point.hour}:${point.minute}`} $kind={point.kind} style={{ left: `${x}%`, top: `${tideY(point.heightFt)}%` }} data-testid={`tide-${point.kind}`}>
                <StyledExtremeLabel $kind={point.kind} $x={x}>
                  <strong>
                    <StyledKind>{copy[point.kind]} </StyledKind>
                    {formatFeet(point.heightFt)}
                  </strong>
                  <small>{formatClock(point)}</small>
                </StyledExtremeLabel>
              </StyledExtreme>
            );
          })}
        </StyledPlot>
        <StyledTimeAxis>
          {TIME_TICK_HOURS.map((hour) => {
            const x = (hour / 24) * 100;
            return (
              <StyledTime key={hour} style={{ left: `${x}%`, transform: `translateX(-${x}%)` }}>
                {formatHour(hour)}
              </StyledTime>
            );
          })}
        </StyledTimeAxis>
      </StyledChart>
      <StyledLegend>
        <StyledSwatch aria-hidden="true" />
        {SPOT_COPY.conditions.optimalTide}: {optimalTide.minFt} to {optimalTide.maxFt} ft
      </StyledLegend>
      <table className="visually-hidden">
        <caption>{copy.tideTableCaption}</caption>
        <thead>
          <tr>
            {copy.tideTableHeaders.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {extremes.map((point) => (
            <tr key={`${point.hour}:${point.minute}`}>
              <th scope="row">{copy[point.kind]}</th>
              <td>{formatClock(point)}</td>
              <td>{formatFeet(point.heightFt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StyledFigure>
  );
}
