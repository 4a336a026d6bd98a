import {
  addDays,
  byMonth,
  DAY_WINDOW,
  dayNumber,
  dayOf,
  dayOfNumber,
  daysInRange,
  everyDay,
  firstDayOfMonth,
  firstDayOfYear,
  isBefore,
  isInDayWindow,
  isIsoDay,
  joinedRuns,
  lastDayOfMonth,
  lastDays,
  lastDayOfWindow,
  previousRange,
  refuseDaysOutsideWindow,
  startOf,
  yearOf,
} from './days';
import { DomainError } from './domain-error';

describe('UTC days', () => {
  it('are real calendar days as YYYY-MM-DD: leap days only in leap years, years 0000 to 9999', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1999-12-31', '0000-01-01', '0099-03-01', '9999-12-31']) expect(isIsoDay(day)).toBe(true);
    for (const day of [
      '2023-02-29',
      '1900-02-29',
      '2100-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '+010000-01-01',
      '10000-01-01',
      '2025-1-01',
      ' 2025-01-01',
      '2025-01-01T00:00:00Z',
      '',
    ]) {
      expect(isIsoDay(day)).toBe(false);
    }
    expect(isIsoDay(20250101)).toBe(false);
  });

  it('are counted on the calendar, not the text: across months, years, leap Februaries and the years 0-99 that Date.UTC reads as 1900-1999', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('0050-06-15')).toBe(-701_100);
    expect(dayNumber('0000-01-01')).toBe(-719_528);
    expect(dayNumber('9999-12-31')).toBe(2_932_896);
    for (const day of ['0000-01-01', '0050-06-15', '1969-12-31', '2024-02-29', '9999-12-31']) expect(dayOfNumber(dayNumber(day))).toBe(day);
    expect(isBefore('2024-12-31', '2025-01-01')).toBe(true);
    expect(isBefore('2025-01-01', '2025-01-01')).toBe(false);
    expect(yearOf('0099-07-04')).toBe(99);
    expect(firstDayOfYear('2024-07-04')).toBe('2024-01-01');
    expect(daysInRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(daysInRange({ from: '2025-03-30', to: '2025-03-29' })).toBe(0);
    expect(firstDayOfMonth('2024-02-17')).toBe('2024-02-01');
    expect(lastDayOfMonth('2024-02-17')).toBe('2024-02-29');
    expect(lastDayOfMonth('1900-02-01')).toBe('1900-02-28');
    expect(startOf('2025-08-01').toISOString()).toBe('2025-08-01T00:00:00.000Z');
    expect(dayOf(new Date('2025-08-01T23:59:59.999Z'))).toBe('2025-08-01');
    expect(dayOf(new Date('1969-12-31T12:00:00Z'))).toBe('1969-12-31');
  });

  it('end at 9999-12-31 and start at 0000-01-01: a step past either throws instead of writing a day whose text sorts wrongly', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => dayOf(new Date(Date.UTC(10_000, 0, 1)))).toThrow(RangeError);
    expect(() => dayNumber('2025-02-30')).toThrow(RangeError);
    expect(() => dayOfNumber(0.5)).toThrow(RangeError);
  });

  it('are taken by the routes from the first day of the window to a year after today', () => {
    const now = new Date('2028-02-29T23:30:00Z');
    expect(lastDayOfWindow(now)).toBe('2029-03-01');
    expect(isInDayWindow(DAY_WINDOW.first, now)).toBe(true);
    expect(isInDayWindow(addDays(DAY_WINDOW.first, -1), now)).toBe(false);
    expect(isInDayWindow('2029-03-01', now)).toBe(true);
    expect(isInDayWindow('2029-03-02', now)).toBe(false);
    expect(isInDayWindow('9999-12-31', now)).toBe(false);
  });

  it('are refused outside the window with a coded error naming each day at fault; a day left out is not checked', () => {
    const now = new Date('2028-02-29T23:30:00Z');
    expect(() => refuseDaysOutsideWindow({}, now)).not.toThrow();
    expect(() => refuseDaysOutsideWindow({ from: DAY_WINDOW.first, to: '2029-03-01' }, now)).not.toThrow();
    let refused: unknown;
    try {
      refuseDaysOutsideWindow({ to: '2029-03-02' }, now);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid to',
      extra: { details: [{ field: 'to', messages: ['to must be a day as YYYY-MM-DD from 2000-01-01 to 2029-03-01'] }] },
    });
  });

  it('make ranges: the last days to today, every day of a range, the range before, runs cut at month ends and joined', () => {
    expect(lastDays(7, new Date('2024-03-02T23:59:00Z'))).toEqual({ from: '2024-02-25', to: '2024-03-02' });
    expect(everyDay({ from: '2024-02-28', to: '2024-03-01' })).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(everyDay({ from: '2024-03-02', to: '2024-03-01' })).toEqual([]);
    expect(previousRange({ from: '2024-03-01', to: '2024-03-07' })).toEqual({ from: '2024-02-23', to: '2024-02-29' });
    expect(byMonth([{ from: '2024-01-30', to: '2024-03-01' }])).toEqual([
      { from: '2024-01-30', to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-01' },
    ]);
    expect(byMonth([{ from: '9999-12-30', to: '9999-12-31' }])).toEqual([{ from: '9999-12-30', to: '9999-12-31' }]);
    expect(byMonth([{ from: '2024-03-02', to: '2024-03-01' }])).toEqual([]);
    const runs = [
      { from: '2024-01-01', to: '2024-01-02' },
      { from: '2024-01-03', to: '2024-01-03' },
      { from: '2024-01-05', to: '2024-01-06' },
    ];
    expect(joinedRuns(runs)).toEqual([
      { from: '2024-01-01', to: '2024-01-03' },
      { from: '2024-01-05', to: '2024-01-06' },
    ]);
    expect(runs[0]).toEqual({ from: '2024-01-01', to: '2024-01-02' });
  });
});
