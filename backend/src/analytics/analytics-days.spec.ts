import { daysOutsideMonths, nextMonth } from './analytics-days';

describe('the days a range reads outside its whole months', () => {
  it('are its ends around the months, across a year and a leap February', () => {
    expect(daysOutsideMonths({ from: '2023-12-15', to: '2024-03-10' }, ['2024-01-01', '2024-02-01'])).toEqual([
      { from: '2023-12-15', to: '2023-12-31' },
      { from: '2024-03-01', to: '2024-03-10' },
    ]);
    expect(nextMonth('2024-02-01')).toBe('2024-03-01');
    expect(nextMonth('2024-12-01')).toBe('2025-01-01');
  });

  it('are the whole range without months, and a gap where a month in the middle is not rolled up', () => {
    expect(daysOutsideMonths({ from: '2025-01-01', to: '2025-01-31' }, [])).toEqual([{ from: '2025-01-01', to: '2025-01-31' }]);
    expect(daysOutsideMonths({ from: '2025-01-01', to: '2025-03-31' }, ['2025-01-01', '2025-03-01'])).toEqual([{ from: '2025-02-01', to: '2025-02-28' }]);
  });

  it('are none when the range is exactly its months', () => {
    expect(daysOutsideMonths({ from: '2025-04-01', to: '2025-05-31' }, ['2025-04-01', '2025-05-01'])).toEqual([]);
  });
});
