import request from 'supertest';
import { type TestApp, writableRowCounts } from './test-app';
import { TEST_ADMIN_PASSWORD, createApiTestApp, expectErrorShape } from './api-test-app';

type Body = Record<string, unknown>;
type Endpoint = { path: string; valid: Body; fieldCases: [string, Body][] };

const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['a boolean', true],
  ['an object', { value: 'x' }],
  ['an array', ['x']],
  ['null', null],
];

/** Missing, wrongly typed and empty, for each named field of a valid body. */
function commonFieldCases(valid: Body, fields: string[]): [string, Body][] {
  return fields.flatMap((field) => {
    const { [field]: _omitted, ...missing } = valid;
    return [
      [`${field} missing`, missing],
      ...WRONG_TYPES.map(([name, value]): [string, Body] => [`${field} as ${name}`, { ...valid, [field]: value }]),
      [`${field} empty`, { ...valid, [field]: '' }],
      [`${field} only spaces`, { ...valid, [field]: '   ' }],
    ];
  });
}

const BAD_EMAILS: [string, string][] = [
  ['no @', 'surfer.example.com'],
  ['two @', 'a@b@example.com'],
  ['SQL-looking', "x'; DROP TABLE beta_signup; --@example.com"],
  ['a <script>', '<script>alert(1)</script>@example.com'],
  ['a display name', 'Kai <kai@example.com>'],
  ['a line break', 'kai@example.com\r\nBcc: all@example.com'],
  ['255 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`],
];

const BETA: Endpoint = {
  path: '/api/beta-signup',
  valid: { email: 'surfer@example.com' },
  fieldCases: [...commonFieldCases({ email: 'surfer@example.com' }, ['email']), ...BAD_EMAILS.map(([name, email]): [string, Body] => [`email with ${name}`, { email }])],
};

const SUPPORT_VALID = {
  name: 'Kai Lopez',
  email: 'kai@example.com',
  subject: 'Help',
  category: 'app',
  priority: 'low',
  description: 'It crashed.',
};
const SUPPORT: Endpoint = {
  path: '/api/support',
  valid: SUPPORT_VALID,
  fieldCases: [
    ...commonFieldCases(SUPPORT_VALID, Object.keys(SUPPORT_VALID)),
    ...BAD_EMAILS.map(([name, email]): [string, Body] => [`email with ${name}`, { ...SUPPORT_VALID, email }]),
    ['name of 101 characters', { ...SUPPORT_VALID, name: 'n'.repeat(101) }],
    ['subject of 201 characters', { ...SUPPORT_VALID, subject: 's'.repeat(201) }],
    ['description of 5001 characters', { ...SUPPORT_VALID, description: 'd'.repeat(5001) }],
    ['name with a line break', { ...SUPPORT_VALID, name: 'Kai\nLopez' }],
    ['subject with a NUL', { ...SUPPORT_VALID, subject: 'Help\u0000' }],
    ['description with a NUL', { ...SUPPORT_VALID, description: 'It\u0000crashed' }],
    ['an unknown category', { ...SUPPORT_VALID, category: 'billing-and-more' }],
    ['a category label instead of its value', { ...SUPPORT_VALID, category: 'Account Issues' }],
    ['a category in upper case', { ...SUPPORT_VALID, category: 'APP' }],
    ['an unknown priority', { ...SUPPORT_VALID, priority: 'critical' }],
    ['a SQL-looking priority', { ...SUPPORT_VALID, priority: "low' OR '1'='1" }],
  ],
};

const HANDLE_CASES: [string, Body][] = [
  ...commonFieldCases({ influencer: 'kai' }, ['influencer']),
  ['a handle of 41 characters', { influencer: 'k'.repeat(41) }],
  ['a <script> handle', { influencer: '<script>alert(1)</script>' }],
  ['an SQL-looking handle', { influencer: "kai' OR '1'='1" }],
  ['a unicode handle', { influencer: 'kāi' }],
  ['an emoji handle', { influencer: '🏄' }],
  ['two leading @', { influencer: '@@kai' }],
  ['a handle with a slash', { influencer: 'kai/../admin' }],
];
const TRACKING: Endpoint[] = ['/api/influencer', '/api/launch-party-influencer'].flatMap((base) =>
  ['page-view', 'app-store-click', 'play-store-click'].map((kind) => ({
    path: `${base}/${kind}`,
    valid: { influencer: 'kai' },
    fieldCases: HANDLE_CASES,
  })),
);

const ANALYTICS_VALID = { event: 'app_store_click', category: 'download', label: 'spot page', value: 1, path: '/spots/steamerlane_point' };
const ANALYTICS: Endpoint = {
  path: '/api/analytics/events',
  valid: ANALYTICS_VALID,
  fieldCases: [
    ...commonFieldCases(ANALYTICS_VALID, ['event', 'category', 'path']),
    // null is "no label", like leaving it out.
    ...WRONG_TYPES.filter(([name]) => !['a number', 'null'].includes(name)).map(([name, label]): [string, Body] => [`label as ${name}`, { ...ANALYTICS_VALID, label }]),
    ['a label of only spaces', { ...ANALYTICS_VALID, label: '   ' }],
    ['an empty label', { ...ANALYTICS_VALID, label: '' }],
    ['an unknown event', { ...ANALYTICS_VALID, event: 'purchase' }],
    ['an event in upper case', { ...ANALYTICS_VALID, event: 'APP_STORE_CLICK' }],
    ['a category of 65 characters', { ...ANALYTICS_VALID, category: 'c'.repeat(65) }],
    ['a label of 101 characters', { ...ANALYTICS_VALID, label: 'l'.repeat(101) }],
    ['a label with a line break', { ...ANALYTICS_VALID, label: 'a\nb' }],
    ['a value with a fraction', { ...ANALYTICS_VALID, value: 1.5 }],
    ['a value as text', { ...ANALYTICS_VALID, value: '1' }],
    ['a value over 32 bits', { ...ANALYTICS_VALID, value: 2 ** 31 }],
    ['a value under 32 bits', { ...ANALYTICS_VALID, value: -(2 ** 31) - 1 }],
    ['a path without the leading slash', { ...ANALYTICS_VALID, path: 'getapp' }],
    ['a full URL as path', { ...ANALYTICS_VALID, path: 'https://evil.example/getapp' }],
    ['a path with a query string', { ...ANALYTICS_VALID, path: '/invite?email=kai@example.com' }],
    ['a path with a fragment', { ...ANALYTICS_VALID, path: '/faq#x' }],
    ['a path with a space', { ...ANALYTICS_VALID, path: '/a b' }],
    ['a path of 201 characters', { ...ANALYTICS_VALID, path: `/${'p'.repeat(200)}` }],
    ['a referrer that is no URL', { ...ANALYTICS_VALID, referrer: 'l.instagram.com' }],
    ['a referrer of 2049 characters', { ...ANALYTICS_VALID, referrer: `https://a.com/${'p'.repeat(2035)}` }],
    ['a screen width over 100000', { ...ANALYTICS_VALID, screenWidth: 100_001 }],
    ['a negative screen width', { ...ANALYTICS_VALID, screenWidth: -1 }],
    ['a utm_source of 101 characters', { ...ANALYTICS_VALID, utmSource: 's'.repeat(101) }],
    ['a ref with a line break', { ...ANALYTICS_VALID, ref: 'kai\nana' }],
  ],
};

const LOGIN: Endpoint = {
  path: '/api/admin/session',
  valid: { password: TEST_ADMIN_PASSWORD },
  fieldCases: [
    ...commonFieldCases({ password: TEST_ADMIN_PASSWORD }, ['password']).filter(([name]) => name !== 'password only spaces'),
    ['a password of 257 characters', { password: 'p'.repeat(257) }],
  ],
};

const ENDPOINTS: Endpoint[] = [BETA, SUPPORT, ...TRACKING, ANALYTICS, LOGIN];

type RawCase = { name: string; status: number; send: (call: request.Test, valid: Body) => request.Test };

/** Bodies that are wrong whatever the endpoint. */
const RAW_CASES: RawCase[] = [
  { name: 'no body', status: 400, send: (call) => call },
  { name: 'an empty JSON object', status: 400, send: (call) => call.send({}) },
  { name: 'an empty body typed as JSON', status: 400, send: (call) => call.set('Content-Type', 'application/json').send('') },
  { name: 'invalid JSON', status: 400, send: (call) => call.set('Content-Type', 'application/json').send('{"email": ') },
  { name: 'JSON null', status: 400, send: (call) => call.set('Content-Type', 'application/json').send('null') },
  { name: 'a JSON string', status: 400, send: (call) => call.set('Content-Type', 'application/json').send('"kai"') },
  { name: 'a JSON number', status: 400, send: (call) => call.set('Content-Type', 'application/json').send('42') },
  { name: 'a JSON array of the valid body', status: 400, send: (call, valid) => call.send([valid]) },
  { name: 'the valid body and an unknown field', status: 400, send: (call, valid) => call.send({ ...valid, isAdmin: true }) },
  {
    name: 'a __proto__ key',
    status: 400,
    send: (call, valid) => call.set('Content-Type', 'application/json').send(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(valid).slice(1)}`),
  },
  {
    name: 'JSON nested 2000 levels deep',
    status: 400,
    send: (call) => call.set('Content-Type', 'application/json').send(`{"x":${'['.repeat(2000)}${']'.repeat(2000)}}`),
  },
  { name: 'the valid body as text/plain', status: 415, send: (call, valid) => call.set('Content-Type', 'text/plain').send(JSON.stringify(valid)) },
  { name: 'the valid body as a form', status: 415, send: (call, valid) => call.type('form').send(valid as Record<string, string>) },
  {
    name: 'the valid body as multipart',
    status: 415,
    send: (call, valid) =>
      call.set('Content-Type', 'multipart/form-data; boundary=x').send(`--x\r\nContent-Disposition: form-data; name="f"\r\n\r\n${JSON.stringify(valid)}\r\n--x--\r\n`),
  },
  { name: 'a body over 16 KiB', status: 413, send: (call, valid) => call.send({ ...valid, padding: 'x'.repeat(16 * 1024) }) },
];

describe('bad input', () => {
  let testApp: TestApp;
  let emptyCounts: Record<string, number>;
  const counts = () => writableRowCounts(testApp.databaseUrl);

  beforeAll(async () => {
    testApp = await createApiTestApp();
    emptyCounts = await counts();
    expect(Object.values(emptyCounts).every((count) => count === 0)).toBe(true);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe.each(ENDPOINTS)('POST $path', ({ path, valid, fieldCases }) => {
    it.each(RAW_CASES)('answers $status to $name, in the error shape, and writes nothing', async ({ status, send }) => {
      const response = await send(request(testApp.app.getHttpServer()).post(path), valid);
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectErrorShape(response.body, status);
      expect(await counts()).toEqual(emptyCounts);
    });

    it.each(fieldCases)('answers 400 with the field at fault to %s, and writes nothing', async (_case, body) => {
      const response = await request(testApp.app.getHttpServer()).post(path).send(body);
      expect(response.status).toBe(400);
      expectErrorShape(response.body, 400);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]));
      expect(await counts()).toEqual(emptyCounts);
    });
  });
});
