import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { SUPPORT_COPY } from '../admin-content';
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

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
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

const StyledSegment = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.tealHover : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.white : theme.colors.tealDeep)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.tealDeep : theme.colors.white)};
  }
  ${media.sm} {
    padding: ${({ theme }) => theme.spacing(1.5, 4)};
  }
`;

type SupportFilterPickerProps = { value: SupportFilter; onChange: (filter: SupportFilter) => void };

/** All, open, overdue, answered or closed: the list, its pages and its CSV follow the choice. */
export function SupportFilterPicker({ value, onChange }: SupportFilterPickerProps) {
  return (
    <StyledFieldset>
      <StyledLegend>{SUPPORT_COPY.filterLabel}</StyledLegend>
      <StyledSegments>
        {SUPPORT_FILTERS.map((filter) => (
          <StyledSegment key={filter} aria-pressed={value === filter} $active={value === filter} onClick={() => onChange(filter)}>
            {SUPPORT_COPY.filters[filter]}
          </StyledSegment>
        ))}
      </StyledSegments>
    </StyledFieldset>
  );
}
