import Papa from 'papaparse';
import { downloadFile } from './download';

/** CSV text; cells that a spreadsheet would run as a formula are escaped. */
export function toCsv(headers: readonly string[], rows: readonly (string | number)[][]): string {
  return Papa.unparse({ fields: [...headers], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, csv, 'text/csv;charset=utf-8');
}
