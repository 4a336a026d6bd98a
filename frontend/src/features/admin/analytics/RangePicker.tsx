import styled from 'styled-components';
import { media } from '../../../styles/theme';
import { AdminSegment, AdminSegmentLegend } from '../AdminPanel';
import { formatShortDay } from '../format';
import { RANGE_COPY } from './analytics-content';
import { type DayRange, RANGE_PRESETS, type RangePreset } from './analytics-params';

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3, 4)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledSegments = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tealSoft};
  ${media.md} {
    display: inline-flex;
    flex-wrap: wrap;
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

const spell = ({ from, to }: DayRange) => (from === to ? formatShortDay(from) : `${formatShortDay(from)} – ${formatShortDay(to)}`);

type RangePickerProps = {
  preset: RangePreset;
  range: DayRange;
  previous?: DayRange;
  onPreset: (preset: RangePreset) => void;
  onDays: (range: DayRange) => void;
};

/** Today, yesterday, 7 or 30 days, this or last month, or two days of one's own; the whole dashboard follows it. */
export function RangePicker({ preset, range, previous, onPreset, onDays }: RangePickerProps) {
  return (
    <StyledFieldset>
      <AdminSegmentLegend>{RANGE_COPY.label}</AdminSegmentLegend>
      <StyledSegments>
        {RANGE_PRESETS.map((option) => (
          <AdminSegment key={option} aria-pressed={preset === option} $active={preset === option} onClick={() => onPreset(option)}>
            {RANGE_COPY.presets[option]}
          </AdminSegment>
        ))}
      </StyledSegments>
      {preset === 'custom' && (
        <StyledDates>
          <StyledDateLabel>
            {RANGE_COPY.from}
            <StyledDateInput type="date" value={range.from} max={range.to} onChange={(event) => event.target.value && onDays({ from: event.target.value, to: range.to })} />
          </StyledDateLabel>
          <StyledDateLabel>
            {RANGE_COPY.to}
            <StyledDateInput type="date" value={range.to} min={range.from} onChange={(event) => event.target.value && onDays({ from: range.from, to: event.target.value })} />
          </StyledDateLabel>
        </StyledDates>
      )}
      <StyledNote aria-live="polite">
        {spell(range)}
        {previous && ` · ${RANGE_COPY.comparedWith(spell(previous))}`} · {RANGE_COPY.utcNote}
      </StyledNote>
    </StyledFieldset>
  );
}
