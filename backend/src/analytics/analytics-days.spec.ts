import { daysOutside, nextPeriod } from './analytics-days';

describe('the days a range reads outside its whole periods', () => {
  it('are its ends around the months, across a year and a leap February', () => {
    expect(daysOutside({ from: '2023-12-15', to: '2024-03-10' }, 'month', ['2024-01-01', '2024-02-01'])).toEqual([
      { from: '2023-12-15', to: '2023-12-31' },
      { from: '2024-03-01', to: '2024-03-10' },
    ]);
    expect(nextPeriod('month', '2024-02-01')).toBe('2024-03-01');
    expect(nextPeriod('month', '2024-12-01')).toBe('2025-01-01');
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
    expect(nextPeriod('week', '2025-12-29')).toBe('2026-01-05');
  });
});
