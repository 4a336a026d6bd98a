import styled from 'styled-components';
import { media } from '../../styles/theme';
import { SPOT_COPY } from './spot-content';
import { formatCalendarDay } from '../../lib/format';
import type { ForecastDay } from './spot-types';

/**
 * The 8 days are styled from the list, by element and data attribute, rather than as one styled
 * component per part: the markup repeats 8 times, and every visitor downloads it (issue 7's budgets).
 * Before each day a bar marks today on phones (a spacer on the other days); after it, the surf dot.
 */
const StyledDays = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
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
    font-size: 0.6875rem;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  [aria-current] {
    border-color: ${({ theme }) => theme.colors.teal};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  li::before {
    content: '';
    width: 18px;
    height: 3px;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  [data-today]::before {
    background: ${({ theme }) => theme.colors.teal};
  }
  li::after {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.teal};
  }
  [data-good='true']::after {
    background: ${({ theme }) => theme.colors.teal};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  [data-today] > span:first-child {
    font-size: 0.625rem;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.tealDeep};
  }
  /* On phones the strip has no room for the month and the word "Today": screen readers keep them. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    [data-today] > span:first-child,
    time span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
  }
  ${media.sm} {
    gap: ${({ theme }) => theme.spacing(1)};
    li {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    strong {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
    li::before {
      height: 0.75rem;
    }
    [data-today]::before {
      display: none;
    }
  }
`;

type ForecastDayStripProps = { days: readonly ForecastDay[]; labelledBy: string };

/** The 8 forecast days: today marked, good days as filled dots, one day shown as active. The page does not switch days. */
export function ForecastDayStrip({ days, labelledBy }: ForecastDayStripProps) {
  const copy = SPOT_COPY.forecast;
  return (
    <StyledDays aria-labelledby={labelledBy}>
      {days.map((day) => {
        const [month, dayOfMonth] = formatCalendarDay(day.date).split(' ');
        return (
          <li key={day.date} aria-current={day.active ? 'date' : undefined} data-today={day.today || undefined} data-good={day.good}>
            {day.today && <span>{copy.today}</span>}
            <strong>{day.weekday}</strong>
            <time dateTime={day.date}>
              <span>{`${month} `}</span>
              {dayOfMonth}
            </time>
            {day.good && <span className="visually-hidden">{copy.goodDay}</span>}
          </li>
        );
      })}
    </StyledDays>
  );
}
