import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_SESSION_COOKIE } from '../admin';
import { AppModule } from '../app.module';

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

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

/** Preview mode registers the routes but instantiates no provider, so `make api-types` needs no database. */
export async function previewOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot({ databaseUrl: 'postgres://never-connected.invalid/lineup' }), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    app.setGlobalPrefix('api');
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
