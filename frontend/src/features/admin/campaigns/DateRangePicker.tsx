import { useState } from 'react';
import { AdminDateInput, AdminDateLabel, AdminRangeDates, AdminRangeFieldset, AdminRangeNote, AdminRangeSegments, AdminSegment, AdminSegmentLegend } from '../AdminPanel';
import { RANGE_COPY } from './campaigns-content';
import type { StatsRange } from '../../../lib/api-types';
import { dayWindow, toIsoDay } from '../days';
import { DATE_RANGE_PRESETS, type DateRange } from './date-range';

type DateRangePickerProps = { value: DateRange; resolved: StatsRange; onChange: (range: DateRange) => void };

/** Last 7 days, last 30 days, all time or custom days; the chart and the table both follow it. */
export function DateRangePicker({ value, resolved, onChange }: DateRangePickerProps) {
  const [{ min, max }] = useState(() => dayWindow(toIsoDay(Date.now())));
  return (
    <AdminRangeFieldset>
      <AdminSegmentLegend>{RANGE_COPY.label}</AdminSegmentLegend>
      <AdminRangeSegments>
        {DATE_RANGE_PRESETS.map(({ preset, label }) => (
          <AdminSegment key={preset} aria-pressed={value.preset === preset} $active={value.preset === preset} onClick={() => onChange({ ...value, preset })}>
            {label}
          </AdminSegment>
        ))}
      </AdminRangeSegments>
      {value.preset === 'custom' && (
        <AdminRangeDates>
          <AdminDateLabel>
            {RANGE_COPY.from}
            <AdminDateInput
              type="date"
              value={value.customFrom}
              min={min}
              max={value.customTo || max}
              onChange={(event) => onChange({ ...value, customFrom: event.target.value })}
            />
          </AdminDateLabel>
          <AdminDateLabel>
            {RANGE_COPY.to}
            <AdminDateInput type="date" value={value.customTo} min={value.customFrom || min} max={max} onChange={(event) => onChange({ ...value, customTo: event.target.value })} />
          </AdminDateLabel>
        </AdminRangeDates>
      )}
      <AdminRangeNote aria-live="polite">{resolved.from || resolved.to ? RANGE_COPY.rangeNote(resolved.from, resolved.to) : RANGE_COPY.allTimeNote}</AdminRangeNote>
    </AdminRangeFieldset>
  );
}
