import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { ListQueryDto, Page } from './list-query.dto';

type Cell = string | number | null | undefined;

/** A cell a spreadsheet would run as a formula; visitors write these texts and operators open the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

const CELL_TO_QUOTE = /[,";\r\n]/;

function neutralise(value: Cell): string | number {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** CSV with a header row of the given keys. */
export function toCsv<T extends Record<K, Cell>, K extends keyof T & string>(rows: T[], columns: K[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => neutralise(row[column]))),
    // csv-stringify quotes only the separator, quotes and line breaks; a semicolon too, for spreadsheets that split on it.
    { header: true, columns, quoted_match: CELL_TO_QUOTE },
  );
}

export type ListSource<T extends Record<K, Cell>, K extends keyof T & string> = {
  page: (page: number, pageSize: number) => Promise<Page<T>>;
  all: () => Promise<T[]>;
  /** The download is named `<csvName>-<YYYY-MM-DD>.csv`. */
  csvName: string;
  csvColumns: K[];
};

/** An admin list: a page as JSON, or with `?format=csv` every row as a CSV download. */
export async function respondWithList<T extends Record<K, Cell>, K extends keyof T & string>(
  query: ListQueryDto,
  reply: FastifyReply,
  source: ListSource<T, K>,
  now: Date,
): Promise<Page<T> | string> {
  if (query.format === 'json') return source.page(query.page, query.pageSize);
  const filename = `${source.csvName}-${now.toISOString().slice(0, 10)}.csv`;
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`);
  return toCsv(await source.all(), source.csvColumns);
}
