import type { TransformFnParams } from 'class-transformer';
import { isEmail, Matches, ValidateBy } from 'class-validator';

/*
 * One rule for the visitor's text (docs/api.md). PostgreSQL refuses NUL in text, which would be a
 * 500; other control characters and line separators would end up in mail headers and CSV cells;
 * a lone surrogate would be stored as U+FFFD, not as sent. The `u` flag makes \p{Surrogate} match
 * only a surrogate without its pair.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Surrogate}]*$/u;
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Surrogate}]*$/u;
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const ANY_TEXT = /^[^\u0000\p{Surrogate}]*$/u;

export function trim({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** No control character (C0, DEL, C1) and no line or paragraph separator. */
export function IsSingleLine(): PropertyDecorator {
  return Matches(SINGLE_LINE, { message: '$property must be one line of text without control characters' });
}

/** Line breaks (\n, \r), tabs and line separators allowed, other control characters refused. */
export function IsMultiLineText(): PropertyDecorator {
  return Matches(MULTI_LINE, { message: '$property must not contain control characters' });
}

/** class-validator's IsEmail, except that validator.js throws (a 500) on a lone surrogate, which is no address either. */
export function IsEmailAddress(): PropertyDecorator {
  return ValidateBy({
    name: 'isEmail',
    validator: { validate: (value: unknown) => typeof value === 'string' && ANY_TEXT.test(value) && isEmail(value), defaultMessage: () => '$property must be an email' },
  });
}

/** Anything but NUL and lone surrogates, for a secret compared as it is typed (a password). */
export function IsText(): PropertyDecorator {
  return Matches(ANY_TEXT, { message: '$property must not contain NUL or unpaired surrogates' });
}
