import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { RANGE_COPY } from '../admin-content';
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

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
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

const StyledSegment = styled.button<{ $active: boolean }>`
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  white-space: nowrap;
  ${media.sm} {
    padding: ${({ theme }) => theme.spacing(1.5, 4)};
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.tealHover : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.white : theme.colors.tealDeep)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.tealDeep : theme.colors.white)};
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
      <StyledLegend>{RANGE_COPY.label}</StyledLegend>
      <StyledSegments>
        {DATE_RANGE_PRESETS.map(({ preset, label }) => (
          <StyledSegment key={preset} type="button" aria-pressed={value.preset === preset} $active={value.preset === preset} onClick={() => onChange({ ...value, preset })}>
            {label}
          </StyledSegment>
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
