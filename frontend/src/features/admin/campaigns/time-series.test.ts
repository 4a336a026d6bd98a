import { NO_COUNTS } from './campaign-counts';
import { fillDailyCounts } from './time-series';

const day = (date: string, pageViews: number) => ({ ...NO_COUNTS, date, pageViews, uniqueVisitors: Math.ceil(pageViews / 2) });

describe('the daily series', () => {
  it('has every day of a closed range, with zeros where nothing happened', () => {
    const series = fillDailyCounts([day('2025-08-02', 4)], { from: '2025-08-01', to: '2025-08-03' }, '2025-08-20');
    expect(series.map((point) => [point.date, point.uniqueVisitors, point.pageViews])).toEqual([
      ['2025-08-01', 0, 0],
      ['2025-08-02', 2, 4],
      ['2025-08-03', 0, 0],
    ]);
    expect(series[0]).toEqual({ ...NO_COUNTS, date: '2025-08-01' });
  });

  it('runs all time from the first day with events to today', () => {
    const series = fillDailyCounts([day('2025-07-01', 2), day('2025-07-20', 5)], {}, '2025-07-22');
    expect(series[0].date).toBe('2025-07-01');
    expect(series.at(-1)?.date).toBe('2025-07-22');
    expect(series).toHaveLength(22);
  });

  it('shows at least a week for all time, so a first day of traffic is not a lone dot', () => {
    const series = fillDailyCounts([day('2025-08-01', 9)], {}, '2025-08-01');
    expect(series.map((point) => point.date)).toEqual(['2025-07-26', '2025-07-27', '2025-07-28', '2025-07-29', '2025-07-30', '2025-07-31', '2025-08-01']);
    expect(series.at(-1)?.pageViews).toBe(9);
  });
});
