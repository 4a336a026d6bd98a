import { describe, expect, it } from 'vitest';
import type { AdminColumn } from './admin-table';
import { toCsv } from './csv';

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
  ])('quotes a cell holding %s', (_case, text, line) => {
    expect(lineOf(text)).toBe(line);
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)'])('defuses %s, which a spreadsheet would run as a formula', (text) => {
    expect(lineOf(text)).toMatch(new RegExp(`^"?'${text.replace(/[+()]/g, '\\$&')}"?,1$`));
  });
});
