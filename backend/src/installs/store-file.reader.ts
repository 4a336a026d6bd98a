import { TextDecoder } from 'node:util';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, type Gunzip } from 'node:zlib';
import { DomainError } from '../common/domain-error';
import { addDays, type DayRange, isIsoDay } from '../common/days';
import { APPLE_FIRST_TIME_DOWNLOAD, INSTALL_FILE_COLUMNS, INSTALL_STORES, INSTALL_TEXT_MAX_BYTES, INSTALL_VALUE_MAX_LENGTH, type InstallStore } from './install-store';

export type StoreFile = {
  store: InstallStore;
  app: string;
  rows: number;
  firstDay: string;
  lastDay: string;
  /** Each value as read: an App Store `ct` token, or a Google Play UTM pair as `playReferrerValue` writes it. */
  values: readonly string[];
  counts: DayCounts;
};

/** The installs read, one a day and value, grouped by day: the `i`th is `installs[i]` of `values[value[i]]` on `days[day[i]]`. */
export type DayCounts = { days: readonly string[]; day: Int32Array; value: Int32Array; installs: Float64Array };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SPELLED_DAY = /^([a-z]{3})[a-z]* (\d{1,2}), (\d{4})$/i;
const COUNT = /^(\d{1,3}(,\d{3})+|\d+)$/;

/** Google Play's pair as the Play link's referrer writes it, URL-encoded, so any value reads back exactly. */
export const playReferrerValue = (source: string, campaign: string): string =>
  source || campaign ? new URLSearchParams({ utm_source: source, utm_campaign: campaign }).toString() : '';

const unreadable = (message: string) => new DomainError('INSTALL_FILE_UNREADABLE', message);

