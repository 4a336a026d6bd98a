/** Quotes without escaping: only for our own fixed values, never user input. */
export function sqlIn(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`;
}
