export const LIST_PAGE_SIZE = 25;

/** Newest first, whatever order a page arrives in. */
export function newestFirst<Item extends { createdAt: string }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
