// One vocabulary of date ranges for every page that shows figures over days: the presets, their
// UTC days, and the URL form `?range=7d` or `?range=custom&from=&to=` (the report API's `range`
// takes the same names).

import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LAST_DAYS_PRESETS } from './contract';
import { addDays, daysBetween, isWindowDay, toIsoDay } from './days';

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'month', 'last-month', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
type FixedPreset = Exclude<RangePreset, 'custom'>;

/** Inclusive UTC days; an end left out is open: the first day counted, or today. */
export type DayRange = { from?: string; to?: string };
export type BoundedRange = Required<DayRange>;

/** A page that offers all time takes open ends; any other gets both days of every range. */
export type RangeOf<Preset extends RangePreset> = 'all' extends Preset ? DayRange : BoundedRange;

export type RangeOptions<Preset extends RangePreset> = {
  presets: readonly Preset[];
  fallback: Exclude<Preset, 'custom'>;
  /** A longer custom range is cut to its last this many days (the API's own limit). */
  maxDays?: number;
};

export const allowsOpenEnds = (presets: readonly RangePreset[]): boolean => presets.includes('all');

/** The UTC days a preset covers on `today`; all time has no bounds. */
export function presetDays(preset: FixedPreset, today: string): DayRange {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
    case '30d':
      return { from: addDays(today, 1 - LAST_DAYS_PRESETS[preset]), to: today };
    case 'month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastMonthEnd = addDays(monthStart, -1);
      return { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
    }
    case 'all':
      return {};
  }
}

const given = (day: string | null) => (day === null || day === '' ? undefined : day);

/** Reversed days are swapped and an over-long range cut; undefined when a day is not one the API takes, or an end is missing where ends cannot be open. */
function readCustomDays(search: URLSearchParams, today: string, openEnds: boolean, maxDays: number | undefined): DayRange | undefined {
  const [from, to] = [given(search.get('from')), given(search.get('to'))];
  if ([from, to].some((day) => day !== undefined && !isWindowDay(day, today))) return undefined;
  if (from === undefined || to === undefined) return openEnds ? { ...(from && { from }), ...(to && { to }) } : undefined;
  const [first, last] = from <= to ? [from, to] : [to, from];
  const cut = maxDays !== undefined && daysBetween(first, last).length > maxDays ? addDays(last, 1 - maxDays) : first;
  return { from: cut, to: last };
}

/** The URL's range among the page's presets; anything else reads as the page's fallback. */
export function readRange<Preset extends RangePreset>(search: URLSearchParams, today: string, options: RangeOptions<Preset>): { preset: Preset; range: RangeOf<Preset> } {
  const { presets, fallback, maxDays } = options;
  const asked = presets.find((preset) => preset === search.get('range')) ?? fallback;
  const custom = asked === 'custom' ? readCustomDays(search, today, allowsOpenEnds(presets), maxDays) : undefined;
  if (custom) return { preset: asked, range: custom as RangeOf<Preset> };
  const preset: Exclude<Preset, 'custom'> = asked === 'custom' ? fallback : (asked as Exclude<Preset, 'custom'>);
  return { preset, range: presetDays(preset, today) as RangeOf<Preset> };
}

/** Writes a range into `search`: its preset, and a custom range's days. */
export function writeRange(search: URLSearchParams, preset: RangePreset, days: DayRange = {}): void {
  search.set('range', preset);
  search.delete('from');
  search.delete('to');
  if (preset !== 'custom') return;
  if (days.from) search.set('from', days.from);
  if (days.to) search.set('to', days.to);
}

/**
 * The page's range, kept in the URL so that a reload, the back button and a shared link show the
 * same days. Today is read once per visit: a page left open keeps its days. A new range drops
 * `resetKeys` (a table's page number).
 */
export function useRangeParams<Preset extends RangePreset>(options: RangeOptions<Preset>, resetKeys: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => toIsoDay(Date.now()));
  const { preset, range } = useMemo(() => readRange(search, today, options), [search, today, options]);

  const choose = useCallback(
    (choice: Preset, days?: DayRange) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        writeRange(next, choice, days);
        for (const key of resetKeys) next.delete(key);
        return next;
      }),
    [setSearch, resetKeys],
  );
  // A custom range starts from the days shown.
  const choosePreset = useCallback((choice: Preset) => choose(choice, choice === 'custom' ? range : undefined), [choose, range]);
  const chooseDays = useCallback((days: DayRange) => choose('custom' as Preset, days), [choose]);

  return { preset, range, today, choosePreset, chooseDays };
}
