import { createHash, randomBytes } from 'node:crypto';
import { type DayRange, LAST_DAYS_PRESETS, lastDays } from '../common/days';

/** 32 random bytes: 256 bits, 43 base64url characters in the URL. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const REPORT_LINK_EXPIRES_IN_DAYS_MAX = 365;
/** The presets' days (LAST_DAYS_PRESETS) or all time. */
export const REPORT_RANGES = ['7d', '30d', 'all'] as const satisfies readonly (keyof typeof LAST_DAYS_PRESETS | 'all')[];
export type ReportRange = (typeof REPORT_RANGES)[number];
export const REPORT_PAGE_PATH = '/report';

export function newReportToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function isReportToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** Only this hash is stored: a copy of the table opens no report. */
export function reportTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function reportDays(range: ReportRange, now: Date): Partial<DayRange> {
  return range === 'all' ? {} : lastDays(LAST_DAYS_PRESETS[range], now);
}
