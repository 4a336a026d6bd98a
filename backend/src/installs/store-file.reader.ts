import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { DomainError } from '../common/domain-error';
import { addDays, type DayRange, isIsoDay } from '../common/days';
import { APPLE_FIRST_TIME_DOWNLOAD, INSTALL_FILE_COLUMNS, INSTALL_STORES, INSTALL_TEXT_MAX_BYTES, INSTALL_VALUE_MAX_LENGTH, type InstallStore } from './install-store';

export type StoreFile = {
  store: InstallStore;
  app: string;
  rows: number;
  firstDay: string;
  lastDay: string;
  installs: Map<string, Map<string, number>>;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SPELLED_DAY = /^([a-z]{3})[a-z]* (\d{1,2}), (\d{4})$/i;
const COUNT = /^(\d{1,3}(,\d{3})+|\d+)$/;

/** Google Play's pair as the Play link's referrer writes it, URL-encoded, so any value reads back exactly. */
export const playReferrerValue = (source: string, campaign: string): string =>
  source || campaign ? new URLSearchParams({ utm_source: source, utm_campaign: campaign }).toString() : '';

const unreadable = (message: string) => new DomainError('INSTALL_FILE_UNREADABLE', message);

function bytesOf(file: Buffer): Buffer {
  if (file[0] !== 0x1f || file[1] !== 0x8b) return file;
  try {
    return gunzipSync(file, { maxOutputLength: INSTALL_TEXT_MAX_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new DomainError('INSTALL_FILE_TOO_LARGE', `The file is over ${INSTALL_TEXT_MAX_BYTES / 1024 / 1024} MiB once ungzipped`);
    throw unreadable('The file looks gzipped but cannot be ungzipped');
  }
}

/** UTF-8, or UTF-16 by its byte-order mark (or, without one, by the zero byte of an ASCII first character). */
function textOf(bytes: Buffer): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : bytes[1] === 0 ? 'utf-16le' : bytes[0] === 0 ? 'utf-16be' : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(`The file is not ${encoding === 'utf-8' ? 'UTF-8 or UTF-16 with a byte-order mark' : encoding.toUpperCase()} text`);
  }
}

const headerName = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/** The store whose columns the header holds most of; every one of them must be there. */
function columnsOf(header: string[]): { store: InstallStore; at: Record<string, number> } {
  const names = header.map(headerName);
  const [store] = [...INSTALL_STORES].sort((a, b) => present(b) - present(a));
  function present(candidate: InstallStore) {
    return Object.values(INSTALL_FILE_COLUMNS[candidate]).filter((name) => names.includes(name)).length;
  }
  const wanted = Object.entries(INSTALL_FILE_COLUMNS[store]);
  const missing = wanted.filter(([, name]) => !names.includes(name)).map(([, name]) => name);
  if (present(store) === 0)
    throw new DomainError('INSTALL_FILE_COLUMNS_MISSING', 'The file is neither an App Store "App Downloads Detailed" report nor a Google Play traffic source report');
  if (missing.length > 0) {
    const storeName = store === 'app-store' ? 'App Store' : 'Google Play';
    throw new DomainError('INSTALL_FILE_COLUMNS_MISSING', `The ${storeName} file has no column ${missing.map((name) => `"${name}"`).join(', ')}`, {
      details: [{ field: 'file', messages: missing.map((name) => `missing column "${name}"`) }],
    });
  }
  return { store, at: Object.fromEntries(wanted.map(([key, name]) => [key, names.indexOf(name)])) };
}

function dayOf(cell: string): string | undefined {
  const text = cell.trim();
  if (isIsoDay(text)) return text;
  const spelled = SPELLED_DAY.exec(text);
  const month = spelled ? MONTHS.indexOf(spelled[1].toLowerCase()) + 1 : 0;
  if (!spelled || month === 0) return undefined;
  const day = `${spelled[3]}-${String(month).padStart(2, '0')}-${spelled[2].padStart(2, '0')}`;
  return isIsoDay(day) ? day : undefined;
}

function countOf(cell: string): number | undefined {
  const text = cell.trim();
  if (!COUNT.test(text)) return undefined;
  const count = Number(text.replaceAll(',', ''));
  return Number.isSafeInteger(count) && count <= 2 ** 31 - 1 ? count : undefined;
}

export type StoreFileExpectations = { apps: Record<InstallStore, string>; days: DayRange };

/** As downloaded (docs/api.md, "Installs"); line numbers count the header as line 1. */
export function readStoreFile(file: Buffer, expected: StoreFileExpectations): StoreFile {
  const text = textOf(bytesOf(file)).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.trim() === '') throw unreadable('The file is empty');
  let columns: { store: InstallStore; at: Record<string, number>; width: number } | undefined;
  const installs = new Map<string, Map<string, number>>();
  let [line, rows, firstDay, lastDay] = [0, 0, '', ''];
  let failure: DomainError | undefined;
  const readRow = (cells: string[]) => {
    line += 1;
    if (!columns) {
      columns = { ...columnsOf(cells), width: cells.length };
      return;
    }
    const { store, at, width } = columns;
    if (cells.length === 1 && cells[0].trim() === '') return;
    if (cells.length !== width) throw rowError(line, `${cells.length} cells where the header has ${width}`);
    const day = dayOf(cells[at.day]);
    if (!day) throw rowError(line, `no day in "${cells[at.day]}"`);
    if (day < expected.days.from || day > expected.days.to) throw rowError(line, `${day} is outside ${expected.days.from} to ${expected.days.to}`);
    const count = countOf(cells[at.count]);
    if (count === undefined) throw rowError(line, `no count in "${cells[at.count]}"`);
    const app = cells[at.app].trim();
    if (app !== expected.apps[store]) throw new DomainError('INSTALL_FILE_OTHER_APP', `The file is for app ${app} (line ${line}), not this site's ${expected.apps[store]}`);
    rows += 1;
    if (!firstDay || day < firstDay) firstDay = day;
    if (!lastDay || day > lastDay) lastDay = day;
    if (store === 'app-store' && cells[at.downloadType].trim().toLowerCase() !== APPLE_FIRST_TIME_DOWNLOAD) return;
    const value = store === 'app-store' ? cells[at.campaign].trim() : playReferrerValue(cells[at.source].trim(), cells[at.campaign].trim());
    if (value.length > INSTALL_VALUE_MAX_LENGTH) throw rowError(line, `a campaign over ${INSTALL_VALUE_MAX_LENGTH} characters`);
    const ofDay = installs.get(day) ?? new Map<string, number>();
    ofDay.set(value, (ofDay.get(value) ?? 0) + count);
    installs.set(day, ofDay);
  };
  Papa.parse<string[]>(text, {
    delimiter: firstLine.includes('\t') ? '\t' : ',',
    skipEmptyLines: false,
    step: (result, parser) => {
      if (failure) return;
      try {
        if (result.errors.some((error) => error.type === 'Quotes')) throw rowError(line + 1, 'a quote that does not close');
        readRow(result.data);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  if (!columns || rows === 0) throw unreadable('The file holds no rows');
  return { store: columns.store, app: expected.apps[columns.store], rows, firstDay, lastDay, installs };
}

function rowError(line: number, what: string): DomainError {
  return new DomainError('INSTALL_ROW_UNREADABLE', `Line ${line} cannot be read: ${what}`, { details: [{ field: 'file', messages: [`line ${line}`] }] });
}

/** Every day from the first to the last: a store's report covers the days between, a day without a row is a day of 0. */
export function daysOf({ firstDay, lastDay }: Pick<StoreFile, 'firstDay' | 'lastDay'>): string[] {
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}
