import { useId } from 'react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import { prefersReducedMotion } from '../../lib/motion';

type ThemeColor = keyof DefaultTheme['colors'];

/** Fine for a few points, noise on a month: points are drawn only under this many. */
const DOTS_BELOW_POINTS = 3;

const StyledFigure = styled.figure<{ $height: number }>`
  margin: 0;
  width: 100%;
  height: ${({ $height }) => $height}px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export type TrendLine<Key extends string> = {
  key: Key;
  name: string;
  color: ThemeColor;
  /** A dashed line: a series read against the solid ones (page views, the previous period). */
  dashed?: boolean;
  /** Thinner and lighter: the previous period beside the current one. */
  faint?: boolean;
};

type TrendChartProps<Key extends string, Row extends Record<Key | XKey, string | number>, XKey extends string> = {
  label: string;
  rows: readonly Row[];
  x: XKey;
  formatX?: (value: string) => string;
  /** The figure the chart is about, drawn as a teal area under the lines. */
  area: { key: Key; name: string };
  lines: readonly TrendLine<Key>[];
  height?: number;
};

/** One look for every chart of figures over time: the report page's, the campaign and the analytics dashboards'. */
export function TrendChart<Key extends string, Row extends Record<Key | XKey, string | number>, XKey extends string>({
  label,
  rows,
  x,
  formatX,
  area,
  lines,
  height = 280,
}: TrendChartProps<Key, Row, XKey>) {
  const theme = useTheme();
  // useId's characters (« ») are not safe in an SVG url(#…) reference.
  const fillId = `trend-fill-${useId().replace(/[^\w-]/g, '')}`;
  const axis = { stroke: theme.colors.muted, tickLine: false, fontSize: 12 };
  const animate = !prefersReducedMotion();
  const dot = rows.length < DOTS_BELOW_POINTS;
  const legendOrder: string[] = [area.key, ...lines.map((line) => line.key)];
  return (
    <StyledFigure aria-label={label} $height={height}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={theme.colors.teal} stopOpacity={0.35} />
              <stop offset="100%" stopColor={theme.colors.teal} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={x} tickFormatter={formatX} minTickGap={24} {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip
            labelFormatter={formatX ? (value) => (typeof value === 'string' ? formatX(value) : value) : undefined}
            contentStyle={{ borderRadius: theme.radius.sm, borderColor: theme.colors.border }}
          />
          <Legend iconType="circle" itemSorter={(item) => legendOrder.indexOf(String(item.dataKey))} />
          <Area type="monotone" dataKey={area.key} name={area.name} stroke={theme.colors.teal} strokeWidth={2.5} fill={`url(#${fillId})`} dot={dot} isAnimationActive={animate} />
          {lines.map(({ key, name, color, dashed, faint }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={name}
              stroke={theme.colors[color]}
              strokeOpacity={faint ? 0.55 : 1}
              strokeWidth={faint ? 1.5 : 2}
              strokeDasharray={dashed ? '6 4' : undefined}
              dot={dot}
              isAnimationActive={animate}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </StyledFigure>
  );
}
