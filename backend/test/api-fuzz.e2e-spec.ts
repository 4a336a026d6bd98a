import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import request from 'supertest';
import { addDays, DAY_WINDOW, dayOf } from '../src/common/days';
import { createOpenApiDocument } from '../src/common/openapi';
import { queryDatabase, type TestApp } from './test-app';
import { TEST_ADMIN_PASSWORD, createApiTestApp, expectErrorShape, logIn } from './api-test-app';

/*
 * Every route of the OpenAPI document driven with generated requests against the real API and
 * PostgreSQL: never a 5xx, every error in the one shape, nothing stored by a refused request.
 * `make fuzz` runs it longer with a random seed (FUZZ_SEED, FUZZ_RUNS: runs per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_801);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** Far above any answer's time: a request that takes longer is one that runs away (a loop over days that never ends). */
const REQUEST_MS_MAX = 5_000;

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema };
type Operation = { method: string; path: string; parameters: Parameter[]; body?: Schema; admin: boolean };

/** A request as generated; fast-check prints it as the counterexample of a failure. */
type FuzzRequest = {
  method: string;
  url: string;
  admin: boolean;
  headers: Record<string, string>;
  contentType?: string;
  body?: string;
};

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)),
  '\u2028',
  '\u2029',
];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Text that has broken servers: every control character, lone surrogates, emoji, markup, SQL, over-long text. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES, 'a', '🏄', 'ā', ' ', '%', '\\', '"', "'", '<', '/'), { maxLength: 20 }).map((chars) => chars.join('')),
  fc
    .tuple(fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES), fc.constantFrom('kai', 'kai@example.com', '/invite', TEST_ADMIN_PASSWORD))
    .map(([char, text]) => `${text.slice(0, 2)}${char}${text.slice(2)}`),
  fc.constantFrom("' OR '1'='1", '<script>alert(1)</script>', '../../etc/passwd', '=SUM(A1)', '%00', '${7*7}', '__proto__', 'constructor', 'null', 'NaN', '-0', '1e309'),
  fc.integer({ min: 100, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, Number.MIN_VALUE),
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }),
  fc.integer({ min: 2, max: 40 }).map(deeplyNested),
  fc.jsonValue({ maxDepth: 3 }),
);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const yearText = fc.integer({ min: 0, max: 9999 }).map((year) => pad(year, 4));
const TODAY = dayOf(new Date());
const LAST_DAY = new Date(Date.now() + DAY_WINDOW.daysAfterToday * 86_400_000).toISOString().slice(0, 10);
/** Worked out here, not by the code under test: a real day as YYYY-MM-DD from DAY_WINDOW.first to LAST_DAY (text order is day order). */
const inWindow = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) && day >= DAY_WINDOW.first && day <= LAST_DAY;

/**
 * Days that have broken date code: any year 0000-9999 with any month and a day up to 31 (so the
 * 31st of short months), the first and last day of a year, 29 February of any year (a leap day or
 * none), the century rules, the far future past 9999 and the window's edges on either side.
 */
