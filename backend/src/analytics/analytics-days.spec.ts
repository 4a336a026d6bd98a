import { addDays } from '../common/days';
import { daysOutside, lastDayOf, monthSpanReads } from './analytics-days';

describe('the days a range reads outside its whole periods', () => {
  it('are its ends around the months, across a year and a leap February', () => {
    expect(daysOutside({ from: '2023-12-15', to: '2024-03-10' }, 'month', ['2024-01-01', '2024-02-01'])).toEqual([
      { from: '2023-12-15', to: '2023-12-31' },
      { from: '2024-03-01', to: '2024-03-10' },
    ]);
    expect(lastDayOf('month', '2024-02-01')).toBe('2024-02-29');
    expect(lastDayOf('month', '2023-02-01')).toBe('2023-02-28');
    expect(lastDayOf('month', '2024-12-01')).toBe('2024-12-31');
  });

  it('are the whole range without months, and a gap where a month in the middle is not rolled up', () => {
    expect(daysOutside({ from: '2025-01-01', to: '2025-01-31' }, 'month', [])).toEqual([{ from: '2025-01-01', to: '2025-01-31' }]);
    expect(daysOutside({ from: '2025-01-01', to: '2025-03-31' }, 'month', ['2025-01-01', '2025-03-01'])).toEqual([{ from: '2025-02-01', to: '2025-02-28' }]);
  });

  it('are none when the range is exactly its months', () => {
    expect(daysOutside({ from: '2025-04-01', to: '2025-05-31' }, 'month', ['2025-04-01', '2025-05-01'])).toEqual([]);
  });

  it('are the days around whole weeks from Monday, across a month and a year', () => {
    expect(daysOutside({ from: '2025-12-24', to: '2026-01-15' }, 'week', ['2025-12-29', '2026-01-05'])).toEqual([
      { from: '2025-12-24', to: '2025-12-28' },
      { from: '2026-01-12', to: '2026-01-15' },
    ]);
    expect(lastDayOf('week', '2025-12-29')).toBe('2026-01-04');
  });
});

describe('the month spans a range reads outside its whole months', () => {
  const everyDayOf = (from: string, to: string) => {
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    return days;
  };

  it('are the first month to its end and the last from its first day, across a year', () => {
    const claimed = { toDate: everyDayOf('2025-12-01', '2026-01-20'), fromDate: everyDayOf('2025-12-01', '2025-12-31') };
    expect(monthSpanReads([{ from: '2025-12-29', to: '2026-01-20' }], claimed)).toEqual({ toDate: ['2026-01-20'], fromDate: ['2025-12-29'], rest: [] });
  });

  it('leave to the weeks and days what no span covers: the days after the last span, a month not over, a run inside a month', () => {
    const claimed = { toDate: everyDayOf('2026-01-01', '2026-01-25'), fromDate: [] };
    expect(monthSpanReads([{ from: '2025-12-29', to: '2026-01-27' }], claimed)).toEqual({
      toDate: ['2026-01-25'],
      fromDate: [],
      rest: [
        { from: '2025-12-29', to: '2025-12-31' },
        { from: '2026-01-26', to: '2026-01-27' },
      ],
    });
    expect(monthSpanReads([{ from: '2026-01-05', to: '2026-01-20' }], claimed)).toEqual({ toDate: [], fromDate: [], rest: [{ from: '2026-01-05', to: '2026-01-20' }] });
  });

  it('read a month from the first day it has a span, the days before it left to the rest; and keep a run across months whole when no span serves it', () => {
    expect(monthSpanReads([{ from: '2026-02-03', to: '2026-02-28' }], { toDate: [], fromDate: everyDayOf('2026-02-10', '2026-02-28') })).toEqual({
      toDate: [],
      fromDate: ['2026-02-10'],
      rest: [{ from: '2026-02-03', to: '2026-02-09' }],
    });
    expect(monthSpanReads([{ from: '2026-02-20', to: '2026-03-05' }], { toDate: [], fromDate: [] })).toEqual({
      toDate: [],
      fromDate: [],
      rest: [{ from: '2026-02-20', to: '2026-03-05' }],
    });
  });
});

describe('the last days of the calendar', () => {
  it('end every walk at 9999-12-31: a range up to it is cut by month and read, and no day after it is made', () => {
    const claimed = { toDate: [], fromDate: [] };
    expect(monthSpanReads([{ from: '9999-11-20', to: '9999-12-31' }], claimed)).toEqual({ toDate: [], fromDate: [], rest: [{ from: '9999-11-20', to: '9999-12-31' }] });
    expect(daysOutside({ from: '9999-11-20', to: '9999-12-31' }, 'month', ['9999-12-01'])).toEqual([{ from: '9999-11-20', to: '9999-11-30' }]);
    expect(lastDayOf('month', '9999-12-01')).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });
});
