import fc from 'fast-check';
import request from 'supertest';
import { type TestApp, writableRowCounts } from './test-app';
import { TEST_ADMIN_PASSWORD, createApiTestApp, expectErrorShape, logIn } from './api-test-app';

/** Every table a POST can write; admin_login_failure is left out: a wrong password is valid input, counted on purpose. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

/** Each POST endpoint with a valid value per field of its DTO (bad-input.e2e-spec.ts has the hand-picked cases). */
const ENDPOINTS: { path: string; fields: Record<string, unknown> }[] = [
  { path: '/api/beta-signup', fields: { email: 'surfer@example.com' } },
  {
    path: '/api/support',
    fields: { name: 'Kai', email: 'kai@example.com', subject: 'Help', category: 'app', priority: 'low', description: 'It crashed.' },
  },
  ...['influencer', 'launch-party-influencer'].flatMap((campaign) =>
    ['page-view', 'app-store-click', 'play-store-click'].map((kind) => ({ path: `/api/${campaign}/${kind}`, fields: { influencer: 'kai' } })),
  ),
  { path: '/api/analytics/events', fields: { event: 'page_view', category: 'navigation', label: 'home', value: 1, path: '/' } },
  { path: '/api/admin/session', fields: { password: TEST_ADMIN_PASSWORD } },
];

/** A body near the DTO: each field kept, dropped or replaced by any JSON value, sometimes with extra keys; or any JSON at all. */
function bodies(fields: Record<string, unknown>): fc.Arbitrary<unknown> {
  const field = (valid: unknown) => fc.oneof(fc.constant(valid), fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 50 }));
  const nearDto = fc.record(Object.fromEntries(Object.entries(fields).map(([name, valid]) => [name, field(valid)])), { requiredKeys: [] });
  const withExtra = fc.tuple(nearDto, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })).map(([body, extra]) => ({ ...extra, ...body }));
  return fc.oneof(nearDto, withExtra, fc.jsonValue({ maxDepth: 3 }));
}

/** The admin reads and the query DTO each validates (ListQueryDto, StatsRangeQueryDto). */
const QUERIES: { path: string; fields: string[] }[] = [
  { path: '/api/admin/beta-signups', fields: ['page', 'pageSize', 'format'] },
  { path: '/api/admin/support-requests', fields: ['page', 'pageSize', 'format'] },
  ...['influencer', 'launch-party-influencer'].flatMap((campaign) => ['stats', 'stats/daily'].map((view) => ({ path: `/api/${campaign}/${view}`, fields: ['from', 'to'] }))),
];

/** Query values as a browser could send them: near-valid numbers and days, any text, repeated keys. */
function queryValue(): fc.Arbitrary<string | string[]> {
  const text = fc.oneof(
    fc.integer({ min: -5, max: 1_000_000 }).map(String),
    fc.constantFrom('json', 'csv', '2025-08-01', '2025-02-30', '1e3', '0x10', 'NaN', ''),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }));
}

describe('arbitrary JSON bodies (fast-check)', () => {
  let testApp: TestApp;
  const counts = () => writableRowCounts(testApp.databaseUrl);

  beforeAll(async () => {
    testApp = await createApiTestApp({ LOGIN_FAILURES_PER_HOUR: '1000000' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(ENDPOINTS)('POST $path never answers 5xx, and a refused body writes nothing', async ({ path, fields }) => {
    await fc.assert(
      fc.asyncProperty(bodies(fields), async (body) => {
        const before = await counts();
        const response = await request(testApp.app.getHttpServer()).post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expectErrorShape(response.body, response.status);
          expect(await counts()).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it.each(QUERIES)('GET $path with any query never answers 5xx', async ({ path, fields }) => {
    const cookie = await logIn(testApp.app);
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(fields.map((name) => [name, queryValue()])), { requiredKeys: [] }), async (query) => {
        const response = await request(testApp.app.getHttpServer()).get(path).query(query).set('Cookie', cookie);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expectErrorShape(response.body, response.status);
      }),
      { numRuns: RUNS },
    );
  });
});
