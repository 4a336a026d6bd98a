import { ValidateBy } from 'class-validator';
import { DAY_WINDOW, isInDayWindow, isIsoDay, lastDayOfWindow } from './days';

/** How every route's day parameters describe the window in the OpenAPI document. */
export const DAY_WINDOW_RULE = `A day from ${DAY_WINDOW.first} to ${DAY_WINDOW.daysAfterToday} days after today (UTC).`;

/** A real calendar day inside DAY_WINDOW (today by the server's clock), so that no range reaches past what the day arithmetic keeps finite. */
export function isWindowDay(value: unknown): value is string {
  return isIsoDay(value) && isInDayWindow(value, new Date());
}

export function IsWindowDay(field: string): PropertyDecorator {
  return ValidateBy({
    name: 'isWindowDay',
    validator: {
      validate: isWindowDay,
      defaultMessage: () => `${field} must be a day as YYYY-MM-DD from ${DAY_WINDOW.first} to ${lastDayOfWindow(new Date())}`,
    },
  });
}
