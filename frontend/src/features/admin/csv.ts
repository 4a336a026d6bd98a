import Papa from 'papaparse';
import type { AdminColumn } from './admin-table';
import { downloadFile } from './download';

/** Papa quotes a cell with a comma, a quote or a line break; a spreadsheet set to semicolons would also split this one. */
const quoted = (value: unknown) => String(value).includes(';');

/** The columns that have a CSV cell, as CSV text; cells that a spreadsheet would run as a formula are escaped. */
export function toCsv<Row>(columns: readonly AdminColumn<Row>[], rows: readonly Row[]): string {
  const inFile = columns.flatMap(({ header, csv }) => (csv ? [{ header: csv.header ?? header, value: csv.value }] : []));
  return Papa.unparse({ fields: inFile.map(({ header }) => header), data: rows.map((row) => inFile.map(({ value }) => value(row))) }, { escapeFormulae: true, quotes: quoted });
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, csv, 'text/csv;charset=utf-8');
}
