import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { addDays, DAY_WINDOW, lastDayOfWindow } from '../src/common/days';
import { createOpenApiDocument } from '../src/common/openapi';
import { expectErrorShape, logIn, useApiTestApp } from './api-test-app';

type Schema = { $ref?: string; format?: string; enum?: string[] };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

/** Every GET route of the OpenAPI document with a day parameter, with its day parameters and a valid value for each other required one. */
function dayRoutes(document: OpenAPIObject): { path: string; days: string[]; optional: boolean; others: string }[] {
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const parameters = (item.get?.parameters ?? []) as Parameter[];
    const days = parameters.filter((parameter) => parameter.schema?.format === 'date').map((parameter) => parameter.name);
    const others = parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required && parameter.schema?.format !== 'date')
      .map((parameter) => {
        const named: Schema | undefined = parameter.schema?.$ref ? document.components?.schemas?.[parameter.schema.$ref.split('/').pop() ?? ''] : undefined;
        return `&${parameter.name}=${(named ?? parameter.schema)?.enum?.[0] ?? ''}`;
      })
      .join('');
    const optional = parameters.every((parameter) => parameter.schema?.format !== 'date' || !parameter.required);
    return days.length > 0 ? [{ path, days, optional, others }] : [];
  });
}

describe('the window of days every route with a day takes (docs/api.md, "Days")', () => {
  const { testApp, server } = useApiTestApp();
  let cookie: string;
  let routes: ReturnType<typeof dayRoutes>;

  beforeAll(async () => {
    cookie = await logIn(testApp().app);
    routes = dayRoutes(createOpenApiDocument(testApp().app));
  });

  const get = (url: string) => request(server()).get(url).set('Cookie', cookie);

  it('answers the far-future range that once ran the API out of memory with a 400 at once, and answers on after it', async () => {
    const started = performance.now();
    const response = await get('/api/admin/analytics/summary?from=9999-12-30&to=9999-12-31').timeout(5_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ field: 'from' }), expect.objectContaining({ field: 'to' })] });
    expect(response.body.details[0].messages).toEqual([`from must be a day as YYYY-MM-DD from ${DAY_WINDOW.first} to ${lastDayOfWindow(new Date())}`]);
    await request(server()).get('/api/health').expect(200);
    await get('/api/admin/analytics/summary?from=2025-08-01&to=2025-08-31').expect(200);
  });

  it('is the routes of the analytics and of both campaigns, read from the OpenAPI document, each saying the window', () => {
    expect(routes.map(({ path }) => path).sort()).toEqual([
      '/api/admin/analytics/breakdown',
      '/api/admin/analytics/speed',
      '/api/admin/analytics/summary',
      '/api/admin/analytics/timeseries',
      '/api/influencer/stats',
      '/api/influencer/stats/daily',
      '/api/launch-party-influencer/stats',
      '/api/launch-party-influencer/stats/daily',
    ]);
    const document = createOpenApiDocument(testApp().app);
    for (const { path, days } of routes) {
      for (const name of days) {
        const parameter = ((document.paths[path].get?.parameters ?? []) as (Parameter & { description?: string })[]).find((candidate) => candidate.name === name);
        expect(parameter?.description).toContain(`A day from ${DAY_WINDOW.first} to ${DAY_WINDOW.daysAfterToday} days after today (UTC).`);
      }
    }
  });

  it('takes its first and last day on every such route, and refuses the day before and the day after with 400 naming the field', async () => {
    const last = lastDayOfWindow(new Date());
    for (const { path, days, optional, others } of routes) {
      for (const day of [DAY_WINDOW.first, last]) {
        const url = `${path}?${days.map((name) => `${name}=${day}`).join('&')}${others}`;
        const answer = await get(url);
        expect({ url, status: answer.status, body: answer.status === 200 ? undefined : answer.body }).toEqual({ url, status: 200, body: undefined });
      }
      for (const day of [addDays(DAY_WINDOW.first, -1), addDays(last, 1), '0000-01-01', '9999-12-31']) {
        // Every day parameter at once, then each alone where the others may be left out.
        const queries = [days, ...(optional ? days.map((name) => [name]) : [])];
        for (const names of queries) {
          const response = await get(`${path}?${names.map((name) => `${name}=${day}`).join('&')}${others}`);
          expect({ path, names, day, status: response.status }).toEqual({ path, names, day, status: 400 });
          expectErrorShape(response.body, 400);
          expect(response.body.code).toBe('VALIDATION_FAILED');
          expect((response.body.details as { field: string }[]).map(({ field }) => field)).toEqual(names);
        }
      }
    }
  });

  it("ends a year after the Clock's today, as every other rule of the API that knows today", async () => {
    const now = jest.spyOn(testApp().app.get(Clock), 'now').mockReturnValue(new Date('2031-03-14T12:00:00Z'));
    try {
      cookie = await logIn(testApp().app);
      await get('/api/influencer/stats/daily?from=2031-03-14&to=2032-03-14').expect(200);
      const refused = await get('/api/influencer/stats/daily?from=2031-03-14&to=2032-03-15').expect(400);
      expect(refused.body.details).toEqual([{ field: 'to', messages: [`to must be a day as YYYY-MM-DD from ${DAY_WINDOW.first} to 2032-03-14`] }]);
    } finally {
      now.mockRestore();
    }
  });
});
