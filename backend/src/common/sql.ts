/** `"column" IN ('a', 'b')` for a CHECK constraint over a fixed list of our own values (never user input). */
export function sqlIn(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`;
}
