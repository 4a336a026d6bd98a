import { paths } from '../../config/paths';
import type { Spot } from './spot-types';

/** The sample forecast of /spots/steamerlane_point: a mid-October morning at Steamer Lane. */
export const STEAMER_LANE_POINT: Spot = {
  name: 'Steamer Lane Point',
  city: 'Santa Cruz',
  region: 'California',
  path: paths.steamerLanePoint,
  analyticsLabel: 'spot_steamerlane_point',
  timeZone: 'America/Los_Angeles',
  utcOffset: { seconds: -7 * 3600, abbreviation: 'PDT' },
  coordinates: { latitude: 36.9513, longitude: -122.0252 },
  conditions: {
    surf: { words: 'Waist to chest high', rangeFt: '3-4 ft' },
    wind: { speedMph: 5, directionDeg: 22 },
    tide: { heightFt: 2.4, direction: 'incoming' },
    optimalTide: { minFt: -2, maxFt: 3, directions: ['incoming', 'outgoing'] },
    temperatures: { airF: 61, waterF: 57 },
  },
  ai: {
    rating: 'GOOD',
    summary:
      'A clean west-northwest swell is filling in under light offshore winds. The Point is lining up with long walls on the sets, and Middle Peak is the friendlier option when the crowd stacks up.',
    todayForecast:
      'Waist to chest high through midday, best on the incoming tide from 8am to 2pm. The wind turns onshore around 1pm and freshens to 12-16 mph, so the afternoon gets bumpy. Tomorrow looks similar with a touch more size.',
    updatedAt: '2025-10-16T14:30:00.000Z',
  },
  forecastDays: [
    { date: '2025-10-16', weekday: 'Thu', today: true, good: true, active: true },
    { date: '2025-10-17', weekday: 'Fri', today: false, good: true, active: false },
    { date: '2025-10-18', weekday: 'Sat', today: false, good: false, active: false },
    { date: '2025-10-19', weekday: 'Sun', today: false, good: false, active: false },
    { date: '2025-10-20', weekday: 'Mon', today: false, good: true, active: false },
    { date: '2025-10-21', weekday: 'Tue', today: false, good: true, active: false },
    { date: '2025-10-22', weekday: 'Wed', today: false, good: false, active: false },
    { date: '2025-10-23', weekday: 'Thu', today: false, good: false, active: false },
  ],
  hourly: {
    blocks: [
      { hour: 6, quality: 'poor' },
      { hour: 7, quality: 'poor' },
      { hour: 8, quality: 'good' },
      { hour: 9, quality: 'good' },
      { hour: 10, quality: 'good' },
      { hour: 11, quality: 'good' },
      { hour: 12, quality: 'good' },
      { hour: 13, quality: 'good' },
      { hour: 14, quality: 'poor' },
      { hour: 15, quality: 'poor' },
      { hour: 16, quality: 'poor' },
      { hour: 17, quality: 'poor' },
      { hour: 18, quality: 'poor' },
      { hour: 19, quality: 'poor' },
      { hour: 20, quality: 'poor' },
    ],
    sunrise: { hour: 7, minute: 19 },
    sunset: { hour: 18, minute: 33 },
    temperatures: [
      { startHour: 6, fahrenheit: 54 },
      { startHour: 9, fahrenheit: 61 },
      { startHour: 12, fahrenheit: 66 },
      { startHour: 15, fahrenheit: 64 },
      { startHour: 18, fahrenheit: 57 },
    ],
  },
  waveModel: [
    { hour: 6, label: 'Ankle-high', heightFt: 1.2, periodS: 8, directionDeg: 250 },
    { hour: 9, label: 'Chest-high', heightFt: 4.1, periodS: 14, directionDeg: 290 },
    { hour: 12, label: 'Waist-high', heightFt: 3.2, periodS: 13, directionDeg: 285 },
    { hour: 15, label: 'Knee-high', heightFt: 2.0, periodS: 11, directionDeg: 275 },
    { hour: 18, label: 'Overhead', heightFt: 6.5, periodS: 16, directionDeg: 295 },
  ],
  wind: [
    { hour: 6, speedMph: 4, directionDeg: 45 },
    { hour: 9, speedMph: 5, directionDeg: 22 },
    { hour: 12, speedMph: 11, directionDeg: 250 },
    { hour: 15, speedMph: 16, directionDeg: 285 },
    { hour: 18, speedMph: 9, directionDeg: 300 },
  ],
  tide: [
    { hour: 0, minute: 0, heightFt: 2.9, kind: 'reading' },
    { hour: 1, minute: 48, heightFt: 4.1, kind: 'high' },
    { hour: 7, minute: 55, heightFt: 1.2, kind: 'low' },
    { hour: 13, minute: 36, heightFt: 5.3, kind: 'high' },
    { hour: 20, minute: 31, heightFt: -0.7, kind: 'low' },
    { hour: 24, minute: 0, heightFt: 0.6, kind: 'reading' },
  ],
  breaks: [
    { latitude: 36.9508, longitude: -122.0268, popup: 'The Point' },
    { latitude: 36.9514, longitude: -122.0246, popup: 'Middle Peak' },
    { latitude: 36.9527, longitude: -122.0224, popup: 'Indicators' },
  ],
  /** Newest first. */
  chat: [
    { id: 'm1', author: 'Jess Alvarez', time: '7:15 AM', text: 'Middle Peak has fewer people and the sets are just as good right now.' },
    { id: 'm2', author: 'Kai Moreno', time: '6:42 AM', text: 'Dawn patrol was glassy at the Point. Long lines, maybe 20 out.' },
    { id: 'm3', author: 'Marcus Lee', time: '5:58 PM', text: 'Wind went onshore after 2. Going back tomorrow early on the incoming.', dayLabel: 'Yesterday' },
    { id: 'm4', author: 'Noa Fitzgerald', time: '4:20 PM', text: 'Watch the rocks at Indicators on the lower tide. Kelp is thick this week.', dayLabel: 'Yesterday' },
  ],
};
