import { FORECAST_DAY_COUNT, HOURLY_FIRST_HOUR, HOURLY_LAST_HOUR, TEMPERATURE_BLOCK_HOURS, TIDE_SCALE_FT } from './spot-constants';
import { SPOT_TEST } from './spot-test.fixture';
import type { Spot } from './spot-types';
import { STEAMER_LANE_POINT } from './steamer-lane-point.fixture';

const WAVE_LABELS = ['Ankle-high', 'Chest-high', 'Waist-high', 'Knee-high', 'Overhead'];

describe.each([
  ['Steamer Lane Point', STEAMER_LANE_POINT],
  ['the spot test page', SPOT_TEST],
] as [string, Spot][])('the fixture of %s', (_, spot) => {
  it('gives the offset and abbreviation of its time zone at the forecast’s time', () => {
    const local = new Intl.DateTimeFormat('en-US', { timeZone: spot.timeZone, timeZoneName: 'short' }).formatToParts(new Date(spot.ai.updatedAt));
    const longOffset = new Intl.DateTimeFormat('en-US', { timeZone: spot.timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(spot.ai.updatedAt));
    const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(longOffset.find((part) => part.type === 'timeZoneName')!.value)!;
    expect(spot.utcOffset).toEqual({
      seconds: (sign === '-' ? -1 : 1) * (Number(hours) * 3600 + Number(minutes) * 60),
      abbreviation: local.find((part) => part.type === 'timeZoneName')!.value,
    });
  });

  it('has 8 forecast days, exactly one of them today and one active', () => {
    expect(spot.forecastDays).toHaveLength(FORECAST_DAY_COUNT);
    expect(spot.forecastDays.filter((day) => day.today)).toHaveLength(1);
    expect(spot.forecastDays.filter((day) => day.active)).toHaveLength(1);
  });

  it('rates every hour from 6am to 8pm and gives a temperature for each 3-hour block of them', () => {
    const hours = Array.from({ length: HOURLY_LAST_HOUR - HOURLY_FIRST_HOUR + 1 }, (_, i) => HOURLY_FIRST_HOUR + i);
    expect(spot.hourly.blocks.map((block) => block.hour)).toEqual(hours);
    expect(spot.hourly.temperatures.map((block) => block.startHour)).toEqual(hours.filter((hour) => (hour - HOURLY_FIRST_HOUR) % TEMPERATURE_BLOCK_HOURS === 0));
  });

  it('has the five wave-model sizes, five wind readings, three breaks and four chat messages', () => {
    expect(spot.waveModel.map((entry) => entry.label)).toEqual(WAVE_LABELS);
    expect(spot.wind).toHaveLength(5);
    expect(spot.breaks).toHaveLength(3);
    expect(spot.chat).toHaveLength(4);
  });

  it('keeps the tide within the chart scale, from midnight to midnight, with highs and lows to label', () => {
    expect(spot.tide.every((point) => point.heightFt >= TIDE_SCALE_FT.min && point.heightFt <= TIDE_SCALE_FT.max)).toBe(true);
    expect(spot.tide[0]).toMatchObject({ hour: 0, minute: 0 });
    expect(spot.tide.at(-1)).toMatchObject({ hour: 24, minute: 0 });
    expect(spot.tide.some((point) => point.kind === 'high')).toBe(true);
    expect(spot.tide.some((point) => point.kind === 'low')).toBe(true);
  });
});
