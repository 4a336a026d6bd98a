import { conversionRate, conversionTone, formatRate, totalCounts } from './conversion';

describe('conversion rate', () => {
  it('is 0 when an influencer has no page views, whatever the clicks', () => {
    expect(conversionRate({ pageViews: 0, appStoreClicks: 0, playStoreClicks: 0 })).toBe(0);
    expect(conversionRate({ pageViews: 0, appStoreClicks: 3, playStoreClicks: 2 })).toBe(0);
  });

  it('is both stores’ clicks over page views, as a percentage to 1 decimal', () => {
    expect(conversionRate({ pageViews: 8, appStoreClicks: 1, playStoreClicks: 0 })).toBe(12.5);
    expect(conversionRate({ pageViews: 3, appStoreClicks: 1, playStoreClicks: 0 })).toBe(33.3);
    expect(conversionRate({ pageViews: 3, appStoreClicks: 1, playStoreClicks: 1 })).toBe(66.7);
    expect(conversionRate({ pageViews: 200, appStoreClicks: 7, playStoreClicks: 3 })).toBe(5);
    expect(formatRate(5)).toBe('5.0%');
  });

  it('sums the counts of every influencer for the overall rate', () => {
    const totals = totalCounts([
      { pageViews: 10, appStoreClicks: 1, playStoreClicks: 0 },
      { pageViews: 30, appStoreClicks: 2, playStoreClicks: 1 },
    ]);
    expect(totals).toEqual({ pageViews: 40, appStoreClicks: 3, playStoreClicks: 1 });
    expect(conversionRate(totals)).toBe(10);
  });
});

describe('conversion badge tone', () => {
  it.each([
    [0, 'low'],
    [5, 'low'],
    [5.1, 'medium'],
    [10, 'medium'],
    [10.1, 'high'],
    [100, 'high'],
  ] as const)('%s%% is %s', (rate, tone) => {
    expect(conversionTone(rate)).toBe(tone);
  });
});
