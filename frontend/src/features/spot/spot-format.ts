import type { ClockTime, UtcOffset } from './spot-types';

const COMPASS_POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;

/** 6 -> "6am", 12 -> "12pm", 0 and 24 -> "12am". */
export function formatHour(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? 'am' : 'pm'}`;
}

/** {7, 19} -> "7:19am". */
export function formatClock({ hour, minute }: ClockTime): string {
  return formatHour(hour).replace(/(am|pm)$/, `:${String(minute).padStart(2, '0')}$1`);
}

/** 22 -> "NNE": the 16-point compass name of a bearing. */
export function compassPoint(degrees: number): string {
  return COMPASS_POINTS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % COMPASS_POINTS.length];
}

export function formatFeet(feet: number): string {
  return `${feet.toFixed(1)} ft`;
}

/** An instant as a time of day on the spot's clock, e.g. "7:30 AM PDT" (Intl's en-US format, without Intl: lib/format.ts). */
export function formatSpotTime(iso: string, { seconds, abbreviation }: UtcOffset): string {
  const local = new Date(Date.parse(iso) + seconds * 1000);
  const hour = local.getUTCHours();
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'} ${abbreviation}`;
}

/** Hours since midnight, as a fraction: {7, 30} -> 7.5. */
export function clockHours({ hour, minute }: ClockTime): number {
  return hour + minute / 60;
}

/** A percentage for an inline style, to two decimals: finer than a pixel, and short in the HTML. */
export function roundPercent(percent: number): number {
  return Math.round(percent * 100) / 100;
}
