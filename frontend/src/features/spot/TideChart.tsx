import styled from 'styled-components';
import { media } from '../../styles/theme';
import { SPOT_COPY } from './spot-content';
import { formatClock, formatFeet, formatHour, roundPercent } from './spot-format';
import type { Conditions, TidePoint } from './spot-types';
import { smoothPath, tideScaleTicks, tideX, tideY, toChartPoints } from './tide-curve';

const PLOT_HEIGHT_PX = 200;
/** Room above and below the plot for the labels of a high at the top of the scale or a low at its bottom. */
const LABEL_ROOM = '2.75rem';
const TIME_TICK_HOURS = [0, 6, 12, 18, 24];

/**
 * The chart's parts (scale ticks, grid lines, curve, the labelled highs and lows, time ticks) are
 * styled from here by element and data attribute, each placed by an inline percentage: no CSS per
 * label or position, and small HTML (issue 7's budgets).
 */
const StyledChart = styled.div`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  grid-template-rows: ${PLOT_HEIGHT_PX}px 1.25rem;
  gap: ${LABEL_ROOM} ${({ theme }) => theme.spacing(2)};
  padding-top: ${LABEL_ROOM};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
  & > div {
    position: relative;
  }
  & > div > span {
    position: absolute;
    white-space: nowrap;
  }
  & > div:first-child > span {
    right: 0;
    transform: translateY(-50%);
  }
  & > div:last-child {
    grid-column: 2;
  }
  svg {
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  rect {
    fill: ${({ theme }) => theme.colors.successSoft};
  }
  line {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-dasharray: 4 4;
  }
  line[data-zero] {
    stroke: ${({ theme }) => theme.colors.muted};
    stroke-dasharray: none;
  }
  path {
    fill: ${({ theme }) => theme.colors.tealSoft};
    opacity: 0.7;
  }
  path + path {
    fill: none;
    stroke: ${({ theme }) => theme.colors.teal};
    stroke-width: 3;
    stroke-linecap: round;
    opacity: 1;
  }
  [data-kind] {
    position: absolute;
  }
  [data-kind]::before {
    content: '';
    position: absolute;
    left: -6px;
    top: -6px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.teal};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  [data-kind='low']::before {
    background: ${({ theme }) => theme.colors.ocean};
  }
  [data-kind] > span {
    position: absolute;
    left: 0;
    bottom: 10px;
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: ${({ theme }) => theme.spacing(0.5, 1.5)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.white};
    line-height: 1.2;
    white-space: nowrap;
    font-size: 0.6875rem;
  }
  [data-kind='low'] > span {
    top: 10px;
    bottom: auto;
  }
  strong {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  /* "High" and "Low" show from tablets up; on a phone the dot's colour and side tell them apart, and room is short. */
  strong span {
    display: none;
  }
  ${media.sm} {
    strong span {
      display: inline;
    }
  }
`;

/** The chart's figure: its caption is the legend of the optimal-tide band, the band's swatch drawn before it. */
const StyledFigure = styled.figure`
  margin: 0;
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    margin-top: ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  figcaption::before {
    content: '';
    width: 14px;
    height: 10px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.successSoft};
    border: 1px solid ${({ theme }) => theme.colors.success};
  }
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
        <div data-testid="tide-scale">
          {tideScaleTicks().map((feet) => (
            <span key={feet} style={{ top: `${tideY(feet)}%` }}>{`${feet}ft`}</span>
          ))}
        </div>
        <div>
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            <rect x={0} y={roundPercent(bandTop)} width={100} height={roundPercent(tideY(optimalTide.minFt) - bandTop)} />
            {tideScaleTicks().map((feet) => (
              <line key={feet} data-zero={feet === 0 || undefined} x1={0} x2={100} y1={tideY(feet)} y2={tideY(feet)} vectorEffect="non-scaling-stroke" />
            ))}
            <path d={`${path} L 100 100 L 0 100 Z`} />
            <path d={path} vectorEffect="non-scaling-stroke" data-testid="tide-curve" />
          </svg>
          {extremes.map((point) => {
            const x = roundPercent(tideX(point));
            return (
              <div
                key={`${point.hour}:${point.minute}`}
                data-kind={point.kind}
                data-testid={`tide-${point.kind}`}
                style={{ left: `${x}%`, top: `${roundPercent(tideY(point.heightFt))}%` }}
              >
                <span style={{ transform: `translateX(-${x}%)` }}>
                  <strong>
                    <span>{`${copy[point.kind]} `}</span>
                    {formatFeet(point.heightFt)}
                  </strong>
                  {formatClock(point)}
                </span>
              </div>
            );
          })}
        </div>
        <div>
          {TIME_TICK_HOURS.map((hour) => {
            const x = (hour / 24) * 100;
            return (
              <span key={hour} style={{ left: `${x}%`, transform: `translateX(-${x}%)` }}>
                {formatHour(hour)}
              </span>
            );
          })}
        </div>
      </StyledChart>
      <figcaption>{`${SPOT_COPY.conditions.optimalTide}: ${optimalTide.minFt} to ${optimalTide.maxFt} ft`}</figcaption>
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
