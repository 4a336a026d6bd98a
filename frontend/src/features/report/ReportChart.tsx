import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import type { ReportDay } from '../../lib/api-types';
import { REPORT_COPY } from './report-content';

const CHART_HEIGHT_PX = 280;
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (isoDay: string) => SHORT_DAY.format(new Date(`${isoDay}T00:00:00Z`));

const StyledFigure = styled.figure`
  margin: 0;
  width: 100%;
  height: ${CHART_HEIGHT_PX}px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const LINES = [
  { key: 'pageViews', color: 'tealDeep', dashed: true },
  { key: 'appStoreClicks', color: 'ocean', dashed: false },
  { key: 'playStoreClicks', color: 'focus', dashed: false },
] as const satisfies readonly { key: keyof ReportDay; color: keyof DefaultTheme['colors']; dashed: boolean }[];

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Visitors as an area, page views and each store's taps as lines, per UTC day. */
export function ReportChart({ days }: { days: readonly ReportDay[] }) {
  const theme = useTheme();
  const axis = { stroke: theme.colors.muted, tickLine: false, fontSize: 12 };
  const animate = !prefersReducedMotion();
  return (
    <StyledFigure aria-label={REPORT_COPY.chartLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="report-visitors-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={theme.colors.teal} stopOpacity={0.35} />
              <stop offset="100%" stopColor={theme.colors.teal} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip labelFormatter={(day) => shortDay(day as string)} contentStyle={{ borderRadius: theme.radius.sm, borderColor: theme.colors.border }} />
          <Legend iconType="circle" />
          <Area
            type="monotone"
            dataKey="visitors"
            name={REPORT_COPY.series.visitors}
            stroke={theme.colors.teal}
            strokeWidth={2.5}
            fill="url(#report-visitors-fill)"
            dot={days.length < 3}
            isAnimationActive={animate}
          />
          {LINES.map(({ key, color, dashed }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={REPORT_COPY.series[key]}
              stroke={theme.colors[color]}
              strokeWidth={2}
              strokeDasharray={dashed ? '6 4' : undefined}
              dot={days.length < 3}
              isAnimationActive={animate}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </StyledFigure>
  );
}
