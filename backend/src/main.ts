import 'reflect-metadata';
import { createServer } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { adminPasswordFile, type KeptAdminPassword, readOrCreateAdminPassword } from './admin';
import { isDatabaseUnavailable } from './common/api-exception.filter';
import { shownPath } from './common/shown-path';
import { StartError } from './common/start-error';
import { isSupervised, tellSupervisorServing } from './common/supervision';
import { environmentOrExit, type EnvironmentVariables } from './config/environment';
import { createApp } from './create-app';
import { claimDataFolder, type RunningPostgres, startEmbeddedPostgres } from './database/embedded-postgres';
import { chooseLogFormat, createAppLogger } from './logging/app-logger';
import { startUpSummary } from './logging/start-up-summary';

type Stop = { stop: () => Promise<void>; database: boolean };

// A PostgreSQL being started is awaited, then stopped (interrupted in its first second, it used to be left running).
// Nest and the HTTP server end with this process, so a stop never waits for them to be built.
class Lifecycle {
  private readonly stops: Stop[] = [];
  private readonly abandons = new Set<() => void>();
  private startingDatabase: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(private readonly logger: Logger) {
    // SIGHUP: the terminal was closed; PostgreSQL, which takes it for "reload", would be left running.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => this.onSignal(signal));
    // `make start`'s supervisor killed: an API left running would hold the port against the next start.
    process.on('disconnect', () => this.onSignal('its supervisor is gone'));
  }

  /** After a signal it never settles: the stop under way exits the process. */
  async start<T>(starting: Promise<T>, stop: (started: T) => Promise<void>, { database = false, abandon }: { database?: boolean; abandon?: () => void } = {}): Promise<T> {
    const registered = starting.then(
      (started) => void this.stops.push({ stop: () => stop(started), database }),
      () => undefined,
    );
    if (database) this.startingDatabase = registered;
    if (abandon) this.abandons.add(abandon);
    try {
      const started = await starting;
      await registered;
      return this.stopping ? new Promise<T>(() => undefined) : started;
    } finally {
      if (abandon) this.abandons.delete(abandon);
    }
  }

  async fail(error: unknown): Promise<void> {
    // Ctrl-C reaches the embedded PostgreSQL too, which then fails its start: the stop under way says enough.
    if (this.stopping) return;
    const known = error instanceof StartError || (error instanceof Error && error.message.startsWith('Invalid configuration'));
    this.logger.fatal(known ? {} : { err: error }, known ? error.message : `The API could not start: ${String(error)}`);
    await this.stopAll(1);
  }

  private onSignal(reason: string): void {
    if (this.stopping) {
      // A second Ctrl-C: no more waiting for requests in flight, only for the database to stop.
      this.logger.warn(`${reason} again: stopping now`);
      void this.stopDatabaseNow();
      return;
    }
    this.logger.info(`Stopping (${reason})…`);
    void this.stopAll(0);
  }

  private async stopDatabaseNow(): Promise<void> {
    await this.startingDatabase;
    await Promise.allSettled(this.stops.filter((entry) => entry.database).map((entry) => entry.stop()));
    process.exit(1);
  }

  private async stopAll(code: number): Promise<void> {
    this.stopping = true;
    for (const abandon of this.abandons) abandon();
    await this.startingDatabase;
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
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: () => Promise.resolve() };
  // A folder in use is refused before anything is said about starting.
  const claim = await claimDataFolder(env.EMBEDDED_POSTGRES_DIR);
  if (claim.stoppedLeftover !== undefined) logger.warn(`Stopped the PostgreSQL a crashed start left running (pid ${claim.stoppedLeftover})`);
  logger.info(`Starting the embedded PostgreSQL in ${shownPath(env.EMBEDDED_POSTGRES_DIR)} on port ${env.EMBEDDED_POSTGRES_PORT}`);
  return startEmbeddedPostgres(env.EMBEDDED_POSTGRES_DIR, env.EMBEDDED_POSTGRES_PORT, claim, {
    died: (pid, delayMs) => logger.error(`The embedded PostgreSQL (process ${pid}) stopped: starting it again in ${delayMs / 1_000} s`),
    failed: (error, delayMs) => logger.error(`${error.message}; trying again in ${delayMs / 1_000} s`),
    restarted: (pid) => logger.info(`The embedded PostgreSQL is back (process ${pid})`),
  });
}

/** Development only: production requires ADMIN_PASSWORD (environment.ts). */
function keptAdminPassword(env: EnvironmentVariables): KeptAdminPassword | undefined {
  if (env.ADMIN_PASSWORD || env.NODE_ENV !== 'development') return undefined;
  return readOrCreateAdminPassword(adminPasswordFile(env.EMBEDDED_POSTGRES_DIR));
}

/** The HTTP server first, so that requests in flight finish while the pool is still open. */
async function closeApp(app: NestFastifyApplication): Promise<void> {
  await app.getHttpAdapter().getInstance().close();
  await app.close();
}

function portInUse(env: EnvironmentVariables): StartError {
  return new StartError(`Port ${env.PORT} is already in use (another \`make start\`?): stop that, or pick a free port with SITE_PORT for make start, PORT for the API alone`);
}

/** A taken HTTP port is refused before the database is started for nothing. */
function ensurePortFree(env: EnvironmentVariables): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(env) : error));
    probe.listen({ port: env.PORT, host: env.HOST }, () => probe.close(() => resolvePort()));
  });
}

async function listen(app: NestFastifyApplication, env: EnvironmentVariables): Promise<void> {
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // Taken since ensurePortFree() (Nest has logged the raw error too).
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portInUse(env) : error;
  }
}

async function main(): Promise<void> {
  const env = environmentOrExit();
  const format = chooseLogFormat(env.LOG_FORMAT, env.NODE_ENV, Boolean(process.stdout.isTTY));
  const logger = createAppLogger({ level: env.LOG_LEVEL, format });
  // pg-boss 10 leaves a job's completion unawaited (timgit/pg-boss#577): with PostgreSQL gone its rejection would end the API.
  // A lost database is waited out here; any other unhandled rejection still ends the process, which `make start` restarts.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.warn(`A background database call failed, PostgreSQL being unavailable: ${(reason as Error).message}`);
  });
  const lifecycle = new Lifecycle(logger);
  try {
    await ensurePortFree(env);
    const kept = keptAdminPassword(env);
    const database = await lifecycle.start(startDatabase(env, logger), (running) => running.stop(), { database: true });
    // Its own logger, silenced if a stop begins while it is built: its failing connections to the stopped database say nothing new.
    const appLogger = logger.child({});
    const app = await lifecycle.start(createApp({ databaseUrl: database.url, adminPassword: kept?.password, logger: appLogger }), closeApp, {
      abandon: () => (appLogger.level = 'silent'),
    });
    await lifecycle.start(listen(app, env), () => Promise.resolve());
    const { message, fields } = startUpSummary(env, kept, format, isSupervised());
    logger.info(fields, message);
    tellSupervisorServing();
  } catch (error) {
    await lifecycle.fail(error);
  }
}

void main();
