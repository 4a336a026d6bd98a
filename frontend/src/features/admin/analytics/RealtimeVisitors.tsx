import styled from 'styled-components';
import { ANALYTICS_REALTIME_MINUTES } from '../../../lib/contract';
import { formatCount } from '../format';
import { type AnalyticsFilters, useGetAnalyticsRealtimeQuery } from './analytics-api';
import { REALTIME_COPY } from './analytics-content';

const REFRESH_MS = 30_000;

const StyledPill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.teal};
  }
`;

/** Visitors in the last five minutes, asked again every 30 seconds. */
export function RealtimeVisitors({ filters }: { filters: AnalyticsFilters }) {
  const { data, isError } = useGetAnalyticsRealtimeQuery(filters, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  return (
    <StyledPill aria-live="polite" data-testid="realtime-visitors">
      {isError || !data ? REALTIME_COPY.unknown : REALTIME_COPY.visitors(formatCount(data.visitors), ANALYTICS_REALTIME_MINUTES)}
    </StyledPill>
  );
}
