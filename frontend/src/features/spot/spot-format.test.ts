import { compassPoint, formatClock, formatHour, formatSpotTime, roundPercent } from './spot-format';
import { appStoreId } from './spot-head';

describe('spot formatting', () => {
  it('writes hours the way the strips label them', () => {
    expect([0, 6, 12, 15, 20, 24].map(formatHour)).toEqual(['12am', '6am', '12pm', '3pm', '8pm', '12am']);
    expect(formatClock({ hour: 7, minute: 5 })).toBe('7:05am');
    expect(formatClock({ hour: 18, minute: 33 })).toBe('6:33pm');
  });

  it('names a bearing on the 16-point compass', () => {
    expect([0, 22, 45, 90, 250, 285, 359].map(compassPoint)).toEqual(['N', 'NNE', 'NE', 'E', 'WSW', 'WNW', 'N']);
  });

  it('shows the AI time stamp on the spot’s clock, as Intl writes it', () => {
    const pdt = { seconds: -7 * 3600, abbreviation: 'PDT' };
    const pst = { seconds: -8 * 3600, abbreviation: 'PST' };
    expect(formatSpotTime('2025-10-16T14:30:00.000Z', pdt)).toBe('7:30 AM PDT');
    expect(formatSpotTime('2025-10-16T19:05:00.000Z', pdt)).toBe('12:05 PM PDT');
    expect(formatSpotTime('2025-12-01T07:59:00.000Z', pst)).toBe('11:59 PM PST');
    expect(formatSpotTime('2025-12-01T08:00:00.000Z', pst)).toBe('12:00 AM PST');
    for (const iso of ['2025-10-16T14:30:00.000Z', '2025-10-16T19:05:00.000Z']) {
      expect(formatSpotTime(iso, pdt)).toBe(
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles', timeZoneName: 'short' }).format(new Date(iso)),
      );
    }
  });

  it('rounds the percentages of inline styles to two decimals', () => {
    expect([100 / 30, 83.66666666666667, 7.5, 0].map(roundPercent)).toEqual([3.33, 83.67, 7.5, 0]);
  });

  it('reads the App Store id from the listing URL for the Smart App Banner', () => {
    expect(appStoreId('https://apps.apple.com/us/app/lineup-surf-forecasts/id6740000000')).toBe('6740000000');
    expect(appStoreId('https://apps.apple.com/us/app/lineup/id123?mt=8')).toBe('123');
    expect(appStoreId('https://example.com/lineup')).toBeNull();
  });
});
