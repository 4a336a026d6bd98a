/** Quotes without escaping: only for our own fixed values, never user input. */
export function sqlIn(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`;
}

/** An array literal's element: quoted, its quotes and backslashes escaped, unless it is plainly a word (https://www.postgresql.org/docs/current/arrays.html#ARRAYS-IO). */
const PLAIN_ELEMENT = /^[a-z0-9._:-]+$/i;
const isNull = (value: string) => value.length === 4 && value.toLowerCase() === 'null';
export const arrayElement = (value: string) => (PLAIN_ELEMENT.test(value) && !isNull(value) ? value : `"${value.replace(/["\\]/g, '\\$&')}"`);

/** An array's text, as a parameter or in COPY (node-postgres' own is two replaces an element, a third slower by the thousand). */
export function arrayLiteral(values: readonly string[] | readonly number[]): string {
  return `{${typeof values[0] === 'number' ? values.join(',') : (values as readonly string[]).map(arrayElement).join(',')}}`;
}
