import request from 'supertest';
import { queryDatabase, writableRowCounts } from './test-app';
import { TEST_ADMIN_PASSWORD, expectErrorShape, useApiTestApp } from './api-test-app';

type Body = Record<string, unknown>;

const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
const hex = (text: string) => [...text].map((char) => `U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(' ');

const C0 = codePoints(0x00, 0x1f);
const DEL_AND_C1 = codePoints(0x7f, 0x9f);
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
/** Refused in a field of one line: every control character, line and paragraph separators, lone surrogates. */
const NOT_ONE_LINE = [...C0, ...DEL_AND_C1, '\u2028', '\u2029', ...LONE_SURROGATES];
/** Refused in a text of several lines: the same, but for the line breaks and tabs a text needs. */
const NOT_TEXT = [...C0.filter((char) => !'\t\n\r'.includes(char)), ...DEL_AND_C1, ...LONE_SURROGATES];

const SUPPORT = { name: 'Kai Lopez', email: 'kai@example.com', subject: 'Help', category: 'app', priority: 'low', description: 'It crashed.' };
const ANALYTICS = { event: 'page_view', category: 'navigation', label: 'home', path: '/invite' };

/** Each text field of each body, the characters it refuses, and how its text looks with one inside (never at an end, where trimming would drop it). */
const FIELDS: { path: string; valid: Body; field: string; refused: string[]; withChar: (char: string) => string }[] = [
  { path: '/api/support', valid: SUPPORT, field: 'name', refused: NOT_ONE_LINE, withChar: (char) => `Kai${char}Lopez` },
  { path: '/api/support', valid: SUPPORT, field: 'subject', refused: NOT_ONE_LINE, withChar: (char) => `Help${char}me` },
  { path: '/api/support', valid: SUPPORT, field: 'email', refused: NOT_ONE_LINE, withChar: (char) => `kai${char}@example.com` },
  { path: '/api/support', valid: SUPPORT, field: 'description', refused: NOT_TEXT, withChar: (char) => `It${char}crashed.` },
  { path: '/api/beta-signup', valid: { email: 'surfer@example.com' }, field: 'email', refused: NOT_ONE_LINE, withChar: (char) => `surfer${char}@example.com` },
  { path: '/api/analytics/events', valid: ANALYTICS, field: 'category', refused: NOT_ONE_LINE, withChar: (char) => `nav${char}igation` },
  { path: '/api/analytics/events', valid: ANALYTICS, field: 'label', refused: NOT_ONE_LINE, withChar: (char) => `ho${char}me` },
  { path: '/api/analytics/events', valid: ANALYTICS, field: 'path', refused: NOT_ONE_LINE, withChar: (char) => `/${char}` },
  { path: '/api/admin/session', valid: { password: TEST_ADMIN_PASSWORD }, field: 'password', refused: ['\u0000', ...LONE_SURROGATES], withChar: (char) => `pass${char}word` },
];

describe('control characters in text (one rule, common/text.ts)', () => {
  const { testApp, server } = useApiTestApp();

  it.each(FIELDS)('$path refuses each of them in $field with 400 VALIDATION_FAILED and stores nothing', async ({ path, valid, field, refused, withChar }) => {
    const before = await writableRowCounts(testApp().databaseUrl);
    for (const char of refused) {
      const response = await request(server())
        .post(path)
        .send({ ...valid, [field]: withChar(char) });
      expect({ char: hex(char), status: response.status, code: response.body.code }).toEqual({ char: hex(char), status: 400, code: 'VALIDATION_FAILED' });
      expectErrorShape(response.body, 400);
      expect(response.body.details).toEqual([expect.objectContaining({ field })]);
    }
    expect(await writableRowCounts(testApp().databaseUrl)).toEqual(before);
  });

  it('keeps line breaks, tabs and line separators in a support description, and letters of any script and emoji everywhere', async () => {
    const description = 'Line one\r\nline two\n\tindented\u2028next';
    await request(server())
      .post('/api/support')
      .send({ ...SUPPORT, name: 'Kāi 🏄 Lopez', subject: 'Hilfe für Ümlaute', description })
      .expect(201);
    expect(await queryDatabase(testApp().databaseUrl, 'SELECT name, subject, description FROM support_request')).toEqual([
      { name: 'Kāi 🏄 Lopez', subject: 'Hilfe für Ümlaute', description },
    ]);
  });

  it('answers a wrong password with a control character inside 401, like any other wrong password', async () => {
    await request(server()).post('/api/admin/session').send({ password: 'pass\u0001word' }).expect(401);
  });
});
