import { FiX } from 'react-icons/fi';
import styled from 'styled-components';
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

const StyledChip = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border: 1px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
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
