import { presetDays, readRange, type RangeOptions, writeRange } from './date-range';

const TODAY = '2026-03-15';
const CAMPAIGNS: RangeOptions<'7d' | '30d' | 'all' | 'custom'> = { presets: ['7d', '30d', 'all', 'custom'], fallback: 'all' };
const REPORT: RangeOptions<'7d' | '30d' | 'all'> = { presets: ['7d', '30d', 'all'], fallback: '30d' };
const BOUNDED: RangeOptions<'7d' | '30d' | 'custom'> = { presets: ['7d', '30d', 'custom'], fallback: '30d', maxDays: 10 };

const read = <Preset extends '7d' | '30d' | 'all' | 'custom'>(query: string, options: RangeOptions<Preset>) => readRange(new URLSearchParams(query), TODAY, options);

describe('presetDays', () => {
  it('counts every preset in UTC days up to today, inclusive, and all time without bounds', () => {
    expect(presetDays('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetDays('yesterday', TODAY)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(presetDays('7d', TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
    expect(presetDays('30d', TODAY)).toEqual({ from: '2026-02-14', to: TODAY });
    expect(presetDays('month', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetDays('last-month', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetDays('last-month', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetDays('all', TODAY)).toEqual({});
  });
});

describe('readRange', () => {
  it("reads a page's own presets and nothing else: another page's preset or a made-up one reads as the fallback", () => {
    expect(read('range=7d', CAMPAIGNS)).toEqual({ preset: '7d', range: { from: '2026-03-09', to: TODAY } });
    expect(read('', CAMPAIGNS)).toEqual({ preset: 'all', range: {} });
    expect(read('range=month', CAMPAIGNS)).toEqual({ preset: 'all', range: {} });
    expect(read('range=last7', CAMPAIGNS)).toEqual({ preset: 'all', range: {} });
    expect(read('range=all', REPORT)).toEqual({ preset: 'all', range: {} });
    expect(read('range=custom&from=2026-03-01&to=2026-03-02', REPORT).preset).toBe('30d');
    expect(read('range=%20', REPORT).preset).toBe('30d');
  });

  it('leaves an end of a custom range open where all time is offered, and swaps reversed days', () => {
    expect(read('range=custom', CAMPAIGNS)).toEqual({ preset: 'custom', range: {} });
    expect(read('range=custom&from=2026-03-01', CAMPAIGNS)).toEqual({ preset: 'custom', range: { from: '2026-03-01' } });
    expect(read('range=custom&from=&to=2026-03-01', CAMPAIGNS)).toEqual({ preset: 'custom', range: { to: '2026-03-01' } });
    expect(read('range=custom&from=2026-03-10&to=2026-03-01', CAMPAIGNS)).toEqual({ preset: 'custom', range: { from: '2026-03-01', to: '2026-03-10' } });
  });

  it('falls back when a custom day is not a real day inside the API window, or an end is missing where ends cannot be open', () => {
    expect(read('range=custom&from=2026-02-30', CAMPAIGNS)).toEqual({ preset: 'all', range: {} });
    expect(read('range=custom&from=yesterday&to=2026-03-01', CAMPAIGNS)).toEqual({ preset: 'all', range: {} });
    expect(read('range=custom&from=1999-12-31&to=2026-03-01', CAMPAIGNS)).toEqual({ preset: 'all', range: {} });
    expect(read('range=custom&from=2026-03-01', BOUNDED)).toEqual({ preset: '30d', range: { from: '2026-02-14', to: TODAY } });
    expect(read('range=custom&from=2026-03-01&to=9999-12-31', BOUNDED).preset).toBe('30d');
  });

  it('cuts a custom range longer than the API takes to its last days', () => {
    expect(read('range=custom&from=2026-01-01&to=2026-03-10', BOUNDED)).toEqual({ preset: 'custom', range: { from: '2026-03-01', to: '2026-03-10' } });
    expect(read('range=custom&from=2026-03-01&to=2026-03-10', BOUNDED).range).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  });
});

describe('writeRange', () => {
  it('writes a preset alone and a custom range with its days, keeping what else the URL holds, and reads back the same', () => {
    const search = new URLSearchParams('sort=pageViews&range=custom&from=2026-03-01&to=2026-03-02');
    writeRange(search, '7d');
    expect(search.toString()).toBe('sort=pageViews&range=7d');
    expect(read(search.toString(), CAMPAIGNS).preset).toBe('7d');

    writeRange(search, 'custom', { from: '2026-03-03', to: '2026-03-05' });
    expect(search.toString()).toBe('sort=pageViews&range=custom&from=2026-03-03&to=2026-03-05');
    expect(read(search.toString(), CAMPAIGNS)).toEqual({ preset: 'custom', range: { from: '2026-03-03', to: '2026-03-05' } });

    writeRange(search, 'custom', { to: '2026-03-05' });
    expect(search.toString()).toBe('sort=pageViews&range=custom&to=2026-03-05');
    expect(read(search.toString(), CAMPAIGNS)).toEqual({ preset: 'custom', range: { to: '2026-03-05' } });
  });
});
