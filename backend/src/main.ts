import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { adminPasswordFile, type KeptAdminPassword, readOrCreateAdminPassword } from './admin/admin-password-file';
import { shownPath } from './common/shown-path';
import { StartError } from './common/start-error';
import { validateEnvironment, type EnvironmentVariables } from './config/environment';
import { createApp } from './create-app';
import { type RunningPostgres, startEmbeddedPostgres } from './database/embedded-postgres';
import { chooseLogFormat, createAppLogger } from './logging/app-logger';
import { startUpSummary } from './logging/start-up-summary';

type Stop = { stop: () => Promise<void>; database: boolean };

/**
 * What has been started, stopped in reverse order on SIGINT, SIGTERM or SIGHUP at any moment, the start
 * included: the part being started is awaited first, so that it is stopped too (an embedded
 * PostgreSQL interrupted in its first second used to be left running).
 */
class Lifecycle {
  private readonly stops: Stop[] = [];
  private starting: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(private readonly logger: Logger) {
    // SIGHUP: the terminal was closed; PostgreSQL, which takes it for "reload", would be left running.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => this.onSignal(signal));
  }

  /**
   * Waits for `starting`; once it has started, `stop` is registered. After a signal it never
   * settles: the stop under way exits the process.
   */
  async start<T>(starting: Promise<T>, stop: (started: T) => Promise<void>, { database = false } = {}): Promise<T> {
    this.starting = starting.then(
      (started) => void this.stops.push({ stop: () => stop(started), database }),
      () => undefined,
    );
    const started = await starting;
    await this.starting;
    return this.stopping ? new Promise<T>(() => undefined) : started;
  }

  /** A start that cannot go on: one line saying why, then what had started is stopped and the process exits 1. */
  async fail(error: unknown): Promise<void> {
    // Ctrl-C reaches the embedded PostgreSQL too, which then fails its start: the stop under way says enough.
    if (this.stopping) return;
    const known = error instanceof StartError || (error instanceof Error && error.message.startsWith('Invalid configuration'));
    this.logger.fatal(known ? {} : { err: error }, known ? (error as Error).message : `The API could not start: ${String(error)}`);
    await this.stopAll(1);
  }

  private onSignal(signal: NodeJS.Signals): void {
    if (this.stopping) {
      // A second Ctrl-C: no more waiting for requests in flight, only for the database to stop.
      this.logger.warn(`${signal} again: stopping now`);
      void Promise.allSettled(this.stops.filter((entry) => entry.database).map((entry) => entry.stop())).then(() => process.exit(1));
      return;
    }
    this.logger.info(`Stopping (${signal})…`);
    void this.stopAll(0);
  }

  private async stopAll(code: number): Promise<void> {
    this.stopping = true;
    await this.starting;
    let exitCode = code;
    for (const { stop } of this.stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        this.logger.error({ err: error }, 'Stopping failed');
        exitCode = 1;
      }
    }
    if (exitCode === 0) this.logger.info('Stopped');
    process.exit(exitCode);
  }
}

async function startDatabase(env: EnvironmentVariables, logger: Logger): Promise<RunningPostgres> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => undefined };
  logger.info(`Starting the embedded PostgreSQL in ${shownPath(env.EMBEDDED_POSTGRES_DIR)} on port ${env.EMBEDDED_POSTGRES_PORT}`);
  return startEmbeddedPostgres(env.EMBEDDED_POSTGRES_DIR, env.EMBEDDED_POSTGRES_PORT);
}

/** Without ADMIN_PASSWORD in development, one made once and kept beside the embedded database; production requires it (environment.ts). */
function keptAdminPassword(env: EnvironmentVariables): KeptAdminPassword | undefined {
  if (env.ADMIN_PASSWORD || env.NODE_ENV !== 'development') return undefined;
  return readOrCreateAdminPassword(adminPasswordFile(env.EMBEDDED_POSTGRES_DIR));
}

/** The HTTP server first: it stops accepting and lets the requests in flight finish while the pool is still open; app.close() then runs the modules' shutdown hooks. */
async function closeApp(app: NestFastifyApplication): Promise<void> {
  await app.getHttpAdapter().getInstance().close();
  await app.close();
}

async function main(): Promise<void> {
  let env: EnvironmentVariables;
  try {
    env = validateEnvironment(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const format = chooseLogFormat(env.LOG_FORMAT, env.NODE_ENV, Boolean(process.stdout.isTTY));
  const logger = createAppLogger({ level: env.LOG_LEVEL, format });
  const lifecycle = new Lifecycle(logger);
  try {
    const kept = keptAdminPassword(env);
    const database = await lifecycle.start(startDatabase(env, logger), (running) => running.stop(), { database: true });
    const app = await lifecycle.start(createApp({ databaseUrl: database.url, adminPassword: kept?.password, logger }), closeApp);
    await lifecycle.start(app.listen({ port: env.PORT, host: env.HOST }), async () => undefined);
    const { message, fields } = startUpSummary(env, kept, format);
    logger.info(fields, message);
  } catch (error) {
    await lifecycle.fail(error);
  }
}

void main();
