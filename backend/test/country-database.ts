// A MaxMind DB (https://maxmind.github.io/MaxMind-DB/) written by hand: no maintained npm package writes one.
function mmdbString(text: string): Buffer {
  return Buffer.concat([Buffer.from([0x40 | text.length]), Buffer.from(text)]);
}
function mmdbMap(entries: [string, Buffer][]): Buffer {
  return Buffer.concat([Buffer.from([0xe0 | entries.length]), ...entries.flatMap(([key, value]) => [mmdbString(key), value])]);
}
const mmdbUint16 = (value: number) => Buffer.from([0xa1, value]);

/** One IPv4 network mapped to a country, as a country database answers: {country: {iso_code}}. */
export function countryDatabase(network: string, isoCode: string): Buffer {
  const [address, bitsText] = network.split('/');
  const bits = Number(bitsText);
  const prefix = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  const noData = bits;
  const dataPointer = bits + 16;
  const tree = Buffer.alloc(bits * 6);
  for (let node = 0; node < bits; node += 1) {
    const bit = Math.floor(prefix / 2 ** (31 - node)) % 2;
    const onPrefix = node === bits - 1 ? dataPointer : node + 1;
    tree.writeUIntBE(bit === 0 ? onPrefix : noData, node * 6, 3);
    tree.writeUIntBE(bit === 1 ? onPrefix : noData, node * 6 + 3, 3);
  }
  const data = mmdbMap([['country', mmdbMap([['iso_code', mmdbString(isoCode)]])]]);
  const metadata = mmdbMap([
    ['node_count', Buffer.from([0xc1, bits])],
    ['record_size', mmdbUint16(24)],
    ['ip_version', mmdbUint16(4)],
    ['database_type', mmdbString('Test-Country')],
    ['languages', Buffer.concat([Buffer.from([0x01, 0x04]), mmdbString('en')])],
    ['binary_format_major_version', mmdbUint16(2)],
    ['binary_format_minor_version', Buffer.from([0xa0])],
    ['build_epoch', Buffer.from([0x01, 0x02, 0x01])],
    ['description', mmdbMap([['en', mmdbString('test')]])],
  ]);
  return Buffer.concat([tree, Buffer.alloc(16), data, Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com'), metadata]);
}
