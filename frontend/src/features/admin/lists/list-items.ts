import type { AdminColumn } from '../admin-table';

export const LIST_PAGE_SIZE = 25;

/** Newest first, whatever order a page arrives in. */
export function newestFirst<Item extends { createdAt: string }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * A column in the list's CSV only, headed by the API's own field name, as the files have always been;
 * the value as the API sent it, an empty cell for null.
 */
export function fieldColumn<Row, Key extends keyof Row & string>(key: Key): AdminColumn<Row> {
  return { key, header: key, csv: { value: (row) => (row[key] ?? '') as string | number } };
}
