import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { ConsoleLogger, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { AppModule, type AppModuleOptions } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { secureHttp } from './common/http-security';
import { acceptOnlyJsonBodies } from './common/json-body';
import { setupOpenApi } from './common/openapi';
import { validationOptions } from './common/validation-options';
import { appConfig } from './config/app.config';
import { serveSite } from './site/serve-site';

export const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * Longer than nginx's upstream keepalive_timeout (60 s, default.conf.template): nginx then always
 * closes an idle connection first, and never sends a request on one the API is closing (a reset).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;
const REQUEST_ID_PATTERN = /^[\w-]{8,128}$/;

/** Keeps a well-formed id sent by nginx (or a client) so one id follows a request through the logs. */
function requestId(request: { headers: FastifyRequest['headers'] }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** Builds the whole API (and, with WEB_ROOT, the site) the same way for main.ts and the tests. */
export async function createApp(options: AppModuleOptions): Promise<NestFastifyApplication> {
  const config = appConfig();
  const silent = config.logLevel === 'silent';
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    forceCloseConnections: 'idle',
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // A request that reaches a closing server on a kept-alive connection is served, not refused.
    return503OnClosing: false,
    logger: silent ? false : { level: config.logLevel },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: silent ? false : new ConsoleLogger({ json: true }),
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  secureHttp(fastify, config.publicSiteOrigin);
  acceptOnlyJsonBodies(fastify);
  await app.register(fastifyCookie);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  app.useGlobalFilters(new ApiExceptionFilter());
  setupOpenApi(app);
  if (config.webRoot) await serveSite(fastify, config.webRoot);
  await app.init();
  await fastify.ready();
  return app;
}
