import { clickConversion, fractionOf, percentOf, visitorConversion } from './conversion';

describe('conversion', () => {
  it('is store taps per page view, rounded to 1 decimal, 0 without views', () => {
    expect(percentOf(clickConversion({ storeTaps: 1, pageViews: 8 }))).toBe(12.5);
    expect(percentOf(clickConversion({ storeTaps: 1, pageViews: 3 }))).toBe(33.3);
    expect(percentOf(clickConversion({ storeTaps: 2, pageViews: 0 }))).toBe(0);
  });

  it('of visitors is store visitors per visitor, a fraction or null without visitors', () => {
    expect(fractionOf(visitorConversion({ storeVisitors: 1, visitors: 4 }))).toBe(0.25);
    expect(fractionOf(visitorConversion({ storeVisitors: 0, visitors: 0 }))).toBeNull();
    expect(percentOf(visitorConversion({ storeVisitors: 1, visitors: 3 }))).toBe(33.3);
  });
});
