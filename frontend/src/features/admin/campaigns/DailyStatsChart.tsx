import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import type { DailyStats } from '../../../lib/api-types';
import { formatShortDay } from '../format';
import { CHART_COPY } from './campaigns-content';

const CHART_HEIGHT_PX = 300;

const StyledFigure = styled.figure`
  margin: 0;
  width: 100%;
  height: ${CHART_HEIGHT_PX}px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Lines draw themselves in, unless the visitor asked for less motion. */
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Page views and each store's taps, drawn as lines over the visitors' area. */
const LINES = [
  { key: 'pageViews', color: 'tealDeep', dashed: true },
  { key: 'appStoreClicks', color: 'ocean', dashed: false },
  { key: 'playStoreClicks', color: 'focus', dashed: false },
] as const satisfies readonly { key: keyof DailyStats; color: keyof DefaultTheme['colors']; dashed: boolean }[];

/** The legend reads as the table does: visitors first, then page views and the stores' taps. */
const SERIES_ORDER: readonly (keyof DailyStats)[] = ['uniqueVisitors', ...LINES.map((line) => line.key)];

type DailyStatsChartProps = { series: readonly DailyStats[]; label: string };

/** Visitors as an area, page views and each store's taps as lines, per UTC day. Loaded on its own: recharts is heavy. */
export function DailyStatsChart({ series, label }: DailyStatsChartProps) {
  const theme = useTheme();
  const axis = { stroke: theme.colors.muted, tickLine: false, fontSize: 12 };
  const animate = !prefersReducedMotion();
  return (
    <StyledFigure aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...series]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="admin-visitors-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={theme.colors.teal} stopOpacity={0.35} />
              <stop offset="100%" stopColor={theme.colors.teal} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatShortDay} minTickGap={24} {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip labelFormatter={(day) => formatShortDay(day as string)} contentStyle={{ borderRadius: theme.radius.sm, borderColor: theme.colors.border }} />
          <Legend iconType="circle" itemSorter={(item) => SERIES_ORDER.indexOf(item.dataKey as keyof DailyStats)} />
          <Area
            type="monotone"
            dataKey="uniqueVisitors"
            name={CHART_COPY.series.uniqueVisitors}
            stroke={theme.colors.teal}
            strokeWidth={2.5}
            fill="url(#admin-visitors-fill)"
            isAnimationActive={animate}
          />
          {LINES.map(({ key, color, dashed }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={CHART_COPY.series[key]}
              stroke={theme.colors[color]}
              strokeWidth={2}
              strokeDasharray={dashed ? '6 4' : undefined}
              dot={false}
              isAnimationActive={animate}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </StyledFigure>
  );
}
