import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { AnalyticsTimeseries } from '../../../lib/api-types';
import { formatShortDay } from '../format';
import { CHART_COPY } from './analytics-content';

const CHART_HEIGHT_PX = 280;

const StyledFigure = styled.figure`
  margin: 0;
  width: 100%;
  height: ${CHART_HEIGHT_PX}px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** An hour as "14:00" (UTC, as the API's hours are); a day as "Nov 26". */
const pointLabel = (interval: AnalyticsTimeseries['interval'], at: string) => (interval === 'hour' ? `${at.slice(11, 16)}` : formatShortDay(at));

/** Visitors as an area and page views as a line, with the previous period's beside them, dashed, point by point. */
export function VisitorsChart({ series }: { series: AnalyticsTimeseries }) {
  const theme = useTheme();
  const axis = { stroke: theme.colors.muted, tickLine: false, fontSize: 12 };
  const animate = !prefersReducedMotion();
  const data = series.points.map((point, index) => ({
    label: pointLabel(series.interval, point.at),
    visitors: point.visitors,
    pageViews: point.pageViews,
    previousVisitors: series.previousPoints[index]?.visitors ?? 0,
    previousPageViews: series.previousPoints[index]?.pageViews ?? 0,
  }));
  return (
    <StyledFigure aria-label={CHART_COPY.label}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="analytics-visitors-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={theme.colors.teal} stopOpacity={0.3} />
              <stop offset="100%" stopColor={theme.colors.teal} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" minTickGap={24} {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip contentStyle={{ borderRadius: theme.radius.sm, borderColor: theme.colors.border }} />
          <Legend iconType="circle" />
          <Area
            type="monotone"
            dataKey="visitors"
            name={CHART_COPY.visitors}
            stroke={theme.colors.teal}
            strokeWidth={2.5}
            fill="url(#analytics-visitors-fill)"
            isAnimationActive={animate}
          />
          <Line type="monotone" dataKey="pageViews" name={CHART_COPY.pageViews} stroke={theme.colors.ocean} strokeWidth={2} dot={false} isAnimationActive={animate} />
          <Line
            type="monotone"
            dataKey="previousVisitors"
            name={CHART_COPY.previousVisitors}
            stroke={theme.colors.teal}
            strokeOpacity={0.5}
            strokeWidth={1.5}
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={animate}
          />
          <Line
            type="monotone"
            dataKey="previousPageViews"
            name={CHART_COPY.previousPageViews}
            stroke={theme.colors.muted}
            strokeWidth={1.5}
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={animate}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </StyledFigure>
  );
}
