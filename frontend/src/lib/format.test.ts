import { formatCalendarDay, groupDigits } from './format';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [5000, '5,000'],
    [1234567, '1,234,567'],
    [-4321, '-4,321'],
  ])('groups %d as en-US does', (count, expected) => {
    expect(groupDigits(count)).toBe(expected);
    expect(groupDigits(count)).toBe(count.toLocaleString('en-US'));
  });
});

describe('formatCalendarDay', () => {
  it.each([
    ['2025-10-16', 'Oct 16'],
    ['2026-01-01', 'Jan 1'],
    ['2024-02-29', 'Feb 29'],
    ['2026-12-31', 'Dec 31'],
  ])('writes %s as %s, like Intl in UTC', (isoDate, expected) => {
    expect(formatCalendarDay(isoDate)).toBe(expected);
    expect(formatCalendarDay(isoDate)).toBe(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`)));
  });
});
