import { smoothPath, tideScaleTicks, tideX, tideY, toChartPoints } from './tide-curve';
import { SPOT_TEST } from './spot-test.fixture';

/** Reads the end point of every segment of an SVG path ("M x y C c1x c1y c2x c2y x y ..."). */
function pathEndPoints(path: string): { x: number; y: number }[] {
  const numbers = path.replace(/[MC]/g, ' ').trim().split(/\s+/).map(Number);
  const points = [{ x: numbers[0], y: numbers[1] }];
  for (let i = 2; i < numbers.length; i += 6) points.push({ x: numbers[i + 4], y: numbers[i + 5] });
  return points;
}

describe('tide curve', () => {
  it('has a scale from 6 ft down to -6 ft in 3 ft steps', () => {
    expect(tideScaleTicks()).toEqual([6, 3, 0, -3, -6]);
  });

  it('maps 6 ft to the top, 0 ft to the middle and -6 ft to the bottom of the plot', () => {
    expect(tideY(6)).toBe(0);
    expect(tideY(0)).toBe(50);
    expect(tideY(-6)).toBe(100);
    expect(tideX({ hour: 12, minute: 0 })).toBe(50);
    expect(tideX({ hour: 24, minute: 0 })).toBe(100);
  });

  it('draws the curve through every tide point of the fixture, in order', () => {
    const points = toChartPoints(SPOT_TEST.tide);
    expect(points).toEqual([
      { x: 0, y: 50 },
      { x: 25, y: 0 },
      { x: 50, y: 100 },
      { x: 75, y: 25 },
      { x: 100, y: 50 },
    ]);
    expect(pathEndPoints(smoothPath(points))).toEqual(points);
  });

  it('is flat at each high and low, so the labelled extremes are the curve’s own peaks and troughs', () => {
    const path = smoothPath(toChartPoints(SPOT_TEST.tide));
    const numbers = path.replace(/[MC]/g, ' ').trim().split(/\s+/).map(Number);
    const segments = [];
    for (let i = 2; i < numbers.length; i += 6) segments.push(numbers.slice(i, i + 6));
    // The high at 6am ends segment 0 and starts segment 1: both control points beside it share its height.
    expect(segments[0][3]).toBe(0);
    expect(segments[1][1]).toBe(0);
    // The low at noon.
    expect(segments[1][3]).toBe(100);
    expect(segments[2][1]).toBe(100);
  });

  it('never rises above a high or dips below a low between two readings', () => {
    const path = smoothPath(toChartPoints(SPOT_TEST.tide));
    const controlYs = path
      .replace(/[MC]/g, ' ')
      .trim()
      .split(/\s+/)
      .map(Number)
      .filter((_, i) => i % 2 === 1);
    expect(Math.min(...controlYs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...controlYs)).toBeLessThanOrEqual(100);
  });
});
