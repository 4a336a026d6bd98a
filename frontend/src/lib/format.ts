/**
 * Formats the public pages render while they hydrate, without Intl: a page's first Intl call
 * loads ICU's locale data, 65 to 135 ms of main thread at Lighthouse's 4x CPU slowdown
 * (bench/lighthouse/README.md), for text as plain as "5,000" or "Oct 16". The admin, read on
 * desktops after the site, keeps Intl.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 5000 -> "5,000", as en-US groups an integer's digits. */
export function groupDigits(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "2025-10-16" -> "Oct 16": a calendar day, read as written, never shifted by a time zone. */
export function formatCalendarDay(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}`;
}
