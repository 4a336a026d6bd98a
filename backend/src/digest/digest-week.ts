import { addDays, dayNumber, dayOf, firstDayOfYear, startOf, yearOf } from '../common/days';

/** Every Monday at 08:00 in the digest's time zone; pg-boss reads it with that zone, so daylight saving moves it in UTC. */
export const DIGEST_CRON = '0 8 * * 1';
const RUN_HOUR = 8;

export type DigestWeek = {
  /** ISO 8601 week, e.g. 2026-W48: names the week in the Message-ID. */
  label: string;
  monday: string;
  sunday: string;
};

type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localTime(instant: Date, timeZone: string): LocalTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
  };
}

function offsetAt(instant: number, timeZone: string): number {
  const local = localTime(new Date(instant), timeZone);
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time has in the zone; the offset is read again at the result, since it may differ across a change. */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wall = startOf(day).getTime() + hour * 60 * 60 * 1000;
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The ISO week of a Monday: the year of its Thursday, counted from that year's first Thursday. */
export function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const week = Math.floor((dayNumber(thursday) - dayNumber(firstDayOfYear(thursday))) / 7) + 1;
  return `${yearOf(thursday)}-W${String(week).padStart(2, '0')}`;
}

export function weekOf(monday: string): DigestWeek {
  return { label: isoWeekLabel(monday), monday, sunday: addDays(monday, 6) };
}

function todayIn(now: Date, timeZone: string): { day: string; weekday: number } {
  const local = localTime(now, timeZone);
  return { day: dayOf(new Date(Date.UTC(local.year, local.month - 1, local.day))), weekday: local.weekday };
}

export function lastCompleteWeek(now: Date, timeZone: string): DigestWeek {
  const { day, weekday } = todayIn(now, timeZone);
  return weekOf(addDays(day, 1 - weekday - 7));
}

/** The last week whose Monday 08:00 has passed: what a process that missed that minute still owes. */
export function owedWeek(now: Date, timeZone: string): DigestWeek {
  const week = lastCompleteWeek(now, timeZone);
  return now >= zonedInstant(addDays(week.monday, 7), RUN_HOUR, timeZone) ? week : previousWeek(week);
}

/** As the pg-boss schedule fires it: shown in the admin. */
export function nextRunAt(now: Date, timeZone: string): Date {
  const { day, weekday } = todayIn(now, timeZone);
  const monday = addDays(day, (8 - weekday) % 7);
  const run = zonedInstant(monday, RUN_HOUR, timeZone);
  return run > now ? run : zonedInstant(addDays(monday, 7), RUN_HOUR, timeZone);
}

export function utcBounds({ monday }: DigestWeek): { from: Date; to: Date } {
  return { from: startOf(monday), to: startOf(addDays(monday, 7)) };
}

export function previousWeek({ monday }: DigestWeek): DigestWeek {
  return weekOf(addDays(monday, -7));
}
