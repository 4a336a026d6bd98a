import { gunzipSync } from 'node:zlib';
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

const [TAB, LF, CR, SPACE, QUOTE, COMMA] = [9, 10, 13, 32, 34, 44];

/**
 * The records of a tab- or comma-separated text, one at a time, as cell bounds in the text: a year's
 * file is a million records, so a cell becomes a string only when asked for. A cell that starts with
 * a quote is read as RFC 4180 has it (doubled quotes, delimiters and line breaks inside).
 */
class Records {
  /** Records read so far, the header included: the line number of the current one. */
  line = 0;
  width = 0;
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly quoted: string[] = [];
  /** The line whose cell at this index was quoted: `quoted` holds it, read. */
  private readonly quotedOn: number[] = [];
  private at = 0;
  private readonly newline: number;
  private readonly newlineText: string;
  private readonly delimiterText: string;

  constructor(
    private readonly text: string,
    private readonly delimiter: number,
  ) {
    const lineEnd = text.search(/[\r\n]/);
    this.newline = lineEnd >= 0 && text.charCodeAt(lineEnd) === CR && text.charCodeAt(lineEnd + 1) !== LF ? CR : LF;
    this.newlineText = String.fromCharCode(this.newline);
    this.delimiterText = String.fromCharCode(delimiter);
  }

  next(): boolean {
    const { text, delimiter, newline } = this;
    if (this.at >= text.length) return false;
    this.line += 1;
    let [at, count, lineEnd] = [this.at, 0, this.lineEndFrom(this.at)];
    for (;;) {
      if (text.charCodeAt(at) === QUOTE) {
        at = this.readQuoted(at, count);
        if (at > lineEnd) lineEnd = this.lineEndFrom(at);
        count += 1;
        const after = text.charCodeAt(at);
        if (after === delimiter) {
          at += 1;
          continue;
        }
        if (at >= text.length || after === newline) this.at = at + 1;
        else if (after === CR && newline === LF && text.charCodeAt(at + 1) === LF) this.at = at + 2;
        else throw rowError(this.line, 'a quote that does not close');
        break;
      }
      let end = text.indexOf(this.delimiterText, at);
      if (end < 0 || end > lineEnd) end = lineEnd;
      this.starts[count] = at;
      this.ends[count] = end === lineEnd && newline === LF && end > at && text.charCodeAt(end - 1) === CR ? end - 1 : end;
      count += 1;
      if (end === lineEnd) {
        this.at = lineEnd + 1;
        break;
      }
      at = end + 1;
    }
    this.width = count;
    return true;
  }

  cell(index: number): string {
    return this.quotedOn[index] === this.line ? this.quoted[index] : this.text.slice(this.starts[index], this.ends[index]);
  }

  /** The cell is `value`, exactly, without making it a string. */
  is(index: number, value: string): boolean {
    if (this.quotedOn[index] === this.line) return this.quoted[index] === value;
    const start = this.starts[index];
    return this.ends[index] - start === value.length && this.text.startsWith(value, start);
  }

  /** Its digits as a number; undefined when it holds anything else (then `countOf` reads it). */
  digits(index: number): number | undefined {
    if (this.quotedOn[index] === this.line) return undefined;
    const [start, end] = [this.starts[index], this.ends[index]];
    if (end === start || end - start > 9) return undefined;
    let number = 0;
    for (let at = start; at < end; at += 1) {
      const digit = this.text.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) return undefined;
      number = number * 10 + digit;
    }
    return number;
  }

  private lineEndFrom(at: number): number {
    const end = this.text.indexOf(this.newlineText, at);
    return end < 0 ? this.text.length : end;
  }

  /** The quoted cell at `at` read into `quoted`; where it ends, past its closing quote and any spaces. */
  private readQuoted(at: number, index: number): number {
    const { text } = this;
    let [cell, from] = ['', at + 1];
    for (;;) {
      const close = text.indexOf('"', from);
      if (close < 0) throw rowError(this.line, 'a quote that does not close');
      cell += text.slice(from, close);
      if (text.charCodeAt(close + 1) !== QUOTE) {
        from = close + 1;
        break;
      }
      cell += '"';
      from = close + 2;
    }
    while (text.charCodeAt(from) === SPACE) from += 1;
    this.quoted[index] = cell;
    this.quotedOn[index] = this.line;
    return from;
  }
}

