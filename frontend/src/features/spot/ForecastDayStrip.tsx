import styled, { css } from 'styled-components';
import { media } from '../../styles/theme';
import { SPOT_COPY } from './spot-copy';
import { formatCalendarDay } from './spot-format';
import type { ForecastDay } from './spot-types';

/** Keeps a text for screen readers while hiding it on phones, where the strip has no room for it. */
const visuallyHiddenOnPhones = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const StyledDays = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} { gap: ${({ theme }) => theme.spacing(1)}; }
`;

const StyledDay = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2, 0.5)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  line-height: 1.2;
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.teal};
      background: ${theme.colors.tealSoft};
    `}
`;

const StyledWeekday = styled.span`
  font-size: 0.6875rem;
  ${media.sm} { font-size: ${({ theme }) => theme.font.size.sm}; }
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledDate = styled.span`
  font-size: 0.6875rem;
  ${media.sm} { font-size: ${({ theme }) => theme.font.size.xs}; }
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const StyledDot = styled.span<{ $good: boolean }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.teal};
  background: ${({ theme, $good }) => ($good ? theme.colors.teal : 'transparent')};
`;

const StyledMonth = styled.span`
  ${visuallyHiddenOnPhones}
`;

const StyledTodayMark = styled.span`
  display: block;
  width: 18px;
  height: 3px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.teal};
  ${media.sm} { display: none; }
`;

const StyledToday = styled.span`
  ${visuallyHiddenOnPhones}
  font-size: 0.625rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.tealDeep};
`;

const StyledTodaySpacer = styled.span`
  height: 3px;
  ${media.sm} { height: 0.75rem; }
`;

function ForecastDayItem({ day }: { day: ForecastDay }) {
  const copy = SPOT_COPY.forecast;
  const [month, dayOfMonth] = formatCalendarDay(day.date).split(' ');
  return (
    <StyledDay $active={day.active} aria-current={day.active ? 'date' : undefined} data-testid="forecast-day">
      {day.today ? (
        <>
          <StyledTodayMark aria-hidden="true" />
          <StyledToday>{copy.today}</StyledToday>
        </>
      ) : (
        <StyledTodaySpacer aria-hidden="true" />
      )}
      <StyledWeekday>{day.weekday}</StyledWeekday>
      <StyledDate>
        <time dateTime={day.date}>
          <StyledMonth>{month} </StyledMonth>
          {dayOfMonth}
        </time>
      </StyledDate>
      <StyledDot $good={day.good} aria-hidden="true" data-good={day.good} />
      {day.good && <span className="visually-hidden">{copy.goodDay}</span>}
    </StyledDay>
  );
}

type ForecastDayStripProps = { days: readonly ForecastDay[]; labelledBy: string };

/** The 8 forecast days: today marked, good days as filled dots, one day shown as active. The page does not switch days. */
export function ForecastDayStrip({ days, labelledBy }: ForecastDayStripProps) {
  return (
    <StyledDays aria-labelledby={labelledBy} $count={days.length}>
      {days.map((day) => (
        <ForecastDayItem key={day.date} day={day} />
      ))}
    </StyledDays>
  );
}