/** A cell kept past its text: V8's slice keeps the string it was cut from, a whole piece of the file, alive (a copy does not). */
const own = (cell: string) => ` ${cell}`.slice(1);

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** UTF-8, or UTF-16 by its byte-order mark (or, without one, by the zero byte of an ASCII first character). */
function decoderFor(bytes: Buffer): { decoder: TextDecoder; encoding: string } {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : bytes[1] === 0 ? 'utf-16le' : bytes[0] === 0 ? 'utf-16be' : 'utf-8';
  return { decoder: new TextDecoder(encoding, { fatal: true }), encoding };
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

const PLAY_CAMPAIGNS_COMPARED = 4;

/** A store's record is a few hundred characters; a quoted cell may span lines, up to this. */
const RECORD_MAX_LENGTH = 65_536;

/** A tab- or comma-separated text's records as cell bounds, quoted cells as in RFC 4180; a record the text does not end waits for the next. */
class Records {
  width = 0;
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly quoted: string[] = [];
  /** The line whose cell at this index was quoted: `quoted` holds it, read. */
  private readonly quotedOn: number[] = [];
  private at = 0;
  private nextDelimiter = -1;
  private nextQuote = -1;
  private readonly newlineText: string;
  private readonly delimiterText: string;

  constructor(
    private readonly text: string,
    private readonly delimiter: number,
    private readonly newline: number,
    private readonly last: boolean,
    /** Records read so far, the header included: the line number of the current one. */
    public line: number,
  ) {
    this.newlineText = String.fromCharCode(newline);
    this.delimiterText = String.fromCharCode(delimiter);
  }

  next(): boolean {
    const { text, delimiter, newline } = this;
    const first = text.charCodeAt(this.at);
    if (first === newline || first === CR) this.skipBlankLines();
    if (this.at >= text.length) return false;
    const line = this.line + 1;
    let [at, count, lineEnd] = [this.at, 0, this.lineEndFrom(this.at)];
    if (lineEnd === text.length && !this.last) return false;
    for (;;) {
      // The next quote and delimiter are remembered: searched once past each, not at every cell, nor again line by line where a run has none.
      let quote = this.nextQuote;
      if (quote < at) {
        quote = text.indexOf('"', at);
        this.nextQuote = quote = quote < 0 ? text.length : quote;
      }
      if (quote === at) {
        at = this.readQuoted(at, count, line);
        if (at < 0) return false;
        if (at > lineEnd) lineEnd = this.lineEndFrom(at);
        if (lineEnd === text.length && !this.last) return false;
        count += 1;
        const after = text.charCodeAt(at);
        if (after === delimiter) {
          at += 1;
          continue;
        }
        if (at >= text.length || after === newline) this.at = at + 1;
        else if (after === CR && newline === LF && text.charCodeAt(at + 1) === LF) this.at = at + 2;
        else throw rowError(line, 'a quote that does not close');
        break;
      }
      let end = this.nextDelimiter;
      if (end < at) {
        end = text.indexOf(this.delimiterText, at);
        this.nextDelimiter = end = end < 0 ? text.length : end;
      }
      if (end > lineEnd) end = lineEnd;
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
    this.line = line;
    return true;
  }

  rest(): string {
    return this.text.slice(this.at);
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

  /** Empty lines, counted: a run of millions (a zip bomb of line ends) is passed over at once, not read as records. */
  private skipBlankLines(): void {
    const { text, newline } = this;
    for (;;) {
      const code = text.charCodeAt(this.at);
      if (code === newline) this.at += 1;
      else if (code === CR && newline === LF && text.charCodeAt(this.at + 1) === LF) this.at += 2;
      else return;
      this.line += 1;
    }
  }

  private lineEndFrom(at: number): number {
    const end = this.text.indexOf(this.newlineText, at);
    return end < 0 ? this.text.length : end;
  }

  /** The quoted cell at `at`: its bounds, or its text in `quoted` if it doubles a quote; where it ends, past any spaces; -1 if in a later text. */
  private readQuoted(at: number, index: number, line: number): number {
    const { text } = this;
    let [cell, from, doubled] = ['', at + 1, false];
    for (;;) {
      const close = text.indexOf('"', from);
      if (close < 0) {
        if (!this.last) return -1;
        throw rowError(line, 'a quote that does not close');
      }
      if (text.charCodeAt(close + 1) !== QUOTE) {
        if (doubled) cell += text.slice(from, close);
        this.starts[index] = at + 1;
        this.ends[index] = close;
        from = close + 1;
        break;
      }
      cell += text.slice(from, close + 1);
      [from, doubled] = [close + 2, true];
    }
    while (text.charCodeAt(from) === SPACE) from += 1;
    this.quoted[index] = cell;
    this.quotedOn[index] = doubled ? line : 0;
    return from;
  }
}

/** The counts as read, in typed columns that grow: no garbage to collect, no key to hash (bench/installs/README.md). */
class CountColumns {
  readonly days: string[] = [];
  private readonly dayIndex = new Map<string, number>();
  private day = new Int32Array(4096);
  private value = new Int32Array(4096);
  private installs = new Float64Array(4096);
  private length = 0;
  /** Per value, the run of one day its count was last appended in, and where; a day read again is a new run, summed in `read()`. */
  private readonly runOf: number[] = [];
  private readonly countOf: number[] = [];
  private run = -1;
  private current = -1;
  private dayCameBack = false;

  toDay(day: string): void {
    let index = this.dayIndex.get(day);
    if (index === this.current) return;
    if (index === undefined) this.dayIndex.set(day, (index = this.days.push(day) - 1));
    else this.dayCameBack = true;
    [this.current, this.run] = [index, this.run + 1];
  }

  add(value: number, installs: number): void {
    if (this.runOf[value] === this.run) {
      this.installs[this.countOf[value]] += installs;
      return;
    }
    if (this.length === this.day.length) this.grow();
    const at = this.length++;
    this.day[at] = this.current;
    this.value[at] = value;
    this.installs[at] = installs;
    this.runOf[value] = this.run;
    this.countOf[value] = at;
  }

  read(): DayCounts {
    const { days, length } = this;
    const columns = { days, day: this.day.slice(0, length), value: this.value.slice(0, length), installs: this.installs.slice(0, length) };
    return this.dayCameBack ? summed(columns) : columns;
  }

  private grow(): void {
    const size = this.day.length * 2;
    const grown = <T extends Int32Array | Float64Array>(column: T, made: T): T => (made.set(column), made);
    [this.day, this.value] = [grown(this.day, new Int32Array(size)), grown(this.value, new Int32Array(size))];
    this.installs = grown(this.installs, new Float64Array(size));
  }
}

function summed({ days, day, value, installs }: DayCounts): DayCounts {
  const { length } = day;
  const order = Array.from({ length }, (_, at) => at).sort((a, b) => day[a] - day[b] || value[a] - value[b]);
  const [sumDay, sumValue, sumInstalls] = [new Int32Array(length), new Int32Array(length), new Float64Array(length)];
  let sums = 0;
  for (const at of order) {
    if (sums > 0 && sumDay[sums - 1] === day[at] && sumValue[sums - 1] === value[at]) {
      sumInstalls[sums - 1] += installs[at];
      continue;
    }
    sumDay[sums] = day[at];
    sumValue[sums] = value[at];
    sumInstalls[sums++] = installs[at];
  }
  return { days, day: sumDay.slice(0, sums), value: sumValue.slice(0, sums), installs: sumInstalls.slice(0, sums) };
}

class Values {
  readonly values: string[] = [];
  private readonly indexOf = new Map<string, number>();

  add(value: string, line: number): number {
    if (value.length > INSTALL_VALUE_MAX_LENGTH) throw rowError(line, `a campaign over ${INSTALL_VALUE_MAX_LENGTH} characters`);
    let index = this.indexOf.get(value);
    if (index === undefined) {
      index = this.values.push(own(value)) - 1;
      this.indexOf.set(this.values[index], index);
    }
    return index;
  }
}

type Layout = { delimiter: number; newline: number };
type Columns = { store: InstallStore; at: Record<string, number>; width: number; app: string };

/** A store file read as it arrives, ungzipped as it comes, never held whole (docs/api.md, "Installs"); the header is line 1. */
export class StoreFileReader {
  private sent: Buffer = Buffer.alloc(0);
  private gunzip: Gunzip | null | undefined;
  private ungzipped = 0;
  /** Met in what the gunzip stream gave, between two writes: the next write or the end throws it. */
  private failure: Error | undefined;
  private head: Buffer = Buffer.alloc(0);
  private decoder: { decoder: TextDecoder; encoding: string } | undefined;
  private pending = '';
  private started = false;
  private layout: Layout | undefined;
  private columns: Columns | undefined;
  private line = 0;
  private readonly counts = new CountColumns();
  private readonly downloadTypes: [spelled: string, counted: boolean][] = [];
  private readonly values = new Values();
  /** Each value's index by its cells as read (V8's own string hash beat one in JS: bench/installs/README.md). */
  private readonly appleValues = new Map<string, number>();
  /** By source, each campaign's (by its index in `playCampaigns`, the few of a file told apart by comparison, without a string cut). */
  private readonly playValues = new Map<string, number[]>();
  private readonly playCampaigns: string[] = [];
  private readonly playCampaignIndex = new Map<string, number>();
  private rows = 0;
  private firstDay = '';
  private lastDay = '';
  private dayCell = '';
  private day = '';

  constructor(private readonly expected: StoreFileExpectations) {}

  async write(chunk: Buffer): Promise<void> {
    this.refuseOnFailure();
    if (this.gunzip === undefined) {
      this.sent = Buffer.concat([this.sent, chunk]);
      if (this.sent.length < 2) return;
      this.gunzip = isGzip(this.sent) ? this.ungzip() : null;
      chunk = this.sent;
    }
    if (!this.gunzip) return this.text(chunk, false);
    if (!this.gunzip.write(chunk)) await once(this.gunzip, 'drain').catch(() => undefined);
    this.refuseOnFailure();
  }

  async end(): Promise<StoreFile> {
    this.refuseOnFailure();
    if (this.gunzip) {
      this.gunzip.end();
      await finished(this.gunzip).catch(() => undefined);
      this.refuseOnFailure();
    }
    this.text(this.gunzip === undefined ? this.sent : Buffer.alloc(0), true);
    const { columns, rows, firstDay, lastDay } = this;
    if (!columns || rows === 0) throw unreadable('The file holds no rows');
    return { store: columns.store, app: columns.app, rows, firstDay, lastDay, values: this.values.values, counts: this.counts.read() };
  }

  private refuseOnFailure(): void {
    if (this.failure) throw this.failure;
  }

  /** A zip bomb is stopped at INSTALL_TEXT_MAX_BYTES: nothing more is ungzipped. */
  private ungzip(): Gunzip {
    const gunzip = createGunzip({ chunkSize: 1024 * 1024 });
    gunzip.on('data', (text: Buffer) => {
      if (this.failure) return;
      try {
        this.ungzipped += text.length;
        if (this.ungzipped > INSTALL_TEXT_MAX_BYTES) throw new DomainError('INSTALL_FILE_TOO_LARGE', `The file is over ${INSTALL_TEXT_MAX_BYTES / 1024 / 1024} MiB once ungzipped`);
        this.text(text, false);
      } catch (error) {
        this.failure = error as Error;
        gunzip.destroy(this.failure);
      }
    });
    gunzip.on('error', () => (this.failure ??= unreadable('The file looks gzipped but cannot be ungzipped')));
    return gunzip;
  }

  private text(bytes: Buffer, last: boolean): void {
    if (!this.decoder) {
      this.head = Buffer.concat([this.head, bytes]);
      if (this.head.length < 2 && !last) return;
      this.decoder = decoderFor(this.head);
      bytes = this.head;
    }
    this.read(this.decode(bytes, last), last);
  }

  private decode(bytes: Buffer, last: boolean): string {
    const { decoder, encoding } = this.decoder!;
    try {
      return decoder.decode(bytes, { stream: !last });
    } catch {
      throw unreadable(`The file is not ${encoding === 'utf-8' ? 'UTF-8 or UTF-16 with a byte-order mark' : encoding.toUpperCase()} text`);
    }
  }

  private read(decoded: string, last: boolean): void {
    // Joined, not added: a string added to is read through its parts, and every cell's first character is read (5% of a year of Google Play).
    let text = this.pending === '' ? decoded : [this.pending, decoded].join('');
    if (!this.started) {
      if (text.length === 0 && !last) return;
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.layout ??= layoutOf(text, last);
    if (!this.layout) {
      this.pending = text;
      this.refuseLongRecord();
      return;
    }
    const records = new Records(text, this.layout.delimiter, this.layout.newline, last, this.line);
    if (!this.columns) {
      if (!records.next()) {
        this.pending = text;
        this.refuseLongRecord();
        return;
      }
      const header = Array.from({ length: records.width }, (_, index) => records.cell(index));
      const { store, at } = columnsOf(header);
      this.columns = { store, at, width: header.length, app: this.expected.apps[store] };
    }
    this.readRows(records, this.columns);
    this.pending = records.rest();
    this.line = records.line;
    this.refuseLongRecord();
  }

  private playCampaign(cell: string): number {
    let index = this.playCampaignIndex.get(cell);
    if (index === undefined) this.playCampaignIndex.set(this.playCampaigns[(index = this.playCampaigns.push(own(cell)) - 1)], index);
    return index;
  }

  /** What is left for the next text is searched again with it: a record without an end would make reading a file quadratic. */
  private refuseLongRecord(): void {
    if (this.pending.length > RECORD_MAX_LENGTH) throw rowError(this.line + 1, `over ${RECORD_MAX_LENGTH.toLocaleString('en-US')} characters without an end`);
  }

  /** The text's records, its state in locals while they are read (a year's App Store file is a million records). */
  private readRows(records: Records, { store, at, width, app }: Columns): void {
    const { counts, downloadTypes, values, appleValues, playValues, playCampaigns, expected } = this;
    let { rows, firstDay, lastDay, dayCell, day } = this;
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
        counts.toDay(day);
        if (!firstDay || day < firstDay) firstDay = day;
        if (!lastDay || day > lastDay) lastDay = day;
      }
      const count = records.digits(at.count) ?? countOf(records.cell(at.count));
      if (count === undefined) throw rowError(line, `no count in "${records.cell(at.count)}"`);
      if (!records.is(at.app, app) && records.cell(at.app).trim() !== app) {
        throw new DomainError('INSTALL_FILE_OTHER_APP', `The file is for app ${records.cell(at.app).trim()} (line ${line}), not this site's ${app}`);
      }
      rows += 1;
      let value: number | undefined;
      if (store === 'app-store') {
        let known = downloadTypes.find(([spelled]) => records.is(at.downloadType, spelled));
        if (!known) {
          const spelled = records.cell(at.downloadType);
          known = [own(spelled), spelled.trim().toLowerCase() === APPLE_FIRST_TIME_DOWNLOAD];
          if (downloadTypes.length < 8) downloadTypes.push(known);
        }
        if (!known[1]) continue;
        const token = records.cell(at.campaign);
        value = appleValues.get(token);
        if (value === undefined) appleValues.set(own(token), (value = values.add(token.trim(), line)));
      } else {
        let campaign = 0;
        while (campaign < PLAY_CAMPAIGNS_COMPARED && campaign < playCampaigns.length && !records.is(at.campaign, playCampaigns[campaign])) campaign += 1;
        if (campaign === PLAY_CAMPAIGNS_COMPARED || campaign === playCampaigns.length) campaign = this.playCampaign(records.cell(at.campaign));
        const source = records.cell(at.source);
        let ofSource = playValues.get(source);
        if (!ofSource) playValues.set(own(source), (ofSource = []));
        value = ofSource[campaign];
        if (value === undefined) ofSource[campaign] = value = values.add(playReferrerValue(source.trim(), playCampaigns[campaign].trim()), line);
      }
      counts.add(value, count);
    }
    Object.assign(this, { rows, firstDay, lastDay, dayCell, day });
  }
}

/** The delimiter and line end, from the first line; undefined while it has not ended. */
function layoutOf(text: string, last: boolean): Layout | undefined {
  const lineEnd = text.search(/[\r\n]/);
  if (!last && (lineEnd < 0 || lineEnd === text.length - 1)) return undefined;
  const firstLine = lineEnd < 0 ? text : text.slice(0, lineEnd);
  if (firstLine.trim() === '') throw unreadable('The file is empty');
  const newline = lineEnd >= 0 && text.charCodeAt(lineEnd) === CR && text.charCodeAt(lineEnd + 1) !== LF ? CR : LF;
  return { delimiter: firstLine.includes('\t') ? TAB : COMMA, newline };
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
