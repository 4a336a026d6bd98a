import styled from 'styled-components';
import { SegmentedControl, SegmentLegend } from '../../../components/stats/SegmentedControl';
import { media } from '../../../styles/theme';
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

type SupportFilterPickerProps = { value: SupportFilter; onChange: (filter: SupportFilter) => void };

/** All, open, overdue, answered or closed: the list, its pages and its CSV follow the choice. */
export function SupportFilterPicker({ value, onChange }: SupportFilterPickerProps) {
  return (
    <StyledFieldset>
      <SegmentLegend>{SUPPORT_COPY.filterLabel}</SegmentLegend>
      <SegmentedControl options={SUPPORT_FILTERS} value={value} labelOf={(filter) => SUPPORT_COPY.filters[filter]} onChange={onChange} />
    </StyledFieldset>
  );
}
