import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { AdminSegment, AdminSegmentLegend } from '../AdminPanel';
import { SUPPORT_COPY } from './lists-content';
import { SUPPORT_FILTERS, type SupportFilter } from './support-list-params';

const StyledFieldset = styled.fieldset`
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${media.sm} {
    width: auto;
  }
`;

const StyledSegments = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(5.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tealSoft};
  ${media.sm} {
    display: inline-flex;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

type SupportFilterPickerProps = { value: SupportFilter; onChange: (filter: SupportFilter) => void };

/** All, open, overdue, answered or closed: the list, its pages and its CSV follow the choice. */
export function SupportFilterPicker({ value, onChange }: SupportFilterPickerProps) {
  return (
    <StyledFieldset>
      <AdminSegmentLegend>{SUPPORT_COPY.filterLabel}</AdminSegmentLegend>
      <StyledSegments>
        {SUPPORT_FILTERS.map((filter) => (
          <AdminSegment key={filter} aria-pressed={value === filter} $active={value === filter} onClick={() => onChange(filter)}>
            {SUPPORT_COPY.filters[filter]}
          </AdminSegment>
        ))}
      </StyledSegments>
    </StyledFieldset>
  );
}