const dayText = fc.oneof(
  fc.tuple(yearText, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })).map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`),
  fc.tuple(yearText, fc.constantFrom('01-01', '12-31')).map(([year, day]) => `${year}-${day}`),
  yearText.map((year) => `${year}-02-29`),
  fc.constantFrom('1900-02-29', '2000-02-29', '2024-02-29', '2025-02-29', '2100-02-29', '0000-02-29', '9996-02-29'),
  fc.constantFrom('9999-12-30', '9999-12-31', '+010000-01-01', '10000-01-01', '275760-09-13', '-000001-12-31'),
  fc.constantFrom(DAY_WINDOW.first, addDays(DAY_WINDOW.first, -1), LAST_DAY, addDays(LAST_DAY, 1)),
  fc.integer({ min: -800, max: 400 }).map((days) => addDays(TODAY, days)),
);

/** A support request made before the run, so that the routes with its id have one to find. */
const KNOWN_SUPPORT_REQUEST = { id: '' };

function resolve(document: OpenAPIObject, schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  return (document.components?.schemas?.[schema.$ref.split('/').pop() as string] ?? {}) as Schema;
}

/** A value the schema accepts, from its enum, example, format or type. */
function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.example !== undefined) return fc.constant(schema.example);
  if (schema.format === 'email') return fc.constant('kai@example.com');
  if (schema.format === 'uuid') return fc.oneof(fc.constant(KNOWN_SUPPORT_REQUEST.id), fc.uuid());
  if (schema.format === 'date') return fc.oneof(fc.constantFrom('2025-08-01', '2025-07-16'), dayText);
  if (schema.type === 'integer' || schema.type === 'number') return fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 100, 100) });
  if (schema.type === 'boolean') return fc.boolean();
  return fc.constantFrom('kai', 'Help');
}

/** A field: valid, left out (undefined), or any nasty value. */
function fieldValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(schema), weight: 8 }, { arbitrary: nastyValue, weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 });
}

/** A body near the DTO (each field valid, nasty or missing, sometimes with extra keys), or any JSON, or text that is no JSON. */
function bodyText(document: OpenAPIObject, schema: Schema | undefined): fc.Arbitrary<string | undefined> {
  const { properties = {} } = resolve(document, schema);
  const nearDto = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fieldValue(resolve(document, property))])));
  const withExtra = fc
    .tuple(nearDto, fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin')), nastyValue, { maxKeys: 3 }))
    .map(([body, extra]) => ({ ...extra, ...body }));
  const json = fc.oneof({ arbitrary: nearDto, weight: 5 }, { arbitrary: withExtra, weight: 2 }, { arbitrary: nastyValue, weight: 1 }).map((value) => JSON.stringify(value));
  const notJson = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', '{', '{"a":', '{"__proto__":{"isAdmin":true}}', '{"a":1,"a":2}', '\u0000', `{"x":${'['.repeat(3000)}${']'.repeat(3000)}}`),
  );
  return fc.oneof({ arbitrary: json, weight: 6 }, { arbitrary: notJson, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 });
}

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/jsonx',
      'application/*',
    ),
    weight: 2,
  },
);

/** Percent-encodes the UTF-8 of any text; a lone surrogate, which encodeURIComponent refuses, goes as U+FFFD's bytes. */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
}

/** A URL part: encoded text, or raw sequences a browser would never send (bad percent-encoding, dots, slashes). */
const urlPart = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: valid.map((value) => encode(String(value))), weight: 4 },
    { arbitrary: nastyString.map(encode), weight: 3 },
    { arbitrary: fc.constantFrom('%ff', '%', '%zz', '%c0%af', '..', '%2e%2e', '%2f', '%00', 'a'.repeat(101), '', '%e0%a4%a'), weight: 1 },
  );

/** Header values Node lets a client send: tab, printable ASCII and Latin-1. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.constantFrom('', 'prefetch', 'preview', 'null', 'http://127.0.0.1', 'https://evil.example', 'cross-site', 'admin_session=garbage', 'x'.repeat(4000)),
);
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'Origin',
    'Sec-Fetch-Site',
    'Sec-Purpose',
    'Purpose',
    'X-Moz',
    'X-Purpose',
    'User-Agent',
    'X-Forwarded-For',
    'X-Forwarded-Proto',
    'X-Request-Id',
    'Cookie',
    'Accept',
    'Accept-Encoding',
    'Range',
  ),
  headerValue,
  { maxKeys: 3 },
);

function requestsFor(document: OpenAPIObject, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => urlPart(validValue(resolve(document, parameter.schema)))))
    .map((values) => pathParameters.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, values[index]), operation.path));
  const queryPair = fc.tuple(
    fc.oneof({ arbitrary: fc.constantFrom(...queryParameters.map((parameter) => parameter.name), 'format'), weight: 4 }, { arbitrary: nastyString.map(encode), weight: 1 }),
    fc.oneof(
      {
        arbitrary: fc
          .constantFrom(...(queryParameters.length > 0 ? queryParameters : [{ name: 'x', in: 'query' } as Parameter]))
          .chain((parameter) => urlPart(validValue(resolve(document, parameter.schema)))),
        weight: 3,
      },
      { arbitrary: urlPart(nastyNumber), weight: 1 },
    ),
  );
  const query = fc.array(queryPair, { maxLength: 4 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`));
  const method = fc.oneof({ arbitrary: fc.constant(operation.method), weight: 9 }, { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), weight: 1 });
  return fc
    .record({
      method,
      path,
      query,
      admin: operation.admin ? fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }) : fc.boolean(),
      headers: extraHeaders,
      contentType,
      body: bodyText(document, operation.body),
    })
    .map(({ path: url, query: search, contentType: type, ...rest }) => ({ ...rest, url: `${url}${search}`, ...(type === undefined ? {} : { contentType: type }) }));
}

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const body = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
      return [
        { method: method.toUpperCase(), path, parameters: (operation.parameters ?? []) as Parameter[], body, admin: path.startsWith('/api/admin') || path.includes('/stats') },
      ];
    }),
  );
}