/** As downloaded (docs/api.md, "Installs"); line numbers count the header as line 1. */
export function readStoreFile(file: Buffer, expected: StoreFileExpectations): StoreFile {
  const decoded = textOf(bytesOf(file));
  const text = decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.trim() === '') throw unreadable('The file is empty');
  const records = new Records(text, firstLine.includes('\t') ? TAB : COMMA);
  records.next();
  const header = Array.from({ length: records.width }, (_, index) => records.cell(index));
  const { store, at } = columnsOf(header);
  const width = header.length;
  const app = expected.apps[store];
  const installs = new Map<string, Map<string, number>>();
  const downloadTypes: [spelled: string, counted: boolean][] = [];
  const playValues = new Map<string, Map<string, string>>();
  let [rows, firstDay, lastDay] = [0, '', ''];
  let [dayCell, day, ofDay] = ['', '', new Map<string, number>()];
  while (records.next()) {
    const { line } = records;
    if (records.width !== width) {
      if (records.width === 1 && records.cell(0).trim() === '') continue;
      throw rowError(line, `${records.width} cells where the header has ${width}`);
    }
    if (day === '' || !records.is(at.day, dayCell)) {
      dayCell = records.cell(at.day);
      const read = dayOf(dayCell);
      if (!read) throw rowError(line, `no day in "${dayCell}"`);
      if (read < expected.days.from || read > expected.days.to) throw rowError(line, `${read} is outside ${expected.days.from} to ${expected.days.to}`);
      day = read;
      ofDay = installs.get(day) ?? new Map<string, number>();
      installs.set(day, ofDay);
    }
    const count = records.digits(at.count) ?? countOf(records.cell(at.count));
    if (count === undefined) throw rowError(line, `no count in "${records.cell(at.count)}"`);
    if (!records.is(at.app, app) && records.cell(at.app).trim() !== app) {
      throw new DomainError('INSTALL_FILE_OTHER_APP', `The file is for app ${records.cell(at.app).trim()} (line ${line}), not this site's ${app}`);
    }
    rows += 1;
    if (!firstDay || day < firstDay) firstDay = day;
    if (!lastDay || day > lastDay) lastDay = day;
    let value: string;
    if (store === 'app-store') {
      let known = downloadTypes.find(([spelled]) => records.is(at.downloadType, spelled));
      if (!known) {
        const spelled = records.cell(at.downloadType);
        known = [spelled, spelled.trim().toLowerCase() === APPLE_FIRST_TIME_DOWNLOAD];
        if (downloadTypes.length < 8) downloadTypes.push(known);
      }
      if (!known[1]) continue;
      value = records.cell(at.campaign).trim();
    } else {
      const [source, campaign] = [records.cell(at.source), records.cell(at.campaign)];
      const ofSource = playValues.get(source) ?? new Map<string, string>();
      playValues.set(source, ofSource);
      value = ofSource.get(campaign) ?? playReferrerValue(source.trim(), campaign.trim());
      ofSource.set(campaign, value);
    }
    if (value.length > INSTALL_VALUE_MAX_LENGTH) throw rowError(line, `a campaign over ${INSTALL_VALUE_MAX_LENGTH} characters`);
    ofDay.set(value, (ofDay.get(value) ?? 0) + count);
  }
  if (rows === 0) throw unreadable('The file holds no rows');
  for (const [read, counts] of installs) if (counts.size === 0) installs.delete(read);
  return { store, app, rows, firstDay, lastDay, installs };
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
