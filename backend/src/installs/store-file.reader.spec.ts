import { gzipSync } from 'node:zlib';
import { DomainError } from '../common/domain-error';
import { type StoreFile, StoreFileReader } from './store-file.reader';

const EXPECTED = { apps: { 'app-store': '6740000000', 'play-store': 'surf.lineup.app' }, days: { from: '2000-01-01', to: '2030-12-31' } } as const;
const PLAY_HEADER = 'Date,Package name,Traffic source,Search term,UTM source,UTM campaign,Store listing acquisitions,Store listing visitors,Store listing conversion rate';
const APPLE_HEADER = ['Date', 'App Apple Identifier', 'Campaign', 'Download Type', 'Territory', 'Counts'].join('\t');

async function readStoreFile(file: Buffer): Promise<StoreFile> {
  const reader = new StoreFileReader(EXPECTED);
  await reader.write(file);
  return reader.end();
}
const read = (text: string) => readStoreFile(Buffer.from(text));
function counts({ values, counts: read }: StoreFile): Record<string, Record<string, number>> {
  const byDay: Record<string, Record<string, number>> = {};
  for (let at = 0; at < read.day.length; at += 1) (byDay[read.days[read.day[at]]] ??= {})[values[read.value[at]]] = read.installs[at];
  return byDay;
}

async function refusal(text: string): Promise<{ code: string; message: string }> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('read without a refusal');
}

