import type { TransformFnParams } from 'class-transformer';
import { Matches } from 'class-validator';

/** C0 controls and DEL; PostgreSQL also refuses NUL in text, which would otherwise be a 500. */
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- control characters are what these patterns refuse.
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export function trim({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

export function IsSingleLine(): PropertyDecorator {
  return Matches(SINGLE_LINE, { message: '$property must be one line of text without control characters' });
}

/** Line breaks and tabs allowed, other control characters refused. */
export function IsMultiLineText(): PropertyDecorator {
  return Matches(MULTI_LINE, { message: '$property must not contain control characters' });
}
