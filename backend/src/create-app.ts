import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule, type AppModuleOptions } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { clientErrorHandler, frameworkErrors } from './common/framework-errors';
import { secureHttp } from './common/http-security';
import { acceptOnlyJsonBodies } from './common/json-body';
import { acceptInstallUploads } from './installs';
import { setupOpenApi } from './common/openapi';
import { validationOptions } from './common/validation-options';
import { appConfig } from './config/app.config';
import { chooseLogFormat, createAppLogger } from './logging/app-logger';
import { NestLogger } from './logging/nest-logger';
import { RequestLogController } from './logging/request-log';
import { readBuiltSite, serveSite } from './site';

export const BODY_LIMIT_BYTES = 16 * 1024;
/** Above nginx's keepalive_timeout (60 s), so that nginx closes idle connections first and never meets a reset. */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;
const REQUEST_ID_PATTERN = /^[\w-]{8,128}$/;

/** Keeps a well-formed id sent by nginx (or a client) so one id follows a request through the logs. */
function requestId(request: { headers: FastifyRequest['headers'] }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

export type CreateAppOptions = AppModuleOptions & {
  logger?: Logger;
};

export async function createApp({ logger: givenLogger, ...options }: CreateAppOptions): Promise<NestFastifyApplication> {
  const config = appConfig();
  const logger = givenLogger ?? createAppLogger({ level: config.logLevel, format: chooseLogFormat(config.logFormat, config.nodeEnv, Boolean(process.stdout.isTTY)) });
  const silent = logger.level === 'silent';
  // Before anything starts: a WEB_ROOT that is not a whole build stops the API at once.
  const site = config.webRoot ? readBuiltSite(config.webRoot) : undefined;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    forceCloseConnections: 'idle',
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // A request that reaches a closing server on a kept-alive connection is served, not refused.
    return503OnClosing: false,
    loggerInstance: logger,
    logController: new RequestLogController(),
    frameworkErrors,
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: silent ? false : new NestLogger(logger),
    bodyParser: false,
    // A failed start is thrown to main.ts, which stops the embedded PostgreSQL and says why in one line.
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  secureHttp(fastify, config.publicSiteOrigin, site?.firstPaintScriptHash);
  acceptOnlyJsonBodies(fastify);
  await acceptInstallUploads(fastify);
  await app.register(fastifyCookie);
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answered once the stop has begun: kept alive, its connection would hold the stop for KEEP_ALIVE_TIMEOUT_MS.
    if (closing) reply.header('connection', 'close');
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ValidationPipe(validationOptions));
  app.useGlobalFilters(new ApiExceptionFilter());
  setupOpenApi(app);
  if (site) await serveSite(fastify, site);
  await app.init();
  await fastify.ready();
  return app;
}
