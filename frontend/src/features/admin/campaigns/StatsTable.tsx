import type { ReactNode } from 'react';
import { FiArrowDown, FiArrowUp, FiChevronDown } from 'react-icons/fi';
import styled from 'styled-components';
import type { InfluencerStats } from '../../../lib/api-types';
import { TABLE_COPY } from './campaigns-content';
import { ConversionBadge } from './ConversionBadge';
import { conversionRate, visitorConversionRate } from './conversion';
import { STATS_COLUMN_KEYS, type StatsColumnKey, type StatsSort } from './stats-sort';

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Eight columns: on a phone the table scrolls sideways; from 1280 px screens on it fits. */
const StyledTable = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
`;

const StyledCaption = styled.caption`
  padding: ${({ theme }) => theme.spacing(2, 4)};
  caption-side: bottom;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: left;
`;

const StyledHeaderCell = styled.th<{ $numeric: boolean }>`
  padding: 0;
  background: ${({ theme }) => theme.colors.foam};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`;

const StyledSortButton = styled.button<{ $numeric: boolean; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.tealDeep : theme.colors.muted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.tealHover};
  }
  svg {
    flex-shrink: 0;
    opacity: ${({ $active }) => ($active ? 1 : 0.4)};
  }
`;

const StyledCell = styled.td<{ $numeric?: boolean }>`
  padding: ${({ theme }) => theme.spacing(3)};
  white-space: nowrap;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  tr:last-child > & {
    border-bottom: 0;
  }
`;

/** A handle stays on one line up to 18 characters; a longer one wraps rather than widen the table. */
const StyledHandle = styled.th`
  min-width: 18ch;
  padding: ${({ theme }) => theme.spacing(3)};
  overflow-wrap: anywhere;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  tr:last-child > & {
    border-bottom: 0;
  }
`;

const StyledRow = styled.tr`
  &:hover {
    background: ${({ theme }) => theme.colors.foam};
  }
`;

function SortIcon({ direction }: { direction?: StatsSort['direction'] }) {
  if (direction === 'ascending') return <FiArrowUp aria-hidden="true" />;
  if (direction === 'descending') return <FiArrowDown aria-hidden="true" />;
  return <FiChevronDown aria-hidden="true" />;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/** What each numeric column shows of a record, in the order of STATS_COLUMN_KEYS. */
const CELLS: Record<Exclude<StatsColumnKey, 'influencer'>, (record: InfluencerStats) => ReactNode> = {
  uniqueVisitors: (record) => formatCount(record.uniqueVisitors),
  pageViews: (record) => formatCount(record.pageViews),
  appStoreClicks: (record) => formatCount(record.appStoreClicks),
  playStoreClicks: (record) => formatCount(record.playStoreClicks),
  botCalls: (record) => formatCount(record.botCalls),
  conversion: (record) => <ConversionBadge rate={conversionRate(record)} />,
  visitorConversion: (record) => <ConversionBadge rate={visitorConversionRate(record)} label="Visitor conversion" />,
};

type StatsTableProps = {
  label: string;
  records: readonly InfluencerStats[];
  sort: StatsSort | null;
  onSort: (key: StatsColumnKey) => void;
  note?: string;
};

/** One row per influencer; each column header sorts the table (aria-sort tells which and how). */
export function StatsTable({ label, records, sort, onSort, note }: StatsTableProps) {
  return (
    <StyledScroller>
      <StyledTable aria-label={label}>
        {note && <StyledCaption>{note}</StyledCaption>}
        <thead>
          <tr>
            {STATS_COLUMN_KEYS.map((key) => {
              const numeric = key !== 'influencer';
              const direction = sort?.key === key ? sort.direction : undefined;
              return (
                <StyledHeaderCell key={key} scope="col" aria-sort={direction ?? 'none'} $numeric={numeric}>
                  <StyledSortButton type="button" onClick={() => onSort(key)} $numeric={numeric} $active={Boolean(direction)}>
                    {TABLE_COPY.columns[key]}
                    <SortIcon direction={direction} />
                  </StyledSortButton>
                </StyledHeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <StyledRow key={record.id}>
              <StyledHandle scope="row">{record.influencer}</StyledHandle>
              {STATS_COLUMN_KEYS.filter((key) => key !== 'influencer').map((key) => (
                <StyledCell key={key} $numeric>
                  {CELLS[key](record)}
                </StyledCell>
              ))}
            </StyledRow>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
