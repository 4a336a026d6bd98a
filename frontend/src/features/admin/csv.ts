import Papa from 'papaparse';
import type { AdminColumn } from './admin-table';
import { downloadFile } from './download';

/**
 * What a spreadsheet could run as a formula when it opens a line (OWASP, "CSV Injection"): =, +, -,
 * @, a tab or a carriage return. Every line of a cell counts, not only its first: a reader that
 * splits a quoted cell at its line breaks starts a row with each one (papaparse's `escapeFormulae`
 * looks at the first line only, and not even that when a second line follows).
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Each such line starts with an apostrophe instead, which makes a spreadsheet take the cell as text. */
function neutralised(text: string): string {
  let safe = '';
  let lineStart = true;
  for (const character of text) {
    if (lineStart && FORMULA_STARTS.has(character)) safe += "'";
    safe += character;
    lineStart = character === '\r' || character === '\n';
  }
  return safe;
}

/** Numbers stay numbers: a spreadsheet reads -3 as minus three, never as a formula. */
const cellOf = (value: string | number) => (typeof value === 'number' ? value : neutralised(value));

/**
 * Quoted besides what Papa quotes (a comma, a quote, a line break): a neutralised cell, and a cell
 * with a semicolon or a tab, which a spreadsheet set to those separators would split.
 */
const quoted = (value: unknown) => typeof value === 'string' && /^'|[;\t]/.test(value);

/** The columns that have a CSV cell, as CSV text: the one writer of every admin export. */
export function toCsv<Row>(columns: readonly AdminColumn<Row>[], rows: readonly Row[]): string {
  const inFile = columns.flatMap(({ header, csv }) => (csv ? [{ header: csv.header ?? header, value: csv.value }] : []));
  return Papa.unparse({ fields: inFile.map(({ header }) => neutralised(header)), data: rows.map((row) => inFile.map(({ value }) => cellOf(value(row)))) }, { quotes: quoted });
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, csv, 'text/csv;charset=utf-8');
}
