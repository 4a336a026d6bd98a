import { FiArrowDownRight, FiArrowUpRight, FiMinus } from 'react-icons/fi';
import styled from 'styled-components';
import type { AnalyticsFigures } from '../../../lib/api-types';
import { Figure, FigureDetail, FigureGrid } from '../../../components/stats/FigureGrid';
import { formatCount, formatRate, formatShare } from '../../../components/stats/format';
import { FIGURES_COPY } from './analytics-content';

type Tone = 'good' | 'bad' | 'flat';

const StyledChange = styled.dd<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

type FigureKey = 'visitors' | 'pageViews' | 'storeTaps' | 'storeVisitors' | 'botPageViews';

/** More bot page views is not good news: its change is shown without a colour. */
const FIGURES: readonly { key: FigureKey; term: string; neutral?: boolean }[] = [
  { key: 'visitors', term: FIGURES_COPY.visitors },
  { key: 'pageViews', term: FIGURES_COPY.pageViews },
  { key: 'storeTaps', term: FIGURES_COPY.storeTaps },
  { key: 'storeVisitors', term: FIGURES_COPY.storeVisitors },
  { key: 'botPageViews', term: FIGURES_COPY.botPageViews, neutral: true },
];

/** The change against the previous period, in words and colour; from nothing it has no percent. */
export function describeChange(current: number, previous: number): { text: string; direction: 'up' | 'down' | 'same' | 'new' } {
  if (previous === 0) return current === 0 ? { text: FIGURES_COPY.change.same, direction: 'same' } : { text: FIGURES_COPY.change.new, direction: 'new' };
  const change = ((current - previous) / previous) * 100;
  if (Math.abs(change) < 0.05) return { text: FIGURES_COPY.change.same, direction: 'same' };
  const percent = formatRate(Math.abs(change));
  return change > 0 ? { text: FIGURES_COPY.change.up(percent), direction: 'up' } : { text: FIGURES_COPY.change.down(percent), direction: 'down' };
}

function ChangeIcon({ direction }: { direction: 'up' | 'down' | 'same' | 'new' }) {
  if (direction === 'up') return <FiArrowUpRight aria-hidden="true" />;
  if (direction === 'down') return <FiArrowDownRight aria-hidden="true" />;
  return <FiMinus aria-hidden="true" />;
}

type TopFiguresProps = { current: AnalyticsFigures; previous: AnalyticsFigures };

/** Visitors, page views, store taps, visitors who tapped a store and bot page views, each against the previous period. */
export function TopFigures({ current, previous }: TopFiguresProps) {
  return (
    <FigureGrid label={FIGURES_COPY.label} columns={FIGURES.length}>
      {FIGURES.map(({ key, term, neutral }) => {
        const change = describeChange(current[key], previous[key]);
        const tone: Tone = neutral || change.direction === 'same' || change.direction === 'new' ? 'flat' : change.direction === 'up' ? 'good' : 'bad';
        return (
          <Figure key={key} term={term} value={formatCount(current[key])}>
            {key === 'storeVisitors' && current.storeVisitorShare !== null && <FigureDetail>{FIGURES_COPY.storeVisitorShare(formatShare(current.storeVisitorShare))}</FigureDetail>}
            <StyledChange $tone={tone} data-direction={change.direction}>
              <ChangeIcon direction={change.direction} />
              {change.text}
            </StyledChange>
          </Figure>
        );
      })}
    </FigureGrid>
  );
}
