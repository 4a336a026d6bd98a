import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { previewOpenApiDocument } from '../src/common/openapi';
import { createApiTestApp } from './api-test-app';
import type { TestApp } from './test-app';

const CONTRACT_OPERATIONS = [
  ['post', '/api/beta-signup'],
  ['post', '/api/support'],
  ['post', '/api/influencer/page-view'],
  ['post', '/api/influencer/app-store-click'],
  ['post', '/api/influencer/play-store-click'],
  ['post', '/api/launch-party-influencer/page-view'],
  ['post', '/api/launch-party-influencer/app-store-click'],
  ['post', '/api/launch-party-influencer/play-store-click'],
  ['get', '/api/influencer/stats'],
  ['get', '/api/launch-party-influencer/stats'],
  ['get', '/api/influencer/stats/daily'],
  ['get', '/api/launch-party-influencer/stats/daily'],
  ['post', '/api/admin/session'],
  ['get', '/api/admin/session'],
  ['delete', '/api/admin/session'],
  ['get', '/api/admin/support-requests'],
  ['get', '/api/admin/beta-signups'],
  ['get', '/api/admin/digest'],
  ['post', '/api/admin/digest/preview'],
  ['get', '/api/admin/installs/imports'],
  ['post', '/api/admin/installs/imports'],
  ['delete', '/api/admin/installs/imports/{id}'],
  ['post', '/api/analytics/events'],
  ['get', '/api/random'],
  ['get', '/api/health'],
] as const;

describe('the API schema', () => {
  let testApp: TestApp;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    testApp = await createApiTestApp();
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('has entities that match the committed migrations exactly (nothing left to generate)', async () => {
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('describes every operation of the contract in OpenAPI', async () => {
    const document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    for (const [method, path] of CONTRACT_OPERATIONS) {
      expect({ method, path, described: Boolean(document.paths[path]?.[method]) }).toEqual({ method, path, described: true });
    }
  });

  it('describes the request bodies and the error shape', async () => {
    const { components } = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    expect(components.schemas.CreateSupportRequestDto.properties.category).toEqual({ allOf: [{ $ref: '#/components/schemas/SupportCategory' }] });
    expect(components.schemas.SupportCategory.enum).toEqual(['account', 'forecasts', 'app', 'billing', 'community', 'data', 'technical', 'feedback', 'other']);
    expect(components.schemas.InfluencerStatsDto.required).toEqual(expect.arrayContaining(['id', 'influencer', 'pageViews', 'appStoreClicks', 'playStoreClicks', 'updatedAt']));
    expect(Object.keys(components.schemas.ApiErrorDto.properties)).toEqual(['statusCode', 'error', 'code', 'details']);
  });

  it('is built the same without a server or a database, as `make api-types` builds it for the frontend', async () => {
    const served = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    expect(await previewOpenApiDocument()).toEqual(served);
  });
});
