import type { TransformFnParams } from 'class-transformer';
import { isEmail, Matches, ValidateBy } from 'class-validator';

// NUL is a PostgreSQL 500, control characters reach mail headers and CSV, a lone surrogate is stored as U+FFFD (docs/api.md); with `u`, \p{Surrogate} matches only unpaired ones.
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Surrogate}]*$/u;
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Surrogate}]*$/u;
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const ANY_TEXT = /^[^\u0000\p{Surrogate}]*$/u;

export function trim({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

export function IsSingleLine(): PropertyDecorator {
  return Matches(SINGLE_LINE, { message: '$property must be one line of text without control characters' });
}

export function IsMultiLineText(): PropertyDecorator {
  return Matches(MULTI_LINE, { message: '$property must not contain control characters' });
}

/** validator.js's isEmail throws (a 500) on a lone surrogate. */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && ANY_TEXT.test(value) && isEmail(value);
}

export function IsEmailAddress(): PropertyDecorator {
  return ValidateBy({
    name: 'isEmail',
    validator: { validate: isEmailAddress, defaultMessage: () => '$property must be an email' },
  });
}

/** For a secret compared as it is typed (a password). */
export function IsText(): PropertyDecorator {
  return Matches(ANY_TEXT, { message: '$property must not contain NUL or unpaired surrogates' });
}