describe(`every route of the OpenAPI document under generated requests (fast-check, seed ${SEED}, ${RUNS_PER_ROUTE} runs a route)`, () => {
  let testApp: TestApp;
  let document: OpenAPIObject;
  let cookie: string;
  let tables: string[];
  const mailDirectory = mkdtempSync(join(tmpdir(), 'lineup-fuzz-mail-'));

  const rowCounts = async (): Promise<Record<string, number>> => {
    const [row] = await queryDatabase<Record<string, string>>(testApp.databaseUrl, `SELECT ${tables.map((table) => `(SELECT count(*) FROM "${table}") AS "${table}"`).join(', ')}`);
    return Object.fromEntries(Object.entries(row).map(([table, count]) => [table, Number(count)]));
  };

  beforeAll(async () => {
    testApp = await createApiTestApp({ LOGIN_FAILURES_PER_HOUR: '1000000', MAIL_DIR: mailDirectory, SUPPORT_EMAIL: 'support@example.com' });
    document = createOpenApiDocument(testApp.app);
    cookie = await logIn(testApp.app);
    const rows = await queryDatabase<{ table_name: string }>(
      testApp.databaseUrl,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    tables = rows.map((row) => row.table_name);
    const created = await request(testApp.app.getHttpServer())
      .post('/api/support')
      .send({ name: 'Kai', email: 'kai@example.com', subject: 'Help', category: 'app', priority: 'low', description: 'It crashed.' })
      .expect(201);
    KNOWN_SUPPORT_REQUEST.id = (created.body as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
    rmSync(mailDirectory, { recursive: true, force: true });
  });

  it('reads the routes of every module from the document, admin ones included', () => {
    const paths = operationsOf(document).map((operation) => operation.path);
    for (const prefix of [
      '/api/admin/session',
      '/api/admin/support-requests/{id}',
      '/api/support',
      '/api/beta-signup',
      '/api/analytics',
      '/api/influencer',
      '/api/launch-party-influencer',
      '/api/random',
      '/api/health',
    ]) {
      expect(paths.some((path) => path.startsWith(prefix))).toBe(true);
    }
  });

  it(
    'drives every route: never a 5xx, every error in the contract shape, nothing stored by a refused request',
    async () => {
      for (const operation of operationsOf(document)) {
        await fc.assert(
          fc.asyncProperty(requestsFor(document, operation), async (sent) => {
            const before = await rowCounts();
            let call = request(testApp.app.getHttpServer())[sent.method.toLowerCase() as 'get'](sent.url).set(sent.headers);
            if (sent.admin) call = call.set('Cookie', [sent.headers.Cookie, cookie].filter(Boolean).join('; '));
            if (sent.contentType !== undefined) call = call.set('Content-Type', sent.contentType);
            const started = performance.now();
            const response = sent.body === undefined ? await call : await call.send(sent.body);
            expect(performance.now() - started).toBeLessThan(REQUEST_MS_MAX);
            expect(response.status).toBeLessThan(500);
            if (response.status >= 400) {
              expectErrorShape(response.body, response.status);
              const after = await rowCounts();
              // A wrong password is counted on purpose: it is valid input, refused with 401.
              if (response.body.code === 'INCORRECT_PASSWORD') after.admin_login_failure = before.admin_login_failure;
              expect(after).toEqual(before);
            }
            if (sent.method === 'DELETE' && sent.url.startsWith('/api/admin/session') && response.status < 300) cookie = await logIn(testApp.app);
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: process.env.FUZZ_SHRINK === '0' },
        );
      }
    },
    30_000 + RUNS_PER_ROUTE * 2_000,
  );

  it(
    'drives every day parameter of every route with generated days: a day outside the window is 400 naming a day, an answer 2xx only for days inside it, none slower than 5 s',
    async () => {
      const dayRoutes = operationsOf(document).filter((operation) => operation.parameters.some((parameter) => resolve(document, parameter.schema).format === 'date'));
      expect(dayRoutes.map((operation) => operation.path)).toEqual(
        expect.arrayContaining(['/api/admin/analytics/summary', '/api/influencer/stats/daily', '/api/launch-party-influencer/stats']),
      );
      for (const operation of dayRoutes) {
        const query = operation.parameters.filter((parameter) => parameter.in === 'query');
        const days = query.filter((parameter) => resolve(document, parameter.schema).format === 'date');
        const others = query.filter((parameter) => !days.includes(parameter) && parameter.required);
        await fc.assert(
          fc.asyncProperty(
            fc.record(Object.fromEntries(days.map((parameter) => [parameter.name, fc.oneof({ arbitrary: dayText, weight: 6 }, { arbitrary: fc.constant(undefined), weight: 1 })]))),
            fc.tuple(...others.map((parameter) => validValue(resolve(document, parameter.schema)))),
            async (sentDays, otherValues) => {
              const pairs = [
                ...Object.entries(sentDays).filter(([, day]) => day !== undefined),
                ...others.map((parameter, index) => [parameter.name, otherValues[index]] as const),
              ].map(([name, value]) => `${name}=${encode(String(value))}`);
              const started = performance.now();
              const response = await request(testApp.app.getHttpServer())
                .get(`${operation.path}?${pairs.join('&')}`)
                .set('Cookie', cookie);
              expect(performance.now() - started).toBeLessThan(REQUEST_MS_MAX);
              expect(response.status).toBeLessThan(500);
              const outside = Object.entries(sentDays).filter(([, day]) => day !== undefined && !inWindow(day));
              if (response.status < 300) expect(outside).toEqual([]);
              else expectErrorShape(response.body, response.status);
              if (outside.length > 0) {
                expect(response.status).toBe(400);
                expect(response.body.code).toBe('VALIDATION_FAILED');
                const fields = (response.body.details as { field: string }[]).map(({ field }) => field);
                // The window's refusal names the days outside it; a day that is no day at all may be named first, alone.
                expect(fields.length).toBeGreaterThan(0);
                for (const field of fields) expect(Object.keys(sentDays)).toContain(field);
              }
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_ROUTE * 4, endOnFailure: process.env.FUZZ_SHRINK === '0' },
        );
      }
    },
    30_000 + RUNS_PER_ROUTE * 2_000,
  );
});
