import { ValidateBy } from 'class-validator';
import { DAY_WINDOW, isInDayWindow, isIsoDay, lastDayOfWindow } from './days';
import { DomainError } from './domain-error';

/** How every route's day parameters describe the window in the OpenAPI document. */
export const DAY_WINDOW_RULE = `A day from ${DAY_WINDOW.first} to ${DAY_WINDOW.daysAfterToday} days after today (UTC).`;

/** A real calendar day as YYYY-MM-DD; the window is the service's to check, on the Clock's today. */
export function IsDay(field: string): PropertyDecorator {
  return ValidateBy({ name: 'isIsoDay', validator: { validate: isIsoDay, defaultMessage: () => `${field} must be a day as YYYY-MM-DD` } });
}

/**
 * Refuses, in the validation pipe's shape, a day of the query outside DAY_WINDOW on `now`: before
 * any arithmetic on it, so that no range reaches past what the day arithmetic keeps finite.
 */
export function refuseDaysOutsideWindow(query: { from?: string; to?: string }, now: Date): void {
  const details = (['from', 'to'] as const)
    .filter((field) => query[field] !== undefined && !isInDayWindow(query[field], now))
    .map((field) => ({ field, messages: [`${field} must be a day as YYYY-MM-DD from ${DAY_WINDOW.first} to ${lastDayOfWindow(now)}`] }));
  if (details.length > 0) throw new DomainError('VALIDATION_FAILED', `Invalid ${details.map(({ field }) => field).join(', ')}`, { details });
}
