import styled from 'styled-components';
import { Pill } from '../../../components/ui/Pill';
import { ANALYTICS_REALTIME_MINUTES } from '../../../lib/contract';
import { formatCount } from '../../../components/stats/format';
import { type AnalyticsFilters, useGetAnalyticsRealtimeQuery } from './analytics-api';
import { REALTIME_COPY } from './analytics-content';

const REFRESH_MS = 30_000;

/** The pill with a live dot before it. */
const StyledPill = styled(Pill).attrs({ as: 'p' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
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
