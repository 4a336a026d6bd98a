import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_SESSION_COOKIE } from '../admin/admin-session.cookie';
import { AppModule } from '../app.module';

/** The OpenAPI document of the routes `app` has registered. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Lineup website API')
      .setDescription('Beta signups, support requests, influencer tracking, admin sessions and analytics for the Lineup website.')
      .setVersion('1.0')
      .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey' }, ADMIN_SESSION_COOKIE)
      .build(),
  );
}

/** The OpenAPI description at /api/docs (UI) and /api/docs-json (document). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

/**
 * The document /api/docs-json serves, built without a server or a database (for `make api-types`):
 * in preview mode Nest registers the modules and routes but instantiates no provider, so nothing
 * connects anywhere. test/api-schema.e2e-spec.ts checks it equals the served one.
 */
export async function previewOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot({ databaseUrl: 'postgres://never-connected.invalid/lineup' }), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    // The prefix create-app.ts gives every route.
    app.setGlobalPrefix('api');
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
