import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { AdminSegment, AdminSegmentLegend } from '../AdminPanel';
import { RANGE_COPY } from './campaigns-content';
import type { StatsRange } from '../../../lib/api-types';
import { DATE_RANGE_PRESETS, type DateRange } from './date-range';

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledSegments = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tealSoft};
  ${media.sm} {
    display: inline-flex;
    width: auto;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const StyledDates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledDateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledDateInput = styled.input`
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledNote = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

type DateRangePickerProps = { value: DateRange; resolved: StatsRange; onChange: (range: DateRange) => void };

/** Last 7 days, last 30 days, all time or custom days; the chart and the table both follow it. */
export function DateRangePicker({ value, resolved, onChange }: DateRangePickerProps) {
  return (
    <StyledFieldset>
      <AdminSegmentLegend>{RANGE_COPY.label}</AdminSegmentLegend>
      <StyledSegments>
        {DATE_RANGE_PRESETS.map(({ preset, label }) => (
          <AdminSegment key={preset} aria-pressed={value.preset === preset} $active={value.preset === preset} onClick={() => onChange({ ...value, preset })}>
            {label}
          </AdminSegment>
        ))}
      </StyledSegments>
      {value.preset === 'custom' && (
        <StyledDates>
          <StyledDateLabel>
            {RANGE_COPY.from}
            <StyledDateInput type="date" value={value.customFrom} max={value.customTo || undefined} onChange={(event) => onChange({ ...value, customFrom: event.target.value })} />
          </StyledDateLabel>
          <StyledDateLabel>
            {RANGE_COPY.to}
            <StyledDateInput type="date" value={value.customTo} min={value.customFrom || undefined} onChange={(event) => onChange({ ...value, customTo: event.target.value })} />
          </StyledDateLabel>
        </StyledDates>
      )}
      <StyledNote aria-live="polite">{resolved.from || resolved.to ? RANGE_COPY.rangeNote(resolved.from, resolved.to) : RANGE_COPY.allTimeNote}</StyledNote>
    </StyledFieldset>
  );
}
