import { describe, expect, it } from 'vitest';
import type { AdminColumn } from './admin-table';
import { toCsv } from './csv';
import { FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from './test/csv-download';

type Row = { text: string; count: number };

const COLUMNS: readonly AdminColumn<Row>[] = [
  { key: 'text', header: 'Text', cell: (row) => row.text, csv: { value: (row) => row.text } },
  { key: 'shownOnly', header: 'Shown only', cell: (row) => row.count },
  { key: 'count', header: 'Count', csv: { value: (row) => row.count, header: 'Count (all)' } },
];

const lineOf = (text: string) => toCsv(COLUMNS, [{ text, count: 1 }]).split('\r\n')[1];

describe('toCsv', () => {
  it('writes the columns that have a CSV cell, under their CSV header', () => {
    expect(toCsv(COLUMNS, [{ text: 'kai', count: 3 }])).toBe('Text,Count (all)\r\nkai,3');
  });

  it.each([
    ['a comma', 'a,b', '"a,b",1'],
    ['a quote', 'say "hi"', '"say ""hi""",1'],
    ['a line break', 'one\ntwo', '"one\ntwo",1'],
    ['a semicolon, which a spreadsheet set to semicolons splits', 'a;b', '"a;b",1'],
    ['a tab, which a spreadsheet set to tabs splits', 'a\tb', '"a\tb",1'],
  ])('quotes a cell holding %s', (_case, text, line) => {
    expect(lineOf(text)).toBe(line);
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)'])('defuses %s, which a spreadsheet would run as a formula', (text) => {
    expect(lineOf(text)).toMatch(new RegExp(`^"?'${text.replace(/[+()]/g, '\\$&')}"?,1$`));
  });

  it.each([
    ['a second line', 'one\n=1+1', '"one\n\'=1+1",1'],
    ['a first line, with a second after it', '=1+1\ntwo', '"\'=1+1\ntwo",1'],
    ['a line after a carriage return alone', 'one\r+1', '"one\r\'+1",1'],
    ['a line that starts with a tab', 'one\r\n\t=1', '"one\r\n\'\t=1",1'],
    ['a carriage return that opens the cell', '\r@A1', '"\'\r\'@A1",1'],
  ])('defuses a formula on %s', (_case, text, line) => {
    expect(toCsv(COLUMNS, [{ text, count: 1 }])).toBe(`Text,Count (all)\r\n${line}`);
  });

  it('defuses every line of a cell and of a header, and leaves numbers as numbers', () => {
    const columns: readonly AdminColumn<Row>[] = [{ key: 'text', header: FORMULA_LINES, csv: { value: (row) => row.text } }, ...COLUMNS.slice(2)];
    expect(safeCsvRows(toCsv(columns, [{ text: FORMULA_LINES, count: -1 }]))).toEqual([
      [FORMULA_LINES_READ, 'Count (all)'],
      [FORMULA_LINES_READ, '-1'],
    ]);
  });
});
