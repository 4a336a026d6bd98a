import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validateEnvironment, type EnvironmentVariables } from './config/environment';
import { createApp } from './create-app';
import { type RunningPostgres, startEmbeddedPostgres } from './database/embedded-postgres';

function log(level: 'info' | 'error', msg: string, extra: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra });
  (level === 'error' ? console.error : console.log)(line);
}

async function startDatabase(env: EnvironmentVariables): Promise<RunningPostgres> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => undefined };
  log('info', 'starting embedded PostgreSQL', { directory: env.EMBEDDED_POSTGRES_DIR, port: env.EMBEDDED_POSTGRES_PORT });
  return startEmbeddedPostgres(env.EMBEDDED_POSTGRES_DIR, env.EMBEDDED_POSTGRES_PORT);
}

/** On SIGTERM or SIGINT: stop taking requests, finish those in flight, close the pool, exit 0. */
function stopGracefully(app: NestFastifyApplication, database: RunningPostgres): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down', { signal });
    try {
      // The HTTP server first: it stops accepting and lets the requests in flight finish while
      // the pool is still open; app.close() then runs the modules' shutdown hooks.
      await app.getHttpAdapter().getInstance().close();
      await app.close();
      await database.stop();
      process.exit(0);
    } catch (error) {
      log('error', 'shutdown failed', { error: String(error) });
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main(): Promise<void> {
  let env: EnvironmentVariables;
  try {
    env = validateEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await startDatabase(env);
  let app: NestFastifyApplication;
  try {
    app = await createApp({ databaseUrl: database.url });
  } catch (error) {
    log('error', 'the API could not start', { error: (error as Error).message });
    await database.stop();
    process.exit(1);
  }
  stopGracefully(app, database);
  await app.listen({ port: env.PORT, host: env.HOST });
  log('info', 'listening', { url: `http://localhost:${env.PORT}` });
}

void main();
