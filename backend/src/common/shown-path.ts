import { isAbsolute, relative } from 'node:path';

/** A path as a person at the working directory (the repository root for `make start`) would type it. */
export function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : path;
}
