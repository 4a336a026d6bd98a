import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { ERROR_CODES, type ErrorCode } from '../src/common/error-codes';

export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';

/** High enough that no suite but the rate-limit one is ever throttled. */
const GENEROUS_LIMIT = '1000000';

const TEST_ENV: Record<string, string> = {
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  RATE_LIMIT_TRACKING_PER_MIN: GENEROUS_LIMIT,
  RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: GENEROUS_LIMIT,
  RATE_LIMIT_BETA_PER_MIN: GENEROUS_LIMIT,
  RATE_LIMIT_SUPPORT_PER_MIN: GENEROUS_LIMIT,
  RATE_LIMIT_REPORT_PER_MIN: GENEROUS_LIMIT,
  RATE_LIMIT_LOGIN_PER_15_MIN: GENEROUS_LIMIT,
  // The suites run the analytics job themselves, under a mocked clock.
  ANALYTICS_JOB_INTERVAL_SECONDS: '3600',
};

/**
 * The whole API on its own database, configured by `env` on top of the test defaults
 * (undefined unsets a variable). Configuration is read while the app is built, so the
 * process environment is restored right after.
 */
export async function createApiTestApp(env: Record<string, string | undefined> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const settings = { ...TEST_ENV, ...env };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(settings);
  try {
    return await createTestApp(options);
  } finally {
    apply(saved);
  }
}

/** Logs in and returns the `Cookie` header value that carries the new session. */
/** One app for the enclosing describe block: started before its tests, closed after them. */
export function useApiTestApp(env: Record<string, string | undefined> = {}): { testApp: () => TestApp; server: () => ReturnType<NestFastifyApplication['getHttpServer']> } {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createApiTestApp(env);
  });
  afterAll(async () => {
    await started?.close();
  });
  const testApp = () => {
    if (!started) throw new Error('useApiTestApp: the app is only there inside the tests of its describe block');
    return started;
  };
  return { testApp, server: () => testApp().app.getHttpServer() };
}

export async function logIn(app: NestFastifyApplication): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/admin/session').send({ password: TEST_ADMIN_PASSWORD }).expect(204);
  return sessionCookie(response.headers['set-cookie']);
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookie = ([] as string[]).concat(setCookie ?? []).find((line) => line.startsWith('admin_session='));
  if (!cookie) throw new Error('no admin_session cookie was set');
  return cookie.split(';')[0];
}

/** Every error body of docs/api.md: statusCode, a readable error, a code of the catalogue, optional details, nothing else. */
export function expectErrorShape(body: unknown, statusCode: number): void {
  expect(body).toEqual(expect.objectContaining({ statusCode, error: expect.any(String) as unknown }));
  const keys = Object.keys(body as object).sort();
  expect(keys.filter((key) => key !== 'details' && key !== 'code')).toEqual(['error', 'statusCode']);
  const { code } = body as { code?: ErrorCode };
  if (code !== undefined) expect(ERROR_CODES).toContain(code);
  expect((body as { error: string }).error).not.toMatch(/\n\s+at /);
}
