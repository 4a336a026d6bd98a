import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header row of the keys and one row per item, quoting where needed', () => {
    const rows = [{ name: 'Kai, "K"', note: 'line one\nline two', count: 3 }];
    expect(toCsv(rows, ['name', 'note', 'count'])).toBe('name,note,count\n"Kai, ""K""","line one\nline two",3\n');
  });

  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])('defuses the formula-like cell %j', (value) => {
    expect(toCsv([{ value }], ['value']).split('\n')[1]).toMatch(/^"?'/);
  });

  it.each(['a;b', 'a,b', 'a"b', 'a\nb', 'a\rb'])('quotes the cell %j, which holds a separator, a quote or a line break', (value) => {
    expect(toCsv([{ value }], ['value'])).toBe(`value\n"${value.replace('"', '""')}"\n`);
  });

  it('leaves other text and numbers as they are', () => {
    expect(toCsv([{ value: 'a=b', count: -1 }], ['value', 'count'])).toBe('value,count\na=b,-1\n');
  });
});