describe('reading a store file', () => {
  it('reads a quoted cell spanning lines, and names the line of the record after it', async () => {
    const lines = [
      PLAY_HEADER,
      '2025-11-01,surf.lineup.app,Third-party referrers,,"kai, the ""first""",influencer,"1,200",100,"4,5%"',
      '2025-11-01,surf.lineup.app,Third-party referrers,,"two\r\nlines" ,influencer,2,100,1%',
    ];
    expect(counts(await read(lines.join('\r\n')))).toEqual({
      '2025-11-01': { 'utm_source=kai%2C+the+%22first%22&utm_campaign=influencer': 1200, 'utm_source=two%0D%0Alines&utm_campaign=influencer': 2 },
    });
    expect(await refusal([...lines, '2025-11-02,surf.lineup.app,Third-party referrers,,kai,influencer,x,100,1%'].join('\r\n'))).toEqual({
      code: 'INSTALL_ROW_UNREADABLE',
      message: 'Line 4 cannot be read: no count in "x"',
    });
  });

  it('refuses a quote that does not close, or text after a closing quote, naming the line', async () => {
    expect(await refusal(`${PLAY_HEADER}\n2025-11-01,surf.lineup.app,x,,"kai,influencer,1,100,1%\n2025-11-02,surf.lineup.app,x,,kai,influencer,1,100,1%\n`)).toEqual({
      code: 'INSTALL_ROW_UNREADABLE',
      message: 'Line 2 cannot be read: a quote that does not close',
    });
    expect(await refusal(`${PLAY_HEADER}\n2025-11-01,surf.lineup.app,x,,kai,influencer,1,100,1%\n2025-11-01,surf.lineup.app,x,,"kai"s,influencer,1,100,1%\n`)).toMatchObject({
      message: 'Line 3 cannot be read: a quote that does not close',
    });
  });

  it('takes a quote inside an unquoted cell as it is', async () => {
    expect(counts(await read(`${APPLE_HEADER}\n2025-11-01\t6740000000\tinfluencer:"kai"\tFirst-time download\tUS\t3\n`))).toEqual({ '2025-11-01': { 'influencer:"kai"': 3 } });
  });

  it('skips blank lines (counting them), trims cells, reads any letter case of a download type, and sums a day that comes back', async () => {
    const file = await read(
      [
        APPLE_HEADER,
        '2025-11-01\t6740000000\tinfluencer:kai\tFirst-time download\tUS\t3',
        '',
        ' 2025-11-02 \t 6740000000 \t influencer:kai \t first-time DOWNLOAD \tAU\t 2 ',
        '2025-11-02\t6740000000\tinfluencer:kai\tRedownload\tAU\t50',
        '2025-11-01\t6740000000\tinfluencer:kai\tFirst-time download\tFR\t1,000',
        '   ',
      ].join('\n'),
    );
    expect(file).toMatchObject({ store: 'app-store', rows: 4, firstDay: '2025-11-01', lastDay: '2025-11-02' });
    expect(counts(file)).toEqual({ '2025-11-01': { 'influencer:kai': 1003 }, '2025-11-02': { 'influencer:kai': 2 } });
    expect(await refusal(`${APPLE_HEADER}\n2025-11-01\t6740000000\tinfluencer:kai\tRedownload\tUS\t3\n\n2025-11-01\t6740000000\tkai\n`)).toEqual({
      code: 'INSTALL_ROW_UNREADABLE',
      message: 'Line 4 cannot be read: 3 cells where the header has 6',
    });
  });

  it('leaves out a day of redownloads only, but counts its rows and days', async () => {
    const file = await read(`${APPLE_HEADER}\n2025-11-01\t6740000000\tinfluencer:kai\tRedownload\tUS\t3\n2025-11-03\t6740000000\tinfluencer:kai\tFirst-time download\tUS\t1\n`);
    expect(file).toMatchObject({ rows: 2, firstDay: '2025-11-01', lastDay: '2025-11-03' });
    expect(counts(file)).toEqual({ '2025-11-03': { 'influencer:kai': 1 } });
  });

  it('reads lines ended by CR alone, and a last line without an end', async () => {
    const file = await read(
      `${APPLE_HEADER}\r2025-11-01\t6740000000\tinfluencer:kai\tFirst-time download\tUS\t3\r2025-11-02\t6740000000\tinfluencer:kai\tFirst-time download\tUS\t4`,
    );
    expect(counts(file)).toEqual({ '2025-11-01': { 'influencer:kai': 3 }, '2025-11-02': { 'influencer:kai': 4 } });
  });

  it('refuses a count past 2^31 - 1, a count in an odd form, a day outside the window and a row of another app, naming the line', async () => {
    const row = (day: string, app: string, count: string) => `${APPLE_HEADER}\n${day}\t${app}\tinfluencer:kai\tFirst-time download\tUS\t${count}\n`;
    expect((await refusal(row('2025-11-01', '6740000000', '2147483648'))).message).toBe('Line 2 cannot be read: no count in "2147483648"');
    expect((await refusal(row('2025-11-01', '6740000000', '12,34'))).message).toBe('Line 2 cannot be read: no count in "12,34"');
    expect(await read(row('Nov 1, 2025', '6740000000', '2147483647'))).toMatchObject({ firstDay: '2025-11-01', rows: 1 });
    expect((await refusal(row('1999-12-31', '6740000000', '1'))).message).toBe('Line 2 cannot be read: 1999-12-31 is outside 2000-01-01 to 2030-12-31');
    expect(await refusal(row('2025-11-01', '1111111111', '1'))).toEqual({
      code: 'INSTALL_FILE_OTHER_APP',
      message: "The file is for app 1111111111 (line 2), not this site's 6740000000",
    });
  });

  it('reads a file that arrives in pieces of any size as it reads it whole, and refuses the same line', async () => {
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const inPieces = async (bytes: Buffer, size: number) => {
      const reader = new StoreFileReader(EXPECTED);
      for (let at = 0; at < bytes.length; at += size) await reader.write(bytes.subarray(at, at + size));
      return reader.end();
    };
    const play = [
      PLAY_HEADER,
      '2025-11-01,surf.lineup.app,Third-party referrers,,"kai, the ""first""",influencer,"1,200",100,"4,5%"',
      '2025-11-01,surf.lineup.app,Third-party referrers,,"two\r\nlines" ,influencer,2,100,1%',
      '',
      '2025-11-02,surf.lineup.app,Third-party referrers,,josé,influencer,3,100,1%',
    ].join('\r\n');
    const apple = [APPLE_HEADER, '2025-11-01\t6740000000\tinfluencer:kai\tFirst-time download\tUS\t3', '2025-11-02\t6740000000\tinfluencer:ana\tFirst-time download\tUS\t4'].join(
      '\r',
    );
    for (const bytes of [Buffer.from(play), utf16(play), Buffer.from(`${play}\r\n`), Buffer.from(apple), gzipSync(apple)]) {
      const whole = await readStoreFile(bytes);
      for (const size of [1, 2, 3, 5, 64]) expect(await inPieces(bytes, size)).toEqual(whole);
    }
    const refused = (bytes: Buffer) => inPieces(bytes, 3);
    await expect(refused(utf16(`${play}\r\n2025-11-03,surf.lineup.app,x,,kai,influencer,x,100,1%`))).rejects.toThrow('Line 6 cannot be read: no count in "x"');
    await expect(refused(Buffer.from(`${PLAY_HEADER}\n2025-11-01,surf.lineup.app,x,,"kai,influencer,1,100,1%\n`))).rejects.toThrow(
      'Line 2 cannot be read: a quote that does not close',
    );
    await expect(refused(Buffer.from(`\n${PLAY_HEADER}`))).rejects.toThrow('The file is empty');
    const long = (text: string) => inPieces(Buffer.from(`${text}\n`), 4096);
    await expect(long(`${PLAY_HEADER}\n2025-11-01,surf.lineup.app,x,,kai,"${'a'.repeat(70_000)}`)).rejects.toThrow('Line 2 cannot be read: over 65,536 characters without an end');
    await expect(long(`${PLAY_HEADER}${','.repeat(70_000)}`)).rejects.toThrow('Line 1 cannot be read: over 65,536 characters without an end');
  });
});
