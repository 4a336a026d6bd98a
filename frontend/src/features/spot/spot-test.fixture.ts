import { paths } from '../../config/paths';
import type { Spot } from './spot-types';

/** The fixture of /spot_test: round, distinct numbers, so a test can tell each one apart on the page. */
export const SPOT_TEST: Spot = {
  name: 'Test Reef',
  city: 'Capitola',
  region: 'California',
  path: paths.spotTest,
  analyticsLabel: 'spot_test',
  timeZone: 'America/Los_Angeles',
  utcOffset: { seconds: -7 * 3600, abbreviation: 'PDT' },
  coordinates: { latitude: 36.9719, longitude: -121.9527 },
  conditions: {
    surf: { words: 'Knee to waist high', rangeFt: '2-3 ft' },
    wind: { speedMph: 7, directionDeg: 90 },
    tide: { heightFt: -1.5, direction: 'outgoing' },
    optimalTide: { minFt: -2, maxFt: 3, directions: ['incoming', 'outgoing'] },
    temperatures: { airF: 70, waterF: 60 },
  },
  ai: {
    rating: 'GOOD',
    summary: 'Test summary: a small south swell with light east wind.',
    todayForecast: 'Test forecast: best from 9am to noon on the dropping tide.',
    updatedAt: '2025-06-02T15:00:00.000Z',
  },
  forecastDays: [
    { date: '2025-06-01', weekday: 'Sun', today: false, good: false, active: false },
    { date: '2025-06-02', weekday: 'Mon', today: true, good: true, active: false },
    { date: '2025-06-03', weekday: 'Tue', today: false, good: false, active: true },
    { date: '2025-06-04', weekday: 'Wed', today: false, good: true, active: false },
    { date: '2025-06-05', weekday: 'Thu', today: false, good: false, active: false },
    { date: '2025-06-06', weekday: 'Fri', today: false, good: false, active: false },
    { date: '2025-06-07', weekday: 'Sat', today: false, good: true, active: false },
    { date: '2025-06-08', weekday: 'Sun', today: false, good: false, active: false },
  ],
  hourly: {
    blocks: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((hour) => ({ hour, quality: hour >= 9 && hour < 12 ? 'good' : 'poor' })),
    sunrise: { hour: 6, minute: 30 },
    sunset: { hour: 19, minute: 30 },
    temperatures: [
      { startHour: 6, fahrenheit: 60 },
      { startHour: 9, fahrenheit: 65 },
      { startHour: 12, fahrenheit: 70 },
      { startHour: 15, fahrenheit: 68 },
      { startHour: 18, fahrenheit: 62 },
    ],
  },
  waveModel: [
    { hour: 6, label: 'Ankle-high', heightFt: 1, periodS: 6, directionDeg: 180 },
    { hour: 9, label: 'Chest-high', heightFt: 4, periodS: 12, directionDeg: 190 },
    { hour: 12, label: 'Waist-high', heightFt: 3, periodS: 10, directionDeg: 200 },
    { hour: 15, label: 'Knee-high', heightFt: 2, periodS: 8, directionDeg: 210 },
    { hour: 18, label: 'Overhead', heightFt: 7, periodS: 18, directionDeg: 220 },
  ],
  wind: [
    { hour: 6, speedMph: 3, directionDeg: 90 },
    { hour: 9, speedMph: 6, directionDeg: 120 },
    { hour: 12, speedMph: 9, directionDeg: 180 },
    { hour: 15, speedMph: 12, directionDeg: 270 },
    { hour: 18, speedMph: 15, directionDeg: 315 },
  ],
  tide: [
    { hour: 0, minute: 0, heightFt: 0, kind: 'reading' },
    { hour: 6, minute: 0, heightFt: 6, kind: 'high' },
    { hour: 12, minute: 0, heightFt: -6, kind: 'low' },
    { hour: 18, minute: 0, heightFt: 3, kind: 'high' },
    { hour: 24, minute: 0, heightFt: 0, kind: 'reading' },
  ],
  breaks: [
    { latitude: 36.9719, longitude: -121.9527, popup: 'Test Break A' },
    { latitude: 36.9725, longitude: -121.9505, popup: 'Test Break B' },
    { latitude: 36.9712, longitude: -121.9548, popup: 'Test Break C' },
  ],
  chat: [
    { id: 't1', author: 'Tester One', time: '9:00 AM', text: 'Test message one.' },
    { id: 't2', author: 'Tester Two', time: '8:30 AM', text: 'Test message two.' },
    { id: 't3', author: 'Tester Three', time: '7:00 PM', text: 'Test message three.', dayLabel: 'Yesterday' },
    { id: 't4', author: 'Tester Four', time: '6:00 PM', text: 'Test message four.', dayLabel: '2 days ago' },
  ],
};
