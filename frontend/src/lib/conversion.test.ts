import { conversionRate, conversionTone, visitorConversionRate } from './conversion';

const NO_COUNTS = { pageViews: 0, appStoreClicks: 0, playStoreClicks: 0, uniqueVisitors: 0, uniqueStoreVisitors: 0 };

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
  });
});

describe('visitor conversion', () => {
  it('is 0 without visitors, whatever the taps', () => {
    expect(visitorConversionRate({ uniqueVisitors: 0, uniqueStoreVisitors: 2 })).toBe(0);
  });

  it('counts a visitor who tapped both stores once, so it never passes 100%', () => {
    const both = {
      ...NO_COUNTS,
      pageViews: 1,
      appStoreClicks: 1,
      playStoreClicks: 1,
      uniqueVisitors: 1,
      uniqueStoreVisitors: 1,
    };
    expect(visitorConversionRate(both)).toBe(100);
    // A tap whose page view never arrived.
    expect(visitorConversionRate({ uniqueVisitors: 1, uniqueStoreVisitors: 2 })).toBe(100);
  });

  it('is the visitors who tapped a store over the visitors, as a percentage to 1 decimal, apart from reloads and repeated taps', () => {
    // Ten reloads and three taps from one phone: 10 views and 3 taps, but 1 visitor who tapped.
    const phone = { ...NO_COUNTS, pageViews: 10, appStoreClicks: 3, uniqueVisitors: 1, uniqueStoreVisitors: 1 };
    expect(conversionRate(phone)).toBe(30);
    expect(visitorConversionRate(phone)).toBe(100);
    expect(visitorConversionRate({ uniqueVisitors: 8, uniqueStoreVisitors: 1 })).toBe(12.5);
    expect(visitorConversionRate({ uniqueVisitors: 3, uniqueStoreVisitors: 2 })).toBe(66.7);
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
