import styled, { css } from 'styled-components';
import type { AnalyticsBreakdown, AnalyticsBreakdownRow, AnalyticsEventName } from '../../../lib/api-types';
import type { AdminColumn } from '../admin-table';
import { formatCount, formatShare, formatShareValue } from '../../../components/stats/format';
import { CARD_COPY, DIMENSION_NAMES, FILTERS_COPY, GOAL_NAMES, PLATFORM_NAMES } from './analytics-content';
import { FilterButton } from './FilterButton';

const REGION_NAMES = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en-US'], { type: 'region' }) : undefined;

function regionName(code: string): string {
  try {
    return REGION_NAMES?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** How a card shows a value: a goal in words ("QR page visit · iPhone"), a country by name. */
export function valueLabel(dimension: AnalyticsBreakdown, value: string): string {
  if (dimension === 'country') return `${regionName(value)} (${value})`;
  if (dimension !== 'goal') return value;
  const [event, ...label] = value.split(':');
  const name = GOAL_NAMES[event as Exclude<AnalyticsEventName, 'page_view'>] ?? event;
  const detail = label.join(':');
  return detail ? `${name} · ${PLATFORM_NAMES[detail] ?? detail}` : name;
}

const StyledValueCell = styled.th`
  position: relative;
  width: 100%;
  max-width: 0;
  padding: 0;
  text-align: left;
`;

/** The row's share of visitors as a bar behind its name. */
const StyledBar = styled.span<{ $share: number }>`
  position: absolute;
  inset: 3px auto 3px 0;
  width: ${({ $share }) => `${Math.max(1, Math.round($share * 100))}%`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tealSoft};
`;

/** A value above the bar of its share, cut with an ellipsis. */
const valueText = css`
  position: relative;
  display: block;
  overflow: hidden;
  padding: ${({ theme }) => theme.spacing(2, 2)};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledValueText = styled.span`
  ${valueText}
`;

const StyledFilterButton = styled(FilterButton)`
  ${valueText}
  width: 100%;
`;

/**
 * A card's table, one definition for the screen and the CSV: the value (a button that filters the
 * dashboard, except goals and missed paths) over a bar of its share of all visitors, its visitors,
 * the page views of a page or a missed path or the events and share of a goal, and the share of its visitors who tapped a store. The
 * CSV has every figure.
 */
export function breakdownColumns(dimension: AnalyticsBreakdown, onFilter?: (value: string) => void): AdminColumn<AnalyticsBreakdownRow>[] {
  const name = DIMENSION_NAMES[dimension];
  const goal = dimension === 'goal';
  return [
    {
      key: 'value',
      header: name,
      rowHeader: true,
      as: StyledValueCell,
      cell: (row) => (
        <>
          <StyledBar $share={row.share ?? 0} aria-hidden="true" />
          {onFilter ? (
            <StyledFilterButton onClick={() => onFilter(row.value)} title={FILTERS_COPY.filterBy(name, valueLabel(dimension, row.value))}>
              {valueLabel(dimension, row.value)}
            </StyledFilterButton>
          ) : (
            <StyledValueText title={valueLabel(dimension, row.value)}>{valueLabel(dimension, row.value)}</StyledValueText>
          )}
        </>
      ),
      csv: { value: (row) => valueLabel(dimension, row.value) },
    },
    // Goals and countries are shown in words; the file also keeps what the API filters and stores.
    ...(goal || dimension === 'country' ? [{ key: 'code', header: `${name} (code)`, csv: { value: (row: AnalyticsBreakdownRow) => row.value } }] : []),
    { key: 'visitors', header: CARD_COPY.columns.visitors, numeric: true, cell: (row) => formatCount(row.visitors), csv: { value: (row) => row.visitors } },
    {
      key: 'pageViews',
      header: CARD_COPY.columns.pageViews,
      numeric: true,
      cell: dimension === 'page' || dimension === 'notFound' ? (row) => formatCount(row.pageViews) : undefined,
      csv: { value: (row) => row.pageViews },
    },
    { key: 'events', header: CARD_COPY.columns.events, numeric: true, cell: goal ? (row) => formatCount(row.events) : undefined, csv: { value: (row) => row.events } },
    {
      key: 'share',
      header: CARD_COPY.columns.share,
      numeric: true,
      // Other cards draw the share as the bar behind each value.
      cell: goal ? (row) => formatShare(row.share) : undefined,
      csv: { header: `${CARD_COPY.columns.share} (%)`, value: (row) => formatShareValue(row.share) },
    },
    {
      key: 'conversion',
      header: CARD_COPY.columns.conversion,
      numeric: true,
      cell: (row) => formatShare(row.conversion),
      csv: { header: `${CARD_COPY.columns.conversion} (%)`, value: (row) => formatShareValue(row.conversion) },
    },
    { key: 'storeVisitors', header: CARD_COPY.columns.storeVisitors, csv: { value: (row) => row.storeVisitors } },
  ];
}
