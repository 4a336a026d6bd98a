import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { allowsOpenEnds, type DayRange, type RangePreset } from '../../lib/date-range';
import { dayWindow, toIsoDay } from '../../lib/days';
import { SegmentedControl, SegmentLegend } from './SegmentedControl';
import { RANGE_COPY } from './stats-content';

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

type RangePickerProps<Preset extends RangePreset> = {
  legend: string;
  /** Said to screen readers only, where the page's heading already says what the figures cover. */
  hideLegend?: boolean;
  presets: readonly Preset[];
  preset: Preset;
  range: DayRange;
  onPreset: (preset: Preset) => void;
  onDays?: (range: DayRange) => void;
  /** The days shown, in the page's words. */
  note?: ReactNode;
};

/**
 * The one date range picker: the page's presets as segments, two day inputs for a custom range
 * (inside the days the API takes), and a note of the days shown. Where all time is offered, a day
 * input may be cleared to leave its end open.
 */
export function RangePicker<Preset extends RangePreset>({ legend, hideLegend = false, presets, preset, range, onPreset, onDays, note }: RangePickerProps<Preset>) {
  const [{ min, max }] = useState(() => dayWindow(toIsoDay(Date.now())));
  const openEnds = allowsOpenEnds(presets);
  // The days last chosen: the range shown arrives by a navigation (a transition), so a second day
  // chosen before it renders would otherwise be sent with the first one's old value.
  const chosen = useRef(range);
  useEffect(() => {
    chosen.current = range;
  }, [range]);
  const chooseDay = (end: keyof DayRange, day: string) => {
    if (!day && !openEnds) return;
    chosen.current = { ...chosen.current, [end]: day || undefined };
    onDays?.(chosen.current);
  };
  return (
    <StyledFieldset>
      <SegmentLegend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</SegmentLegend>
      <SegmentedControl options={presets} value={preset} labelOf={(option) => RANGE_COPY.presets[option]} onChange={onPreset} />
      {preset === 'custom' && onDays && (
        <StyledDates>
          <StyledDateLabel>
            {RANGE_COPY.from}
            <StyledDateInput type="date" value={range.from ?? ''} min={min} max={range.to ?? max} onChange={(event) => chooseDay('from', event.target.value)} />
          </StyledDateLabel>
          <StyledDateLabel>
            {RANGE_COPY.to}
            <StyledDateInput type="date" value={range.to ?? ''} min={range.from ?? min} max={max} onChange={(event) => chooseDay('to', event.target.value)} />
          </StyledDateLabel>
        </StyledDates>
      )}
      {note && <StyledNote aria-live="polite">{note}</StyledNote>}
    </StyledFieldset>
  );
}
