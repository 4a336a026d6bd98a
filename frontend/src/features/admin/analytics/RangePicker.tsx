import { useState } from 'react';
import { AdminDateInput, AdminDateLabel, AdminRangeDates, AdminRangeFieldset, AdminRangeNote, AdminRangeSegments, AdminSegment, AdminSegmentLegend } from '../AdminPanel';
import { dayWindow, toIsoDay } from '../days';
import { formatShortDay } from '../format';
import { RANGE_COPY } from './analytics-content';
import { type DayRange, RANGE_PRESETS, type RangePreset } from './analytics-params';

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
  const [{ min, max }] = useState(() => dayWindow(toIsoDay(Date.now())));
  return (
    <AdminRangeFieldset>
      <AdminSegmentLegend>{RANGE_COPY.label}</AdminSegmentLegend>
      <AdminRangeSegments>
        {RANGE_PRESETS.map((option) => (
          <AdminSegment key={option} aria-pressed={preset === option} $active={preset === option} onClick={() => onPreset(option)}>
            {RANGE_COPY.presets[option]}
          </AdminSegment>
        ))}
      </AdminRangeSegments>
      {preset === 'custom' && (
        <AdminRangeDates>
          <AdminDateLabel>
            {RANGE_COPY.from}
            <AdminDateInput
              type="date"
              value={range.from}
              min={min}
              max={range.to}
              onChange={(event) => event.target.value && onDays({ from: event.target.value, to: range.to })}
            />
          </AdminDateLabel>
          <AdminDateLabel>
            {RANGE_COPY.to}
            <AdminDateInput
              type="date"
              value={range.to}
              min={range.from}
              max={max}
              onChange={(event) => event.target.value && onDays({ from: range.from, to: event.target.value })}
            />
          </AdminDateLabel>
        </AdminRangeDates>
      )}
      <AdminRangeNote aria-live="polite">
        {spell(range)}
        {previous && ` · ${RANGE_COPY.comparedWith(spell(previous))}`} · {RANGE_COPY.utcNote}
      </AdminRangeNote>
    </AdminRangeFieldset>
  );
}
