import { FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { AdminToolButton } from '../AdminPanel';
import type { AnalyticsFilters } from './analytics-api';
import { DIMENSION_NAMES, FILTERS_COPY } from './analytics-content';
import type { AnalyticsFilter } from './analytics-params';
import { valueLabel } from './breakdown-columns';

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  list-style: none;
`;

/** A tool button, smaller: a chip sits in a row of them. */
const StyledChip = styled(AdminToolButton)`
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1, 3)};
`;

type FilterChipsProps = { filters: AnalyticsFilters; onRemove: (name: AnalyticsFilter) => void };

/** The filters in force, each removable; none, nothing shown. */
export function FilterChips({ filters, onRemove }: FilterChipsProps) {
  const active = Object.entries(filters) as [AnalyticsFilter, string][];
  if (active.length === 0) return null;
  return (
    <StyledChips aria-label={FILTERS_COPY.label}>
      {active.map(([name, value]) => (
        <li key={name}>
          <StyledChip onClick={() => onRemove(name)} aria-label={FILTERS_COPY.remove(DIMENSION_NAMES[name], valueLabel(name, value))}>
            {DIMENSION_NAMES[name]}: {valueLabel(name, value)}
            <FiX aria-hidden="true" />
          </StyledChip>
        </li>
      ))}
    </StyledChips>
  );
}
