import { TIDE_SCALE_FT } from './spot-constants';
import { clockHours } from './spot-format';
import type { TidePoint } from './spot-types';

const HOURS_PER_DAY = 24;

/** A point of the chart in percent of its plot box: x from midnight to midnight, y from the top of the scale. */
export type ChartPoint = { x: number; y: number };

/** The scale's labels, top to bottom: 6, 3, 0, -3, -6. */
export function tideScaleTicks(): number[] {
  const ticks: number[] = [];
  for (let feet = TIDE_SCALE_FT.max; feet >= TIDE_SCALE_FT.min; feet -= TIDE_SCALE_FT.step) ticks.push(feet);
  return ticks;
}

export function tideY(heightFt: number): number {
  return ((TIDE_SCALE_FT.max - heightFt) / (TIDE_SCALE_FT.max - TIDE_SCALE_FT.min)) * 100;
}

export function tideX(point: Pick<TidePoint, 'hour' | 'minute'>): number {
  return (clockHours(point) / HOURS_PER_DAY) * 100;
}

export function toChartPoints(tide: readonly TidePoint[]): ChartPoint[] {
  return tide.map((point) => ({ x: tideX(point), y: tideY(point.heightFt) }));
}

/**
 * Tangents of a monotone cubic (Fritsch-Butland): the curve never overshoots between two
 * readings, so each high and low of the data stays the highest or lowest point of the drawn curve.
 */
function monotoneTangents(points: readonly ChartPoint[]): number[] {
  const slopes = points.slice(1).map((point, i) => (point.y - points[i].y) / (point.x - points[i].x));
  return points.map((_, i) => {
    if (i === 0) return slopes[0];
    if (i === points.length - 1) return slopes[i - 1];
    const [before, after] = [slopes[i - 1], slopes[i]];
    if (before * after <= 0) return 0;
    const [h0, h1] = [points[i].x - points[i - 1].x, points[i + 1].x - points[i].x];
    return (3 * (h0 + h1)) / ((2 * h1 + h0) / before + (h1 + 2 * h0) / after);
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The SVG path of a smooth curve through every point, as cubic Bézier segments. */
export function smoothPath(points: readonly ChartPoint[]): string {
  if (points.length < 2) return '';
  const tangents = monotoneTangents(points);
  const segments = points.slice(1).map((end, i) => {
    const start = points[i];
    const third = (end.x - start.x) / 3;
    const controls = [start.x + third, start.y + tangents[i] * third, end.x - third, end.y - tangents[i + 1] * third];
    return `C ${controls.map(round).join(' ')} ${round(end.x)} ${round(end.y)}`;
  });
  return `M ${round(points[0].x)} ${round(points[0].y)} ${segments.join(' ')}`;
}
