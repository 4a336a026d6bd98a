import { conversionRate, visitorConversionRate } from '../../../lib/conversion';
import { formatRate } from '../../../components/stats/format';
import { NO_COUNTS, totalCounts } from './campaign-counts';

describe('campaign totals', () => {
  it('sums every count of every influencer for the overall rates, 10.0% of each', () => {
    const totals = totalCounts([
      { ...NO_COUNTS, pageViews: 10, appStoreClicks: 1, uniqueVisitors: 4, uniqueAppStoreClicks: 1, botCalls: 2 },
      { pageViews: 30, appStoreClicks: 2, playStoreClicks: 1, uniqueVisitors: 16, uniqueAppStoreClicks: 1, uniquePlayStoreClicks: 1, uniqueStoreVisitors: 2, botCalls: 0 },
    ]);
    expect(totals).toEqual({
      pageViews: 40,
      appStoreClicks: 3,
      playStoreClicks: 1,
      uniqueVisitors: 20,
      uniqueAppStoreClicks: 2,
      uniquePlayStoreClicks: 1,
      uniqueStoreVisitors: 2,
      botCalls: 2,
    });
    expect(conversionRate(totals)).toBe(10);
    expect(visitorConversionRate(totals)).toBe(10);
    expect(formatRate(conversionRate(totals))).toBe('10.0%');
  });
});
