import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createOpenApiDocument } from '../src/common/openapi';
import { typeormOptions } from '../src/database/typeorm-options';
import { CampaignDailyStats } from '../src/tracking/campaign-daily-stats.entity';
import { CampaignEvent } from '../src/tracking/campaign-event.entity';
import { CampaignStats } from '../src/tracking/campaign-stats.entity';
import { CampaignVisitor } from '../src/tracking/campaign-visitor.entity';
import { VisitorSalt } from '../src/tracking/visitor-salt.entity';
import { createApiTestApp, logIn } from './api-test-app';
import type { TestApp } from './test-app';

const CAMPAIGN_PATHS = ['/api/influencer', '/api/launch-party-influencer'];
/** The parts of an OpenAPI schema read here (@nestjs/swagger does not export its schema types). */
type Schema = { properties?: Record<string, unknown>; items?: { $ref: string } };

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the stats answers', () => {
  let testApp: TestApp;
  let cookie: string;
  let document: OpenAPIObject;
  const get = (path: string) => request(testApp.app.getHttpServer()).get(path).set('Cookie', cookie).expect(200);

  beforeAll(async () => {
    testApp = await createApiTestApp();
    cookie = await logIn(testApp.app);
    document = createOpenApiDocument(testApp.app);
    const server = testApp.app.getHttpServer();
    for (const path of CAMPAIGN_PATHS) {
      for (const [kind, influencer] of [
        ['page-view', 'kai'],
        ['app-store-click', 'kai'],
        ['play-store-click', 'ana'],
      ]) {
        await request(server).post(`${path}/${kind}`).set('User-Agent', BROWSER).send({ influencer }).expect(204);
      }
      await request(server).post(`${path}/page-view`).send({ influencer: 'kai' }).expect(204);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** The properties of the DTO that OpenAPI declares for the route's 200 answer, an array of it. */
  function declaredFields(path: string): string[] {
    const answer = document.paths[path].get?.responses['200'] as { content: Record<string, { schema: Schema }> };
    const $ref = answer.content['application/json'].schema.items?.$ref ?? '';
    const schema = document.components?.schemas?.[$ref.replace('#/components/schemas/', '')] as Schema;
    return Object.keys(schema.properties ?? {}).sort();
  }

  const today = new Date().toISOString().slice(0, 10);

  describe.each(CAMPAIGN_PATHS)('of %s', (path) => {
    it.each([`${path}/stats`, `${path}/stats?from=${today}`, `${path}/stats?to=${today}`])('%s: every record has exactly the fields of its DTO', async (url) => {
      const fields = declaredFields(`${path}/stats`);
      expect(fields).toContain('influencer');
      const { body } = await get(url);
      expect(body).toHaveLength(2);
      for (const record of body as object[]) expect(Object.keys(record).sort()).toEqual(fields);
    });

    it('stats/daily: every day has exactly the fields of its DTO', async () => {
      const fields = declaredFields(`${path}/stats/daily`);
      expect(fields).toContain('date');
      const { body } = await get(`${path}/stats/daily`);
      expect(body).toHaveLength(1);
      for (const day of body as object[]) expect(Object.keys(day).sort()).toEqual(fields);
    });
  });

  it('comes from tables that match the tracking entities, which only PgPool reads and writes', async () => {
    const dataSource = new DataSource({
      ...typeormOptions(testApp.databaseUrl, 1),
      migrationsRun: false,
      entities: [CampaignStats, CampaignEvent, CampaignDailyStats, CampaignVisitor, VisitorSalt],
    });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
